/**
 * ALTCHA proof of work, solved in the browser without a third-party script: find the number n in
 * 0..maxnumber for which hex(SHA-256(salt + n)) equals the challenge. The answer goes to the
 * server as a base64 JSON payload (the format altcha-lib's verifySolution reads).
 */
export interface AltchaChallenge {
  algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

export interface AltchaPayload {
  algorithm: AltchaChallenge['algorithm'];
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

const DEFAULT_MAX_NUMBER = 1_000_000;
/** Digests started together: crypto.subtle is asynchronous, so a batch pipelines them. */
const BATCH_SIZE = 200;
/** Batches between two yields to the event loop (keeps a main-thread fallback responsive). */
const BATCHES_PER_YIELD = 5;

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  let hex = '';
  for (const byte of new Uint8Array(buffer)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export async function hashHex(algorithm: string, text: string): Promise<string> {
  return toHex(await crypto.subtle.digest(algorithm, encoder.encode(text)));
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The solving number, or null when none up to maxnumber matches. Aborts with the signal. */
export async function solveAltcha(
  challenge: AltchaChallenge,
  signal?: AbortSignal,
): Promise<number | null> {
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const target = challenge.challenge.toLowerCase();
  let batches = 0;
  for (let start = 0; start <= max; start += BATCH_SIZE) {
    signal?.throwIfAborted();
    const end = Math.min(start + BATCH_SIZE - 1, max);
    const work: Promise<string>[] = [];
    for (let n = start; n <= end; n += 1) {
      work.push(hashHex(challenge.algorithm, `${challenge.salt}${n}`));
    }
    const hashes = await Promise.all(work);
    const index = hashes.indexOf(target);
    if (index !== -1) return start + index;
    batches += 1;
    if (batches % BATCHES_PER_YIELD === 0) await yieldToEventLoop();
  }
  return null;
}

/** The base64 JSON payload the server's verifySolution expects. */
export function encodeAltchaPayload(challenge: AltchaChallenge, number: number): string {
  const payload: AltchaPayload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return btoa(JSON.stringify(payload));
}

/** Expiry (ms since epoch) from the salt's `expires` parameter, or null when it has none. */
export function altchaExpiresAt(challenge: Pick<AltchaChallenge, 'salt'>): number | null {
  const query = challenge.salt.split('?')[1];
  if (!query) return null;
  const expires = new URLSearchParams(query).get('expires');
  const seconds = expires ? Number.parseInt(expires, 10) : Number.NaN;
  return Number.isFinite(seconds) ? seconds * 1000 : null;
}

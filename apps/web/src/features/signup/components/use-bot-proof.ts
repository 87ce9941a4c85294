import { useCallback, useEffect, useRef } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { fetchSignupChallenge } from '../api/signup-challenge.ts';
import { altchaExpiresAt, encodeAltchaPayload } from '../pow/altcha.ts';
import { solveChallenge } from '../pow/solve-challenge.ts';

interface Proof {
  /** undefined: the server asks for no proof of work. */
  payload: string | undefined;
  expiresAt: number | null;
}

/** Thrown when no number up to maxnumber solves the challenge (should never happen). */
export class UnsolvedChallengeError extends Error {
  constructor() {
    super('The proof-of-work challenge has no solution');
    this.name = 'UnsolvedChallengeError';
  }
}

/** Margin before a challenge's expiry after which a fresh one is fetched instead. */
const EXPIRY_MARGIN_MS = 30_000;

async function obtainProof(signal: AbortSignal): Promise<Proof> {
  let challenge;
  try {
    challenge = await fetchSignupChallenge(signal);
  } catch (error) {
    // No challenge route: the school runs without the self-hosted proof of work.
    if (isApiError(error) && error.status === 404) return { payload: undefined, expiresAt: null };
    throw error;
  }
  if (!challenge) return { payload: undefined, expiresAt: null };
  const number = await solveChallenge(challenge, signal);
  if (number === null) throw new UnsolvedChallengeError();
  return { payload: encodeAltchaPayload(challenge, number), expiresAt: altchaExpiresAt(challenge) };
}

/**
 * Bot protection without a third-party script: a challenge is fetched and solved in the
 * background as soon as the form opens; `take()` hands over the answer (waiting if it is not
 * ready) and starts the next one, since the server accepts each solution once.
 */
export function useBotProof() {
  const current = useRef<Promise<Proof> | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    controller.current?.abort();
    const next = new AbortController();
    controller.current = next;
    const proof = obtainProof(next.signal);
    proof.catch(() => undefined); // a failure is reported when the answer is taken
    current.current = proof;
    return proof;
  }, []);

  useEffect(() => {
    start();
    return () => controller.current?.abort();
  }, [start]);

  const take = useCallback(async (): Promise<string | undefined> => {
    let proof: Proof;
    try {
      proof = await (current.current ?? start());
    } catch {
      proof = await start();
    }
    if (proof.expiresAt !== null && proof.expiresAt - EXPIRY_MARGIN_MS < Date.now()) {
      proof = await start();
    }
    start();
    return proof.payload;
  }, [start]);

  return { take };
}

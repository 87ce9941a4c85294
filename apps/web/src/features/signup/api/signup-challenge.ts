import { apiRequest } from '../../../lib/api-client.ts';
import type { AltchaChallenge } from '../pow/altcha.ts';

/** Accepts the answer only when it is a solvable ALTCHA challenge (else bot protection is off). */
export function parseChallenge(body: unknown): AltchaChallenge | null {
  if (body === null || typeof body !== 'object') return null;
  const c = body as Partial<AltchaChallenge>;
  if (typeof c.challenge !== 'string' || typeof c.salt !== 'string') return null;
  if (typeof c.signature !== 'string') return null;
  return {
    algorithm: c.algorithm ?? 'SHA-256',
    challenge: c.challenge,
    salt: c.salt,
    signature: c.signature,
    ...(typeof c.maxnumber === 'number' ? { maxnumber: c.maxnumber } : {}),
  };
}

/** GET /api/signup/challenge: a fresh self-hosted proof-of-work challenge. */
export async function fetchSignupChallenge(signal?: AbortSignal): Promise<AltchaChallenge | null> {
  return parseChallenge(await apiRequest<unknown>('/api/signup/challenge', { signal }));
}

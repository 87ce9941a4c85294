import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client.ts';
import { fetchSignupChallenge } from '../api/signup-challenge.ts';
import type { BotAnswer } from '../api/submit-signup.ts';
import { signupProtectionQueryOptions } from '../api/signup-protection.ts';
import { altchaExpiresAt, encodeAltchaPayload } from '../pow/altcha.ts';
import { loadRecaptcha, recaptchaToken } from '../pow/recaptcha.ts';
import { solveChallenge } from '../pow/solve-challenge.ts';

interface Proof {
  /** Resolved when the form is sent: a reCAPTCHA token must be fresh, a solution is ready. */
  answer: () => Promise<BotAnswer>;
  expiresAt: number | null;
}

const noProof: Proof = { answer: async () => ({}), expiresAt: null };

/** Thrown when no number up to maxnumber solves the challenge (should never happen). */
export class UnsolvedChallengeError extends Error {
  constructor() {
    super('The proof-of-work challenge has no solution');
    this.name = 'UnsolvedChallengeError';
  }
}

/** Margin before a challenge's expiry after which a fresh one is fetched instead. */
const EXPIRY_MARGIN_MS = 30_000;

async function obtainProof(queryClient: QueryClient, signal: AbortSignal): Promise<Proof> {
  const protection = await queryClient.fetchQuery(signupProtectionQueryOptions());
  if (protection.mode === 'off') return noProof;
  if (protection.mode === 'recaptcha') {
    const { siteKey } = protection;
    await loadRecaptcha(siteKey);
    return {
      answer: async () => ({ recaptchaToken: await recaptchaToken(siteKey) }),
      expiresAt: null,
    };
  }
  let challenge;
  try {
    challenge = await fetchSignupChallenge(signal);
  } catch (error) {
    // No challenge route: the school runs without the self-hosted proof of work.
    if (isApiError(error) && error.code === 'not_found') return noProof;
    throw error;
  }
  if (!challenge) return noProof;
  const number = await solveChallenge(challenge, signal);
  if (number === null) throw new UnsolvedChallengeError();
  const altcha = encodeAltchaPayload(challenge, number);
  return { answer: async () => ({ altcha }), expiresAt: altchaExpiresAt(challenge) };
}

/**
 * Bot protection as the server configures it. By default no third-party script: a challenge is
 * fetched and solved in the background as soon as the form opens; with reCAPTCHA, Google's script
 * is loaded then. `take()` hands over the answer (waiting if it is not ready) and prepares the
 * next one, since the server accepts each answer once.
 */
export function useBotProof() {
  const queryClient = useQueryClient();
  const current = useRef<Promise<Proof> | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    controller.current?.abort();
    const next = new AbortController();
    controller.current = next;
    const proof = obtainProof(queryClient, next.signal);
    proof.catch(() => undefined); // a failure is reported when the answer is taken
    current.current = proof;
    return proof;
  }, [queryClient]);

  useEffect(() => {
    start();
    return () => controller.current?.abort();
  }, [start]);

  const take = useCallback(async (): Promise<BotAnswer> => {
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
    return proof.answer();
  }, [start]);

  return { take };
}

import { accountMessages } from '@takt/shared/account-messages';
import { tooManyRequests } from './app-error.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

/** Per-address (and per-e-mail) limits of the public account calls, and per-user limits of costly ones. */
export const accountLimits = {
  signup: { max: 5, windowMs: 15 * 60_000 },
  checkEmail: { max: 30, windowMs: 10 * 60_000 },
  challenge: { max: 60, windowMs: 10 * 60_000 },
  mentorSignup: { max: 5, windowMs: 15 * 60_000 },
  mentorLink: { max: 30, windowMs: 10 * 60_000 },
  resetRequestIp: { max: 5, windowMs: 15 * 60_000 },
  resetRequestEmail: { max: 3, windowMs: 15 * 60_000 },
  resetVerifyIp: { max: 10, windowMs: 15 * 60_000 },
  changePassword: { max: 10, windowMs: 15 * 60_000 },
  // Each upload is decoded and re-encoded by sharp: a loop of them would hog the CPU.
  pictureUpload: { max: 20, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>;

/** Counts one call under `key`; past the limit it throws 429 with Retry-After. */
export async function enforceLimit(
  store: RateLimitStore,
  key: string,
  limit: Limit,
  now: () => Date,
  message: string = accountMessages.tooManyRequests,
): Promise<void> {
  const counter = await store.increment(key, limit.windowMs);
  if (counter.count > limit.max) {
    const seconds = Math.max(1, Math.ceil((counter.resetAt - now().getTime()) / 1000));
    throw tooManyRequests(message, seconds);
  }
}

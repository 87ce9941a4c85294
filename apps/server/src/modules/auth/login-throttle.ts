import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@takt/shared/constants';
import { messages } from '@takt/shared/messages';
import { tooManyRequests } from '../../lib/app-error.ts';
import type { Counter, RateLimitStore } from '../../lib/rate-limit-store.ts';

// Spraying many identifiers from one address is throttled too, more loosely.
const IP_MAX_FAILURES = LOGIN_MAX_FAILURES * 10;
/** Wrong passwords for one account, from any address, after which each next try must wait. */
export const ACCOUNT_FREE_FAILURES = 10;
/**
 * The longest wait an account's back-off imposes. Short on purpose: a stranger who types wrong
 * passwords for someone else's account can delay its owner by this much at a time, never lock
 * them out; a guesser from many addresses gets a few dozen tries a quarter hour instead of all.
 */
export const ACCOUNT_MAX_BACKOFF_MS = 60_000;

export function accountBackoffMs(failures: number): number {
  const over = failures - ACCOUNT_FREE_FAILURES;
  return over < 0 ? 0 : Math.min(1000 * 2 ** over, ACCOUNT_MAX_BACKOFF_MS);
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Login limits: per address and identifier, per address, and per account across addresses
 * (username and e-mail count as the same account, since the key is the account's id).
 */
export function createLoginThrottle(limiter: RateLimitStore, now: () => Date) {
  const retryAfter = (counter: Counter) =>
    Math.max(1, Math.ceil((counter.resetAt - now().getTime()) / 1000));
  const keys = (identifier: string, ip: string) => ({
    pair: `login:${ip}:${identifier.toLowerCase()}`,
    ip: `login-ip:${ip}`,
  });

  return {
    /**
     * Counts this attempt before the password is checked, so a burst of parallel requests cannot
     * all slip past the limit while argon2 runs; a successful login gives its hits back.
     */
    async countAttempt(identifier: string, ip: string) {
      const k = keys(identifier, ip);
      const [pair, byIp] = await Promise.all([
        limiter.increment(k.pair, LOGIN_FAILURE_WINDOW_MS),
        limiter.increment(k.ip, LOGIN_FAILURE_WINDOW_MS),
      ]);
      const blocking = [
        pair.count > LOGIN_MAX_FAILURES ? pair : null,
        byIp.count > IP_MAX_FAILURES ? byIp : null,
      ]
        .filter((c) => c !== null)
        .sort((a, b) => b.resetAt - a.resetAt)[0];
      if (blocking) throw tooManyRequests(messages.tooManyLoginAttempts, retryAfter(blocking));
    },

    async forgiveAttempt(identifier: string, ip: string) {
      const k = keys(identifier, ip);
      await Promise.all([limiter.reset(k.pair), limiter.decrement(k.ip)]);
    },

    /** Refuses the try while an account's back-off runs (before the password is checked). */
    async checkAccounts(accountIds: number[]) {
      for (const id of accountIds) {
        const gate = await limiter.peek(`login-gate:${id}`);
        if (gate) throw tooManyRequests(messages.tooManyLoginAttempts, retryAfter(gate));
      }
    },

    async accountsFailed(accountIds: number[]) {
      for (const id of accountIds) {
        const failures = await limiter.increment(`login-account:${id}`, LOGIN_FAILURE_WINDOW_MS);
        const wait = accountBackoffMs(failures.count);
        if (wait > 0) await limiter.increment(`login-gate:${id}`, wait);
      }
    },

    async accountSucceeded(accountId: number) {
      await Promise.all([
        limiter.reset(`login-account:${accountId}`),
        limiter.reset(`login-gate:${accountId}`),
      ]);
    },
  };
}

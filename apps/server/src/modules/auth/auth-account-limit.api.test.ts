import { describe, expect, it } from 'vitest';
import { authWorldPerFile } from '../../../test/auth-world.ts';
import { TEST_PASSWORD } from '../../../test/factories.ts';
import { ACCOUNT_FREE_FAILURES, ACCOUNT_MAX_BACKOFF_MS } from './login-throttle.ts';

/**
 * Guesses at one account from many addresses: only the first few are checked, after which each
 * try waits out a back-off that grows to a minute and no further, so a stranger cannot lock the
 * owner out for long. Username and e-mail are the same account.
 */

const ctx = authWorldPerFile();
let address = 0;
// A new address for every try: the limits per address never come into it.
const fromAnywhere = () => `10.80.${++address >> 8}.${address & 255}`;
const advance = (ms: number) => {
  ctx.t.clock.now = new Date(ctx.t.clock.now.getTime() + ms);
};

describe('the per-account login limit', () => {
  it('checks only the free failures of 50 wrong guesses from 10 addresses', async () => {
    const statuses: number[] = [];
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < 5; i++) {
        // The same account under its username and its e-mail, in any letter case.
        const emailOrUsername = i % 2 ? 'iva.horvat' : 'IVA.HORVAT@example.com';
        const res = await ctx.login(
          { emailOrUsername, password: `kriva-${a}-${i}` },
          `10.81.0.${a}`,
        );
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().code).toBe('too_many_requests');
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_FREE_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - ACCOUNT_FREE_FAILURES);
    expect(statuses.slice(0, ACCOUNT_FREE_FAILURES).every((s) => s === 401)).toBe(true);
  });

  it('holds the owner back for a minute at most, however long the guessing goes on', async () => {
    const wrong = { emailOrUsername: 'mentorica', password: 'kriva-lozinka' };
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
      expect((await ctx.login(wrong, fromAnywhere())).statusCode).toBe(401);
    }
    // The guesser waits out every back-off and tries again: it doubles, up to the cap.
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const held = await ctx.login(wrong, fromAnywhere());
      expect(held.statusCode).toBe(429);
      const wait = Number(held.headers['retry-after']);
      waits.push(wait);
      advance(wait * 1000);
      expect((await ctx.login(wrong, fromAnywhere())).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);

    // The owner, from their own address, right password: held back, but not for long.
    const right = { emailOrUsername: 'mentorica', password: TEST_PASSWORD };
    const held = await ctx.login(right, '10.82.0.1');
    expect(held.statusCode).toBe(429);
    const wait = Number(held.headers['retry-after']);
    expect(wait).toBeLessThanOrEqual(ACCOUNT_MAX_BACKOFF_MS / 1000);
    advance(wait * 1000);
    expect((await ctx.login(right, '10.82.0.1')).statusCode).toBe(200);

    // Signing in clears the account's record: the next slip is checked again.
    expect((await ctx.login(wrong, fromAnywhere())).statusCode).toBe(401);
  });
});

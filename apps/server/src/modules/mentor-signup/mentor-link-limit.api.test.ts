import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram, buildSchool } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The secret mentor link cannot be guessed at leisure: its lookups are limited per address. */

const LIMIT = 30;
const WINDOW_MS = 10 * 60_000;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const schoolId = await buildSchool(t.database.db, 'Glazbena škola Ograničena');
  await buildProgram(t.database.db, schoolId, { naziv: 'Klavir' });
  ({ token } = await t.app.services.mentorSignup.currentToken(schoolId));
});
afterAll(() => t.close());

const lookUp = (link: string, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: `/api/signup-mentori/${link}`, remoteAddress });

describe('GET /api/signup-mentori/{token}', () => {
  it(`answers ${LIMIT} lookups per address in 10 minutes, guesses included, then 429`, async () => {
    t.clock.now = new Date('2026-11-25T09:00:00Z');
    const guesser = '10.77.0.1';
    for (let i = 0; i < LIMIT; i++) {
      const res = await lookUp(`pogodak-${i}`, guesser);
      expect(res.statusCode).toBe(404);
    }
    // The right token, from the address that guessed: refused before it is even looked at.
    const blocked = await lookUp(token, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'too_many_requests',
      message: 'Previše pokušaja. Molimo pričekajte nekoliko minuta prije ponovnog pokušaja.',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);

    // Another address is not held up by the guesser …
    expect((await lookUp(token, '10.77.0.2')).statusCode).toBe(200);
    // … and the guesser's address is let in again once the window has passed.
    t.clock.now = new Date(t.clock.now.getTime() + WINDOW_MS + 1000);
    const later = await lookUp(token, guesser);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({
      valid: true,
      school: { name: 'Glazbena škola Ograničena' },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram, buildSchool } from '../../../test/factories.ts';
import { rowCounts, signupPayload, solveAltcha } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let schoolId: number;
let programId: number;
let ip = 0;

const submit = (app: TestApp, payload: object) =>
  app.app.inject({
    method: 'POST',
    url: '/api/signup/pending',
    payload,
    remoteAddress: `10.4.0.${++ip}`,
  });
const payload = (extra: Record<string, unknown> = {}) =>
  signupPayload({ schoolId, programId, pohadanjeNastave: 'individualno1', ...extra });
const challenge = async (app: TestApp) => {
  const res = await app.app.inject({
    method: 'GET',
    url: '/api/signup/challenge',
    remoteAddress: `10.4.1.${++ip}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  // No configuration at all: bot protection is on by default.
  t = await createTestApp();
  schoolId = await buildSchool(t.database.db);
  programId = await buildProgram(t.database.db, schoolId);
});
afterAll(() => t.close());

describe('self-hosted proof of work (the default)', () => {
  it('hands out a signed, expiring challenge of moderate size', async () => {
    t.clock.now = new Date();
    const c = await challenge(t);
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: 100_000 });
    expect(c.salt).toMatch(/expires=\d+/);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells the page to solve a challenge, and lets no third-party script in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/signup/protection' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mode: 'altcha' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('google');
  });

  it('refuses a sign-up without a solution, or with a wrong one, and writes nothing', async () => {
    t.clock.now = new Date();
    const before = await rowCounts(t.database.db);
    const c = await challenge(t);
    const solved = JSON.parse(Buffer.from(solveAltcha(c), 'base64').toString());
    const wrong = Buffer.from(JSON.stringify({ ...solved, number: solved.number + 1 })).toString(
      'base64',
    );
    for (const altcha of [undefined, 'bm90LWpzb24=', wrong]) {
      const res = await submit(t, payload({ altcha }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Provjera da niste robot nije uspjela. Osvježite stranicu i pokušajte ponovno.',
      );
    }
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('accepts a solved challenge once; a replay of it is refused', async () => {
    t.clock.now = new Date();
    const altcha = solveAltcha(await challenge(t));
    expect((await submit(t, payload({ altcha }))).statusCode).toBe(201);
    const replay = await submit(t, payload({ altcha }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('bot_check_failed');
  });

  it('refuses a solution whose challenge has expired', async () => {
    t.clock.now = new Date();
    const altcha = solveAltcha(await challenge(t));
    t.clock.now = new Date(Date.now() + 11 * 60_000);
    expect((await submit(t, payload({ altcha }))).statusCode).toBe(400);
  });

  it('refuses a challenge signed with another key', async () => {
    t.clock.now = new Date();
    const c = await challenge(t);
    const forged = { ...c, signature: 'f'.repeat(64) };
    expect((await submit(t, payload({ altcha: solveAltcha(forged) }))).statusCode).toBe(400);
  });
});

describe('reCAPTCHA when configured', () => {
  it('asks the (injected) verifier with the token and the address instead', async () => {
    const calls: [string, string][] = [];
    const app = await createTestApp({
      env: { RECAPTCHA_SECRET: 'secret', RECAPTCHA_SITE_KEY: '6LeTaktSiteKey-example' },
      deps: {
        recaptcha: async (token, address) => {
          calls.push([token, address]);
          return token === 'dobar-token';
        },
      },
    });
    try {
      const s = await buildSchool(app.database.db);
      const p = await buildProgram(app.database.db, s);
      const body = (recaptchaToken?: string) =>
        signupPayload({
          schoolId: s,
          programId: p,
          pohadanjeNastave: 'individualno1',
          recaptchaToken,
        });
      expect((await submit(app, body())).statusCode).toBe(400);
      expect((await submit(app, body('los-token'))).statusCode).toBe(400);
      expect((await submit(app, body('dobar-token'))).statusCode).toBe(201);
      expect(calls.map((c) => c[0])).toEqual(['los-token', 'dobar-token']);
      expect(calls[1]![1]).toMatch(/^10\.4\.0\./);
      // The proof-of-work challenge is not offered in this mode.
      expect(
        (await app.app.inject({ method: 'GET', url: '/api/signup/challenge' })).statusCode,
      ).toBe(404);
      // The page learns the public site key, and the CSP admits Google's script and frame only.
      const info = await app.app.inject({ method: 'GET', url: '/api/signup/protection' });
      expect(info.json()).toEqual({ mode: 'recaptcha', siteKey: '6LeTaktSiteKey-example' });
      const csp = String(info.headers['content-security-policy']);
      expect(csp).toContain(
        "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
      );
      expect(csp).toContain('frame-src https://www.google.com/recaptcha/');
      expect(info.body).not.toContain('secret');
    } finally {
      await app.close();
    }
  });
});

describe('BOT_PROTECTION=off', () => {
  it('accepts a sign-up without any proof', async () => {
    const app = await createTestApp({ env: { BOT_PROTECTION: 'off' } });
    try {
      const s = await buildSchool(app.database.db);
      const p = await buildProgram(app.database.db, s);
      const res = await submit(
        app,
        signupPayload({ schoolId: s, programId: p, pohadanjeNastave: 'individualno1' }),
      );
      expect(res.statusCode).toBe(201);
      const info = await app.app.inject({ method: 'GET', url: '/api/signup/protection' });
      expect(info.json()).toEqual({ mode: 'off' });
    } finally {
      await app.close();
    }
  });
});

import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  SESSION_TTL_MS,
} from '@takt/shared/constants';
import { authWorldPerFile } from '../../../test/auth-world.ts';
import { buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { TEST_JWT_SECRET } from '../../../test/test-app.ts';
import { createSessionRepository } from './session.repository.ts';
import { directAccess } from '../../db/unit-of-work.ts';

/** What follows a login: the failure rate limit, session tokens, logout and session pruning. */

const ctx = authWorldPerFile();
const { login } = ctx;

describe('login rate limit', () => {
  it(`answers 429 after ${LOGIN_MAX_FAILURES} failures per IP and identifier, until the window passes`, async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect(
        (await login({ emailOrUsername: 'mentorica', password: 'kriva' }, ip)).statusCode,
      ).toBe(401);
    }
    const blocked = await login({ emailOrUsername: 'mentorica', password: TEST_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Previše/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another address, or another identifier from this address, is not blocked.
    expect(
      (await login({ emailOrUsername: 'mentorica', password: TEST_PASSWORD }, '10.9.9.10'))
        .statusCode,
    ).toBe(200);
    expect(
      (await login({ emailOrUsername: 'iva.horvat', password: TEST_PASSWORD }, ip)).statusCode,
    ).toBe(200);

    ctx.t.clock.now = new Date(Date.now() + LOGIN_FAILURE_WINDOW_MS + 1000);
    expect(
      (await login({ emailOrUsername: 'mentorica', password: TEST_PASSWORD }, ip)).statusCode,
    ).toBe(200);
  });

  it('holds against a burst of parallel guesses: only the allowed number are checked', async () => {
    const ip = '10.9.9.12';
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        login({ emailOrUsername: 'mentorica', password: 'kriva' }, ip),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LOGIN_MAX_FAILURES);
    expect(
      (await login({ emailOrUsername: 'mentorica', password: TEST_PASSWORD }, ip)).statusCode,
    ).toBe(429);
  });

  it('forgets earlier failures after a successful login', async () => {
    const ip = '10.9.9.11';
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++)
      await login({ emailOrUsername: 'iva.horvat', password: 'kriva' }, ip);
    expect(
      (await login({ emailOrUsername: 'iva.horvat', password: TEST_PASSWORD }, ip)).statusCode,
    ).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) {
      expect(
        (await login({ emailOrUsername: 'iva.horvat', password: 'kriva' }, ip)).statusCode,
      ).toBe(401);
    }
  });
});

describe('sessions', () => {
  it('GET /api/user returns the signed-in user', async () => {
    const token = await loginAs(ctx.t.app, 'iva.horvat');
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      korisnickoIme: 'iva.horvat',
      email: 'Iva.Horvat@Example.com',
    });
    expect(res.body).not.toMatch(/passwordHash/);
  });

  it('refuses a missing, malformed or foreign-signed token with 401', async () => {
    const forged = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('Takt')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough!!'));
    for (const headers of [
      {},
      { authorization: 'Bearer not-a-jwt' },
      { authorization: 'Basic abc' },
      bearer(forged),
    ]) {
      const res = await ctx.t.app.inject({ method: 'GET', url: '/api/user', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/[Pp]rijavite se/);
    }
  });

  it('refuses a token whose exp has passed', async () => {
    const token = await loginAs(ctx.t.app, 'iva.horvat');
    ctx.t.clock.now = new Date(Date.now() + SESSION_TTL_MS + 60_000);
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('session_expired');
  });

  it('refuses a token past its own exp even while its session is still live', async () => {
    const live = await loginAs(ctx.t.app, 'iva.horvat');
    const claims = decodeJwt(live);
    const stale = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuer('Takt')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(live) }))
        .statusCode,
    ).toBe(200);
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(stale) });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a validly signed token for a session that does not exist', async () => {
    const token = await new SignJWT({ sid: 'no-such-session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('Takt')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
  });

  it('logout revokes the session in the database', async () => {
    const token = await loginAs(ctx.t.app, 'mentorica');
    const other = await loginAs(ctx.t.app, 'mentorica');
    const out = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    // Only that session ends; the same user's other device stays signed in.
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(other) }))
        .statusCode,
    ).toBe(200);
  });

  it('logout without a session is 401', async () => {
    expect((await ctx.t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });
});

describe('session pruning', () => {
  it('deletes sessions that expired or were revoked before the cut-off and keeps the rest', async () => {
    const sessions = createSessionRepository(directAccess(ctx.t.database.db));
    const user = await buildUser(ctx.t.database.db, { schoolId: ctx.schoolId });
    const at = (days: number) =>
      new Date(Date.UTC(2026, 0, 1) + days * 24 * 3600_000).toISOString();
    const base = { userId: user.id, createdAt: at(0), lastSeenAt: at(0) };
    await sessions.create({ ...base, id: 'expired-long-ago', expiresAt: at(7) });
    await sessions.create({ ...base, id: 'revoked-long-ago', expiresAt: at(100) });
    await sessions.revoke('revoked-long-ago', at(1));
    await sessions.create({ ...base, id: 'still-valid', expiresAt: at(100) });
    await sessions.create({ ...base, id: 'revoked-recently', expiresAt: at(100) });
    await sessions.revoke('revoked-recently', at(40));

    await sessions.deleteEndedBefore(at(30));

    const left = await ctx.t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', user.id)
      .orderBy('id')
      .execute();
    expect(left.map((s) => s.id)).toEqual(['revoked-recently', 'still-valid']);
  });
});

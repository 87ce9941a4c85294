import { decodeJwt } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '@takt/shared/constants';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { homeWorldPerFile } from '../../test/home-factories.ts';
import { bearer, loginAs } from '../../test/http.ts';
import { connect, listen, refusedHandshake, type TestSocket } from '../../test/sockets.ts';

/** The socket handshake and how long a socket lives: exactly as long as its session. */

const ctx = homeWorldPerFile(new Date());
let url: string;
const open: TestSocket[] = [];

beforeAll(async () => {
  url = await listen(ctx.t.app);
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

async function socketFor(token: string) {
  const s = await connect(url, token);
  open.push(s);
  return s;
}

/** A fresh account of school A with its own sessions (the world's tokens stay untouched). */
async function freshStudent() {
  const user = await buildUser(ctx.db(), { schoolId: ctx.w.schoolA });
  return { user, login: () => loginAs(ctx.t.app, user.korisnickoIme) };
}

describe('handshake', () => {
  it('is refused without a token, with a forged one and with a revoked one', async () => {
    expect((await refusedHandshake(url, undefined)).data?.code).toBe('unauthorized');
    expect((await refusedHandshake(url, '')).data?.code).toBe('unauthorized');
    expect((await refusedHandshake(url, 'not.a.jwt')).data?.code).toBe('session_expired');

    const { login } = await freshStudent();
    const token = await login();
    const logout = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    const refused = await refusedHandshake(url, token);
    expect(refused.data?.code).toBe('session_expired');
    expect(refused.message).toBe('Sesija je istekla. Prijavite se ponovno.');
  });

  it('never takes the user from the client: a user id in the handshake changes nothing', async () => {
    const { io } = await import('socket.io-client');
    const socket = io(url, {
      auth: { userId: ctx.w.users.admin.id },
      transports: ['websocket'],
      reconnection: false,
    });
    const error = await new Promise<Error & { data?: { code?: string } }>((resolve) =>
      socket.once('connect_error', resolve),
    );
    socket.close();
    expect(error.data?.code).toBe('unauthorized');
  });

  it('is refused from a page of another origin, accepted from the same one', async () => {
    const token = ctx.w.tokens.student;
    await expect(
      refusedHandshake(url, token, { origin: 'https://zlo.example' }),
    ).resolves.toBeInstanceOf(Error);
    const same = await connect(url, token);
    open.push(same);
    expect(same.socket.connected).toBe(true);
  });
});

describe('a socket lives as long as its session', () => {
  it('is dropped when its session logs out; other sessions of the user stay', async () => {
    const { login } = await freshStudent();
    const [first, second] = [await login(), await login()];
    const [a, b] = [await socketFor(first), await socketFor(second)];
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(first),
    });
    expect(res.statusCode).toBe(200);
    expect(await a.disconnected()).toBe('io server disconnect');
    await ctx.t.app.platform.events.idle();
    expect(b.socket.connected).toBe(true);
  });

  it('is dropped after a password change, except the session that changed it', async () => {
    const { login } = await freshStudent();
    const [other, current] = [await login(), await login()];
    const [a, b] = [await socketFor(other), await socketFor(current)];
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: bearer(current),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'nova-lozinka-123' },
    });
    expect(res.statusCode).toBe(200);
    expect(await a.disconnected()).toBe('io server disconnect');
    await ctx.t.app.platform.events.idle();
    expect(b.socket.connected).toBe(true);
  });

  it('is dropped when its session expires', async () => {
    const { login } = await freshStudent();
    const token = await login();
    const expiresAt = decodeJwt(token).exp! * 1000;
    expect(expiresAt - ctx.t.clock.now.getTime()).toBeGreaterThan(SESSION_TTL_MS - 5_000);
    // Shortly before the end the session still opens a socket...
    ctx.t.clock.now = new Date(expiresAt - 150);
    const s = await socketFor(token);
    // ...and once the end has passed (the token rounds it down to the second), the socket's
    // timer closes it.
    ctx.t.clock.now = new Date(expiresAt + 1000);
    expect(await s.disconnected()).toBe('io server disconnect');
    expect((await refusedHandshake(url, token)).data?.code).toBe('session_expired');
  });

  it('is dropped when its account is disabled (a user change re-checks the session)', async () => {
    const { user, login } = await freshStudent();
    const s = await socketFor(await login());
    await ctx
      .db()
      .updateTable('users')
      .set({ isActive: false })
      .where('id', '=', user.id)
      .execute();
    ctx.t.app.platform.events.publish('user.changed', { userId: user.id, schoolId: user.schoolId });
    expect(await s.disconnected()).toBe('io server disconnect');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '@takt/shared/constants';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * TRUST_PROXY: client addresses come from X-Forwarded-For only as far as trusted proxies wrote it.
 * The leftmost entries are whatever the client sent; counting from the right past the trusted
 * hops gives the address the nearest proxy saw. Regression: with TRUST_PROXY=true, 20 password
 * guesses under rotating fake addresses were never limited.
 */

const PROXY = '10.0.0.1';
const CLIENT = '203.0.113.7';

/** An app that also answers GET /whoami with the address it took for the client. */
async function appTrusting(trustProxy: string | undefined): Promise<TestApp> {
  return createTestApp({
    env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy },
    extraRoutes: (app) => app.get('/whoami', async (request) => ({ ip: request.ip })),
  });
}

const whoami = async (t: TestApp, remoteAddress: string, forwardedFor?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/whoami',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return (res.json() as { ip: string }).ip;
};

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting('1');
  });
  afterAll(() => t.close());

  it('takes the address the proxy appended, not what the client wrote', async () => {
    expect(await whoami(t, PROXY, `198.51.100.1, ${CLIENT}`)).toBe(CLIENT);
    expect(await whoami(t, PROXY, CLIENT)).toBe(CLIENT);
    expect(await whoami(t, PROXY)).toBe(PROXY);
  });

  it('still limits a client that sends a new spoofed X-Forwarded-For with every guess', async () => {
    const statuses: number[] = [];
    for (let guess = 1; guess <= LOGIN_MAX_FAILURES + 2; guess++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `198.51.100.${guess}, ${CLIENT}` },
        payload: { emailOrUsername: 'ravnatelj', password: `pogodak-${guess}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_MAX_FAILURES).fill(401), 429, 429]);

    // Another visitor behind the same proxy is counted apart, so the limit is not the school's.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `${CLIENT}, 203.0.113.8` },
      payload: { emailOrUsername: 'ravnatelj', password: 'pogodak' },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('listed proxies (TRUST_PROXY=10.0.0.1,10.0.0.2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting('10.0.0.1,10.0.0.2');
  });
  afterAll(() => t.close());

  it('walks back through the listed proxies only', async () => {
    // Client → 10.0.0.1 → 10.0.0.2 → Takt.
    expect(await whoami(t, '10.0.0.2', `198.51.100.1, ${CLIENT}, 10.0.0.1`)).toBe(CLIENT);
    expect(await whoami(t, PROXY, `198.51.100.1, ${CLIENT}`)).toBe(CLIENT);
  });

  it('ignores X-Forwarded-For from anyone who is not a listed proxy', async () => {
    expect(await whoami(t, '192.0.2.50', `198.51.100.1, ${CLIENT}`)).toBe('192.0.2.50');
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting(undefined);
  });
  afterAll(() => t.close());

  it('takes the socket address and ignores X-Forwarded-For', async () => {
    expect(await whoami(t, '192.0.2.50', CLIENT)).toBe('192.0.2.50');
  });
});

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Errors raised before any route runs (a URL that does not decode, a request Node's HTTP parser
 * refuses) get the API's own JSON body and every security header, like any other answer.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('private, no-store');
}

/** Writes raw bytes to the listening server and reads the answer until it closes. */
function rawRequest(
  request: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(Buffer.from(request, 'latin1')));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const i = line.indexOf(':');
          return [line.slice(0, i).toLowerCase(), line.slice(i + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('malformed URLs', () => {
  it.each(['/api/%ff', '/api/posts/%E0%A4%A', '/api/korisnik/%ED%A0%80'])(
    '%s answers our JSON 400 invalid_url with the security headers',
    async (url) => {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ code: 'invalid_url', message: 'Neispravna adresa zahtjeva.' });
        expectSecurityHeaders(res.headers);
      }
    },
  );

  it('are answered the same over a real connection', async () => {
    const res = await rawRequest(
      'GET /api/%ff HTTP/1.1\r\nHost: takt\r\nConnection: close\r\n\r\n',
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      code: 'invalid_url',
      message: 'Neispravna adresa zahtjeva.',
    });
    expectSecurityHeaders(res.headers);
  });
});

describe('requests the HTTP parser refuses', () => {
  it.each([
    [
      'a NUL in a header',
      'GET /api/health HTTP/1.1\r\nHost: takt\r\nIdempotency-Key: a\u0000b\r\n\r\n',
      'bad_request',
    ],
    ['a space in the URL', 'GET /api/he alth HTTP/1.1\r\nHost: takt\r\n\r\n', 'bad_request'],
    [
      'a control character in the URL',
      'GET /api/\u0001 HTTP/1.1\r\nHost: takt\r\n\r\n',
      'invalid_url',
    ],
  ])('%s: our JSON 400 with the security headers, not Fastify’s', async (_name, request, code) => {
    const res = await rawRequest(request);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      code,
      message:
        code === 'invalid_url'
          ? 'Neispravna adresa zahtjeva.'
          : 'Molimo provjerite unesene podatke i pokušajte ponovno.',
    });
    expectSecurityHeaders(res.headers);
  });

  it('headers past the size limit: 431 in Croatian with the security headers', async () => {
    const res = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: takt\r\nX-Puno: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      code: 'headers_too_large',
      message: 'Zaglavlja zahtjeva su prevelika.',
    });
    expectSecurityHeaders(res.headers);
  });
});

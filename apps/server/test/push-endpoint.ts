import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service of our own on loopback, as a browser vendor runs one: it checks the VAPID
 * signature of each request (RFC 8292) and decrypts its aes128gcm payload (RFC 8188, RFC 8291)
 * with the keys of a "browser" subscription it made, then answers with the status the test asks.
 */
export interface ReceivedPush {
  path: string;
  payload: unknown;
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
}

const b64 = (buf: Buffer) => buf.toString('base64url');

function verifyVapid(authorization: string | undefined, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [header, body, signature] = match[1]!.split('.') as [string, string, string];
  const point = Buffer.from(match[2]!, 'base64url');
  if (point.length !== 65 || point[0] !== 4)
    throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (head.alg !== 'ES256') throw new Error(`VAPID alg ${head.alg}`);
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`VAPID aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600))
    throw new Error('VAPID exp out of range');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('VAPID sub missing');
  return { claims, serverKey: match[2]! };
}

/** RFC 8291 decryption with the user agent's private key and auth secret. */
export function decryptAes128gcm(
  body: Buffer,
  ua: { ecdh: ReturnType<typeof createECDH>; auth: Buffer },
): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const uaPublic = ua.ecdh.getPublicKey();
  const shared = ua.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, ua.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record: content, then the delimiter 2, then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end);
}

export async function startPushEndpoint() {
  const ua = { ecdh: createECDH('prime256v1'), auth: randomBytes(16) };
  ua.ecdh.generateKeys();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const { port } = server.address() as AddressInfo;
        const { claims } = verifyVapid(req.headers.authorization, `http://127.0.0.1:${port}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const plain = decryptAes128gcm(Buffer.concat(chunks), ua);
        received.push({
          path: req.url ?? '',
          payload: JSON.parse(plain.toString('utf8')),
          claims,
          ttl: req.headers.ttl as string | undefined,
        });
        res.writeHead(statuses.shift() ?? 201).end();
      } catch (error) {
        errors.push((error as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let devices = 0;
  return {
    received,
    errors,
    /** The statuses the next pushes are answered with (then 201). */
    answerNext: (...codes: number[]) => statuses.push(...codes),
    /** A subscription as a browser's `PushSubscription.toJSON()` gives it. */
    subscription: () => ({
      endpoint: `http://127.0.0.1:${port}/push/device-${++devices}`,
      expirationTime: null,
      keys: { p256dh: b64(ua.ecdh.getPublicKey()), auth: b64(ua.auth) },
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from './tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const issuer = 'takt';
const start = new Date('2026-11-25T10:00:00Z');
const inAnHour = new Date(start.getTime() + 3600_000);
const claims = { userId: 42, sessionId: 'sess-abc' };

function clock(at: Date) {
  return () => at;
}

function forge(header: object, payload: object, key = secret) {
  const h = Buffer.from(JSON.stringify(header)).toString('base64url');
  const p = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const s = createHmac('sha256', key).update(`${h}.${p}`).digest('base64url');
  return `${h}.${p}.${s}`;
}

const valid = { sid: 'sess-abc', sub: '42', iss: issuer, iat: 1, exp: inAnHour.getTime() / 1000 };

describe('session tokens', () => {
  it('round-trips its own tokens', async () => {
    const signer = createTokenSigner(secret, issuer, clock(start));
    const token = await signer.sign(claims, inAnHour);
    expect(await signer.verify(token)).toEqual(claims);
  });

  it('reads tokens a standard JWT library signed, and such a library reads ours', async () => {
    const key = new TextEncoder().encode(secret);
    const signer = createTokenSigner(secret, issuer, clock(start));
    const theirs = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setIssuer(issuer)
      .setIssuedAt(start)
      .setExpirationTime(Math.floor(inAnHour.getTime() / 1000))
      .sign(key);
    expect(await signer.verify(theirs)).toEqual(claims);

    const ours = await signer.sign(claims, inAnHour);
    const { payload, protectedHeader } = await jwtVerify(ours, key, {
      algorithms: ['HS256'],
      issuer,
      currentDate: start,
    });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toEqual({
      sid: 'sess-abc',
      sub: '42',
      iss: issuer,
      iat: start.getTime() / 1000,
      exp: inAnHour.getTime() / 1000,
    });
  });

  it('refuses expired tokens from the second they expire', async () => {
    const token = await createTokenSigner(secret, issuer, clock(start)).sign(claims, inAnHour);
    const justBefore = new Date(inAnHour.getTime() - 1000);
    expect(await createTokenSigner(secret, issuer, clock(justBefore)).verify(token)).toEqual(
      claims,
    );
    expect(await createTokenSigner(secret, issuer, clock(inAnHour)).verify(token)).toBeNull();
  });

  it('refuses another secret, another issuer and any change to the token', async () => {
    const signer = createTokenSigner(secret, issuer, clock(start));
    const token = await signer.sign(claims, inAnHour);
    expect(await createTokenSigner('other-secret', issuer, clock(start)).verify(token)).toBeNull();
    expect(await createTokenSigner(secret, 'other', clock(start)).verify(token)).toBeNull();
    const [h, p, s] = token.split('.') as [string, string, string];
    const otherPayload = Buffer.from(JSON.stringify({ ...valid, sub: '1' })).toString('base64url');
    expect(await signer.verify(`${h}.${otherPayload}.${s}`)).toBeNull();
    expect(await signer.verify(`${h}.${p}.${s.slice(0, -2)}`)).toBeNull();
    expect(await signer.verify(`${h}.${p}`)).toBeNull();
    expect(await signer.verify(`${h}.${p}.${s}.x`)).toBeNull();
    expect(await signer.verify('not a token')).toBeNull();
    expect(await signer.verify('')).toBeNull();
  });

  it('refuses other algorithms, unsigned tokens and header extensions', async () => {
    const signer = createTokenSigner(secret, issuer, clock(start));
    expect(await signer.verify(forge({ alg: 'HS256' }, valid))).toEqual(claims);
    expect(await signer.verify(forge({ alg: 'none' }, valid))).toBeNull();
    expect(await signer.verify(forge({ alg: 'HS512' }, valid))).toBeNull();
    expect(await signer.verify(forge({ alg: 'HS256', crit: ['x'], x: 1 }, valid))).toBeNull();
    expect(await signer.verify(forge({ alg: 'HS256', b64: false }, valid))).toBeNull();
    const unsigned = forge({ alg: 'none' }, valid).split('.').slice(0, 2).join('.') + '.';
    expect(await signer.verify(unsigned)).toBeNull();
  });

  it('refuses tokens with missing or malformed claims', async () => {
    const signer = createTokenSigner(secret, issuer, clock(start));
    const bad = [
      { ...valid, exp: undefined },
      { ...valid, exp: String(valid.exp) },
      { ...valid, iat: 'yesterday' },
      { ...valid, nbf: valid.exp },
      { ...valid, sub: 'abc' },
      { ...valid, sub: 42 },
      { ...valid, sid: undefined },
      { ...valid, sid: 7 },
      { ...valid, iss: undefined },
    ];
    for (const payload of bad)
      expect(await signer.verify(forge({ alg: 'HS256' }, payload))).toBeNull();
    const h = Buffer.from('{"alg":"HS256"}').toString('base64url');
    const p = Buffer.from('[1,2]').toString('base64url');
    const s = createHmac('sha256', secret).update(`${h}.${p}`).digest('base64url');
    expect(await signer.verify(`${h}.${p}.${s}`)).toBeNull();
  });
});

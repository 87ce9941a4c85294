import { describe, expect, it } from 'vitest';
import {
  altchaExpiresAt,
  encodeAltchaPayload,
  hashHex,
  solveAltcha,
  type AltchaChallenge,
} from './altcha.ts';

async function makeChallenge(number: number, maxnumber = 5000): Promise<AltchaChallenge> {
  const salt = 'abc123?expires=1900000000';
  return {
    algorithm: 'SHA-256',
    challenge: await hashHex('SHA-256', `${salt}${number}`),
    salt,
    signature: 'sig',
    maxnumber,
  };
}

describe('solveAltcha', () => {
  it('finds the number whose SHA-256 of salt + number is the challenge', async () => {
    const challenge = await makeChallenge(1234);
    expect(await solveAltcha(challenge)).toBe(1234);
  });

  it('finds the edge values 0 and maxnumber', async () => {
    expect(await solveAltcha(await makeChallenge(0, 300))).toBe(0);
    expect(await solveAltcha(await makeChallenge(300, 300))).toBe(300);
  });

  it('answers null when no number up to maxnumber matches', async () => {
    const challenge = await makeChallenge(900, 500);
    expect(await solveAltcha(challenge)).toBeNull();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveAltcha(await makeChallenge(10), controller.signal)).rejects.toThrow();
  });
});

describe('payload', () => {
  it('is base64 JSON with the challenge fields and the number', async () => {
    const challenge = await makeChallenge(7);
    const decoded = JSON.parse(atob(encodeAltchaPayload(challenge, 7))) as Record<string, unknown>;
    expect(decoded).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 7,
      salt: challenge.salt,
      signature: 'sig',
    });
  });

  it('reads the expiry from the salt', () => {
    expect(altchaExpiresAt({ salt: 'x?expires=1900000000' })).toBe(1_900_000_000_000);
    expect(altchaExpiresAt({ salt: 'plain' })).toBeNull();
  });
});

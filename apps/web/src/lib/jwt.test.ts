import { describe, expect, it } from 'vitest';
import { toBase64Url } from './test-base64url.ts';
import { decodeJwtPayload, isTokenExpired } from './jwt.ts';

function base64url(text: string): string {
  return toBase64Url(text);
}

function tokenWith(payload: unknown): string {
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.sig`;
}

const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('decodeJwtPayload', () => {
  it('reads a base64url payload, including characters that need - and _', () => {
    // "ćđ??>" encodes with + and / in plain base64, - and _ in base64url.
    const token = tokenWith({ sub: 7, name: 'Đurđa ćđ??>' });
    expect(token).toMatch(/[-_]/);
    expect(decodeJwtPayload(token)).toEqual({ sub: 7, name: 'Đurđa ćđ??>' });
  });

  it('returns null for malformed tokens', () => {
    expect(decodeJwtPayload('not-a-token')).toBeNull();
    expect(decodeJwtPayload('a..c')).toBeNull();
    expect(decodeJwtPayload(`a.${base64url('{oops')}.c`)).toBeNull();
    expect(decodeJwtPayload(`a.${base64url('[1,2]')}.c`)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  it('accepts a token whose exp lies in the future', () => {
    expect(isTokenExpired(tokenWith({ exp: now / 1000 + 60 }), now)).toBe(false);
  });

  it('rejects a token at or past its exp', () => {
    expect(isTokenExpired(tokenWith({ exp: now / 1000 }), now)).toBe(true);
    expect(isTokenExpired(tokenWith({ exp: now / 1000 - 1 }), now)).toBe(true);
  });

  it('rejects tokens without a numeric exp or that cannot be read', () => {
    expect(isTokenExpired(tokenWith({ sub: 1 }), now)).toBe(true);
    expect(isTokenExpired(tokenWith({ exp: '9999999999' }), now)).toBe(true);
    expect(isTokenExpired('garbage', now)).toBe(true);
  });
});

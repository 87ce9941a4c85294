import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

export interface TokenSigner {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

// The header every token carries; tokens from before (signed by a JWT library) have the same one.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
const SEGMENT = /^[A-Za-z0-9_-]+$/;

function parseJson(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Session tokens: compact JWTs signed with HMAC-SHA256 (RFC 7519 / 7515), `sub` the user, `sid` the
 * session, `iss`, `iat` and `exp`. Verified on every request, so done with node:crypto directly:
 * a general JWT library spent about a third of an authenticated request's CPU time here.
 */
export function createTokenSigner(
  secret: string,
  issuer: string,
  now: () => Date = () => new Date(),
): TokenSigner {
  const key = Buffer.from(secret, 'utf8');
  const mac = (input: string) => createHmac('sha256', key).update(input).digest();

  return {
    async sign({ userId, sessionId }, expiresAt) {
      const payload = Buffer.from(
        JSON.stringify({
          sid: sessionId,
          sub: String(userId),
          iss: issuer,
          iat: Math.floor(now().getTime() / 1000),
          exp: Math.floor(expiresAt.getTime() / 1000),
        }),
      ).toString('base64url');
      const input = `${HEADER}.${payload}`;
      return `${input}.${mac(input).toString('base64url')}`;
    },

    async verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3 || !parts.every((p) => SEGMENT.test(p))) return null;
      const [header, payload, signature] = parts as [string, string, string];
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(`${header}.${payload}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

      // Only plain HS256: no other algorithm, no extensions a verifier would have to understand.
      const head = parseJson(header);
      if (!head || head.alg !== 'HS256' || 'crit' in head || 'b64' in head) return null;
      const claims = parseJson(payload);
      if (!claims || claims.iss !== issuer) return null;
      const seconds = now().getTime() / 1000;
      if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(seconds)) return null;
      if ('iat' in claims && typeof claims.iat !== 'number') return null;
      if ('nbf' in claims && (typeof claims.nbf !== 'number' || claims.nbf > seconds)) return null;

      const userId = Number(claims.sub);
      if (typeof claims.sub !== 'string' || !Number.isInteger(userId)) return null;
      if (typeof claims.sid !== 'string') return null;
      return { userId, sessionId: claims.sid };
    },
  };
}

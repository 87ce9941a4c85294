import { randomBytes } from 'node:crypto';
import type { LoginInput } from '@takt/shared/schemas/auth';
import type { PublicUser } from '@takt/shared/schemas/user';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  SESSION_TTL_MS,
} from '@takt/shared/constants';
import { messages } from '@takt/shared/messages';
import { AppError, tooManyRequests, unauthorized } from '../../plugins/app-error.ts';
import type { RateLimitStore } from '../../plugins/rate-limit-store.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import type { UserRecord } from '../users/user.types.ts';
import type { UserRepository } from '../users/user.repository.ts';
import { toPublicUser } from '../users/public-user.ts';
import type { Tx } from '../../db/transaction.ts';
import { createSessionRepository, type SessionRepository } from './session.repository.ts';
import type { TokenSigner } from './tokens.ts';

export interface AuthDeps {
  users: Pick<UserRepository, 'findById' | 'findByEmail' | 'findByUsername' | 'loadRelations'>;
  sessions: SessionRepository;
  tokens: TokenSigner;
  limiter: RateLimitStore;
  now?: () => Date;
}

/** The part of the signed-in user that authorization needs on every request. */
export interface AuthContext {
  sessionId: string;
  user: Pick<
    UserRecord,
    'id' | 'schoolId' | 'isStudent' | 'isMentor' | 'isAdmin' | 'mustChangePassword'
  >;
}

// A session is marked as seen at most this often, to keep writes off the hot path.
const TOUCH_INTERVAL_MS = 10 * 60 * 1000;
// Ended sessions are kept a while for auditing, then pruned by a background job.
const SESSION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
// Spraying many identifiers from one address is throttled too, more loosely.
const IP_MAX_FAILURES = LOGIN_MAX_FAILURES * 10;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthDeps) {
  const now = deps.now ?? (() => new Date());

  const failureKeys = (identifier: string, ip: string) => ({
    pair: `login:${ip}:${identifier.toLowerCase()}`,
    ip: `login-ip:${ip}`,
  });

  /**
   * Counts this attempt before the password is checked, so a burst of parallel requests cannot
   * all slip past the limit while argon2 runs; a successful login gives its hits back.
   */
  async function countAttempt(keys: { pair: string; ip: string }) {
    const [pair, byIp] = await Promise.all([
      deps.limiter.increment(keys.pair, LOGIN_FAILURE_WINDOW_MS),
      deps.limiter.increment(keys.ip, LOGIN_FAILURE_WINDOW_MS),
    ]);
    const blocking = [
      pair.count > LOGIN_MAX_FAILURES ? pair : null,
      byIp.count > IP_MAX_FAILURES ? byIp : null,
    ]
      .filter((c) => c !== null)
      .sort((a, b) => b.resetAt - a.resetAt)[0];
    if (blocking) {
      const seconds = Math.max(1, Math.ceil((blocking.resetAt - now().getTime()) / 1000));
      throw tooManyRequests(messages.tooManyLoginAttempts, seconds);
    }
  }

  async function forgiveAttempt(keys: { pair: string; ip: string }) {
    await Promise.all([deps.limiter.reset(keys.pair), deps.limiter.decrement(keys.ip)]);
  }

  /** Finds the one account the credentials open, or explains why none. */
  async function matchAccount(identifier: string, password: string): Promise<UserRecord | null> {
    if (identifier.includes('@')) {
      const accounts = (await deps.users.findByEmail(identifier)).filter((u) => u.isActive);
      if (accounts.length === 0) {
        await burnPasswordCheck(password);
        return null;
      }
      const matches: UserRecord[] = [];
      for (const account of accounts) {
        if (await verifyPassword(account.passwordHash, password)) matches.push(account);
      }
      // Siblings share an e-mail: a correct password alone cannot tell whose account is meant.
      if (accounts.length > 1 && matches.length > 0) {
        throw new AppError(409, 'shared_email', messages.loginSharedEmail);
      }
      return matches[0] ?? null;
    }
    const account = await deps.users.findByUsername(identifier);
    if (!account || !account.isActive) {
      await burnPasswordCheck(password);
      return null;
    }
    return (await verifyPassword(account.passwordHash, password)) ? account : null;
  }

  return {
    async login(input: LoginInput, ip: string): Promise<{ token: string; user: PublicUser }> {
      const identifier = input.emailOrUsername.trim();
      const keys = failureKeys(identifier, ip);
      await countAttempt(keys);
      let account: UserRecord | null;
      try {
        account = await matchAccount(identifier, input.password);
      } catch (error) {
        // A shared e-mail with a right password is not a guess: it is not held against anyone.
        if (error instanceof AppError && error.status === 409) await forgiveAttempt(keys);
        throw error;
      }
      if (!account) throw unauthorized(messages.loginWrongCredentials, 'invalid_credentials');
      await forgiveAttempt(keys);

      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + SESSION_TTL_MS);
      const sessionId = randomBytes(24).toString('base64url');
      await deps.sessions.create({
        id: sessionId,
        userId: account.id,
        createdAt: issuedAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
        lastSeenAt: issuedAt.toISOString(),
      });
      const token = await deps.tokens.sign({ userId: account.id, sessionId }, expiresAt);
      return { token, user: toPublicUser(account, await deps.users.loadRelations(account)) };
    },

    /** Resolves a bearer token to a live session, or null when it is invalid, expired or revoked. */
    async authenticate(token: string): Promise<AuthContext | null> {
      const claims = await deps.tokens.verify(token);
      if (!claims) return null;
      const session = await deps.sessions.findById(claims.sessionId);
      const at = now();
      if (!session || session.userId !== claims.userId || session.revokedAt) return null;
      if (new Date(session.expiresAt) <= at) return null;
      const user = await deps.users.findById(session.userId);
      if (!user || !user.isActive) return null;
      if (at.getTime() - new Date(session.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
        await deps.sessions.touch(session.id, at.toISOString());
      }
      const { id, schoolId, isStudent, isMentor, isAdmin, mustChangePassword } = user;
      return {
        sessionId: session.id,
        user: { id, schoolId, isStudent, isMentor, isAdmin, mustChangePassword },
      };
    },

    async logout(sessionId: string): Promise<void> {
      await deps.sessions.revoke(sessionId, now().toISOString());
    },

    /** Deletes sessions that expired or were revoked more than SESSION_RETENTION_MS ago. */
    async pruneSessions(): Promise<void> {
      await deps.sessions.deleteEndedBefore(
        new Date(now().getTime() - SESSION_RETENTION_MS).toISOString(),
      );
    },

    async revokeAllSessions(userId: number): Promise<void> {
      await deps.sessions.revokeAllForUser(userId, now().toISOString());
    },
    /**
     * Ends the user's sessions (all, or all but `except`), inside the caller's transaction when
     * one is given, so a new password and the revocation commit together.
     */
    async revokeSessions(userId: number, options: { except?: string; tx?: Tx } = {}) {
      const sessions = options.tx ? createSessionRepository(options.tx) : deps.sessions;
      await sessions.revokeAllForUser(userId, now().toISOString(), options.except);
    },
  };
}

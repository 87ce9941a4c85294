import { randomBytes } from 'node:crypto';
import type { LoginInput } from '@takt/shared/schemas/auth';
import type { PublicUser } from '@takt/shared/schemas/user';
import { SESSION_TTL_MS } from '@takt/shared/constants';
import { messages } from '@takt/shared/messages';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import type { UserService } from '../users/user.service.ts';
import type { UserRecord } from '../users/user.types.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { createSessionCache } from './session-cache.ts';
import type { SessionRepository } from './session.repository.ts';
import type { TokenSigner } from './tokens.ts';
import './auth.events.ts';

export interface AuthDeps {
  users: Pick<UserService, 'forSession' | 'byUsername' | 'byEmail' | 'publicView'>;
  sessions: SessionRepository;
  tokens: TokenSigner;
  throttle: LoginThrottle;
  events: EventBus;
  now: () => Date;
}

export type { AuthContext };

// A session is marked as seen at most this often, to keep writes off the hot path.
const TOUCH_INTERVAL_MS = 10 * 60 * 1000;
// Ended sessions are kept a while for auditing, then pruned by a background job.
const SESSION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthDeps) {
  const { now, throttle } = deps;
  const cache = createSessionCache(now);
  deps.events.subscribe('session.revoked', (e) => cache.dropSessions(e.payload.sessionIds), {
    everyInstance: true,
  });
  deps.events.subscribe('user.changed', (e) => cache.dropUser(e.payload.userId), {
    everyInstance: true,
  });

  /** Every account the identifier names (siblings share an e-mail), active ones only. */
  async function accountsFor(identifier: string): Promise<UserRecord[]> {
    if (identifier.includes('@')) {
      return (await deps.users.byEmail(identifier)).filter((u) => u.isActive);
    }
    const account = await deps.users.byUsername(identifier);
    return account?.isActive ? [account] : [];
  }

  /** The one account the password opens, or null; a shared e-mail with a right password is 409. */
  async function matchAccount(accounts: UserRecord[], password: string) {
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
      throw new AppError('shared_email', messages.loginSharedEmail);
    }
    return matches[0] ?? null;
  }

  async function revoked(userId: number, sessionIds: string[]) {
    cache.dropSessions(sessionIds);
    if (sessionIds.length > 0) deps.events.publish('session.revoked', { userId, sessionIds });
  }

  async function startSession(account: UserRecord): Promise<{ token: string; user: PublicUser }> {
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
    return { token, user: await deps.users.publicView(account) };
  }

  return {
    async login(input: LoginInput, ip: string): Promise<{ token: string; user: PublicUser }> {
      const identifier = input.emailOrUsername.trim();
      await throttle.countAttempt(identifier, ip);
      const accounts = await accountsFor(identifier);
      await throttle.checkAccounts(accounts.map((a) => a.id));
      let account: UserRecord | null;
      try {
        account = await matchAccount(accounts, input.password);
      } catch (error) {
        // A shared e-mail with a right password is not a guess: it is not held against anyone.
        if (error instanceof AppError && error.code === 'shared_email') {
          await throttle.forgiveAttempt(identifier, ip);
        }
        throw error;
      }
      if (!account) {
        await throttle.accountsFailed(accounts.map((a) => a.id));
        throw unauthorized(messages.loginWrongCredentials, 'invalid_credentials');
      }
      await Promise.all([
        throttle.forgiveAttempt(identifier, ip),
        throttle.accountSucceeded(account.id),
      ]);

      return startSession(account);
    },

    /** A session for an account already proven by other means (a confirmed sibling switch). */
    sessionFor: (account: UserRecord) => startSession(account),

    /** Resolves a bearer token to a live session, or null when it is invalid, expired or revoked. */
    async authenticate(token: string): Promise<AuthContext | null> {
      const claims = await deps.tokens.verify(token);
      if (!claims) return null;
      const cached = cache.get(claims.sessionId);
      if (cached) return cached.user.id === claims.userId ? cached : null;
      const session = await deps.sessions.findById(claims.sessionId);
      const at = now();
      if (!session || session.userId !== claims.userId || session.revokedAt) return null;
      if (new Date(session.expiresAt) <= at) return null;
      const user = await deps.users.forSession(session.userId);
      if (!user || !user.isActive) return null;
      if (at.getTime() - new Date(session.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
        await deps.sessions.touch(session.id, at.toISOString());
      }
      const context: AuthContext = {
        sessionId: session.id,
        expiresAt: session.expiresAt,
        user: {
          id: user.id,
          schoolId: user.schoolId,
          isStudent: user.isStudent,
          isMentor: user.isMentor,
          isAdmin: user.isAdmin,
          isOperator: user.isOperator,
          mustChangePassword: user.mustChangePassword,
          confirmed: user.confirmed,
          pohadjaTeoriju: user.pohadjaTeoriju,
        },
      };
      cache.set(context);
      return context;
    },

    async logout(auth: AuthContext): Promise<void> {
      await deps.sessions.revoke(auth.sessionId, now().toISOString());
      await revoked(auth.user.id, [auth.sessionId]);
    },

    /** Deletes sessions that expired or were revoked more than SESSION_RETENTION_MS ago. */
    async pruneSessions(): Promise<void> {
      await deps.sessions.deleteEndedBefore(
        new Date(now().getTime() - SESSION_RETENTION_MS).toISOString(),
      );
    },

    /**
     * Ends the user's sessions (all, or all but `except`), inside the caller's transaction when
     * one is open, so a new password and the revocation commit together.
     */
    async revokeSessions(userId: number, options: { except?: string } = {}) {
      const ids = await deps.sessions.revokeAllForUser(userId, now().toISOString(), options.except);
      await revoked(userId, ids);
    },
  };
}

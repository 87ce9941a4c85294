import { beforeAll, describe, expect, it } from 'vitest';
import { defaultReminderPreferences } from '@takt/shared/schemas/user';
import { hashPassword } from '../../lib/passwords.ts';
import { createEventBus } from '../../lib/event-bus.ts';
import { createMemoryStore } from '../../lib/rate-limit-store.ts';
import { toPublicUser } from '../users/public-user.ts';
import type { UserRecord } from '../users/user.types.ts';
import { createAuthService, type AuthDeps } from './auth.service.ts';
import { ACCOUNT_FREE_FAILURES, createLoginThrottle } from './login-throttle.ts';
import type { SessionRecord } from './session.repository.ts';
import { createTokenSigner } from './tokens.ts';

function fakeUser(id: number, overrides: Partial<UserRecord>, passwordHash: string): UserRecord {
  return {
    id,
    schoolId: 1,
    ime: 'Ana',
    prezime: 'Test',
    korisnickoIme: `user${id}`,
    email: `user${id}@example.com`,
    passwordHash,
    mustChangePassword: false,
    isStudent: true,
    isMentor: false,
    isAdmin: false,
    isActive: true,
    isOperator: false,
    confirmed: true,
    oib: null,
    brojMobitela: null,
    datumRodjenja: null,
    adresa: { ulica: '', kucniBroj: '', mjesto: '' },
    roditelj1: null,
    roditelj2: null,
    napomene: [],
    programType: {},
    pohadjaTeoriju: false,
    maiZbor: false,
    maloljetniClan: false,
    predmet: null,
    reminderPreferences: defaultReminderPreferences,
    fcmToken: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** In-memory fakes of the repositories: the service's rules without a database. */
function fakes(users: UserRecord[]) {
  const sessions = new Map<string, SessionRecord>();
  const clock = { now: new Date('2026-11-22T10:00:00Z') };
  const now = () => clock.now;
  const events = createEventBus({
    afterCommit: (callback) => callback(),
    now,
    onHandlerError: (error) => {
      throw error;
    },
  });
  const deps: AuthDeps = {
    users: {
      forSession: async (id) => users.find((u) => u.id === id) ?? null,
      byUsername: async (name) => users.find((u) => u.korisnickoIme === name.toLowerCase()) ?? null,
      byEmail: async (email) => users.filter((u) => u.email.toLowerCase() === email.toLowerCase()),
      publicView: async (u) =>
        toPublicUser(u, { school: { id: u.schoolId, name: 'Škola' }, programs: [], mentors: [] }),
    },
    sessions: {
      create: async (s) => void sessions.set(s.id, { ...s, revokedAt: null }),
      findById: async (id) => sessions.get(id) ?? null,
      touch: async (id, at) => void Object.assign(sessions.get(id) ?? {}, { lastSeenAt: at }),
      revoke: async (id, at) => void Object.assign(sessions.get(id) ?? {}, { revokedAt: at }),
      revokeAllForUser: async (userId, at) => {
        const ended: string[] = [];
        for (const s of sessions.values()) {
          if (s.userId === userId && !s.revokedAt) {
            s.revokedAt = at;
            ended.push(s.id);
          }
        }
        return ended;
      },
      deleteEndedBefore: async () => {},
    },
    tokens: createTokenSigner('unit-test-secret-that-is-long-enough-123', 'Takt', now),
    throttle: createLoginThrottle(
      createMemoryStore(() => clock.now.getTime()),
      now,
    ),
    events,
    now,
  };
  return { deps, sessions, clock };
}

let hash: string;
beforeAll(async () => {
  hash = await hashPassword('tocna-lozinka');
});

describe('auth service', () => {
  it('issues a session and a token that authenticates to the narrow auth context', async () => {
    const { deps, sessions } = fakes([fakeUser(1, { isMentor: true }, hash)]);
    const auth = createAuthService(deps);
    const { token, user } = await auth.login(
      { emailOrUsername: 'user1', password: 'tocna-lozinka' },
      '1.1.1.1',
    );
    expect(user.id).toBe(1);
    expect(sessions.size).toBe(1);
    const ctx = await auth.authenticate(token);
    expect(ctx?.user).toEqual({
      id: 1,
      schoolId: 1,
      isStudent: true,
      isMentor: true,
      isAdmin: false,
      isOperator: false,
      mustChangePassword: false,
      confirmed: true,
      pohadjaTeoriju: false,
    });
    expect(Object.keys(ctx?.user ?? {})).not.toContain('passwordHash');
  });

  it('treats a revoked session, an expired session and a deactivated user as signed out', async () => {
    const users = [fakeUser(1, {}, hash)];
    const { deps, clock } = fakes(users);
    const auth = createAuthService(deps);
    const first = await auth.login({ emailOrUsername: 'user1', password: 'tocna-lozinka' }, 'ip');
    expect(await auth.authenticate(first.token)).not.toBeNull();
    await auth.revokeSessions(1);
    expect(await auth.authenticate(first.token)).toBeNull();

    const second = await auth.login({ emailOrUsername: 'user1', password: 'tocna-lozinka' }, 'ip');
    expect(await auth.authenticate(second.token)).not.toBeNull();
    // Disabling an account announces it; the cached session is dropped at once.
    users[0]!.isActive = false;
    deps.events.publish('user.changed', { userId: 1, schoolId: 1 });
    await deps.events.idle();
    expect(await auth.authenticate(second.token)).toBeNull();
    users[0]!.isActive = true;
    expect(await auth.authenticate(second.token)).not.toBeNull();

    clock.now = new Date(clock.now.getTime() + 8 * 24 * 3600_000);
    expect(await auth.authenticate(second.token)).toBeNull();
  });

  it('serves a session from memory for a minute, then asks the database again', async () => {
    const users = [fakeUser(1, {}, hash)];
    const { deps, sessions, clock } = fakes(users);
    const auth = createAuthService(deps);
    const { token } = await auth.login(
      { emailOrUsername: 'user1', password: 'tocna-lozinka' },
      'ip',
    );
    expect(await auth.authenticate(token)).not.toBeNull();
    // Revoked behind the service's back (no event): the cache still answers for a while.
    for (const s of sessions.values()) s.revokedAt = clock.now.toISOString();
    expect(await auth.authenticate(token)).not.toBeNull();
    clock.now = new Date(clock.now.getTime() + 61_000);
    expect(await auth.authenticate(token)).toBeNull();
  });

  it('limits guesses at one account from many addresses, with a short back-off only', async () => {
    const { deps, clock } = fakes([fakeUser(1, {}, hash)]);
    const auth = createAuthService(deps);
    const guess = (i: number) =>
      auth.login({ emailOrUsername: 'user1', password: `krivo${i}` }, `10.0.${i}.1`);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
      await expect(guess(i)).rejects.toMatchObject({ status: 401 });
    }
    // Past the free failures each further try waits, whatever address it comes from …
    await expect(guess(100)).rejects.toMatchObject({ status: 429 });
    await expect(
      auth.login({ emailOrUsername: 'user1@example.com', password: 'x' }, '10.9.9.9'),
    ).rejects.toMatchObject({ status: 429 });
    // … and the owner, too, but never for more than a minute.
    clock.now = new Date(clock.now.getTime() + 60_001);
    await expect(
      auth.login({ emailOrUsername: 'user1', password: 'tocna-lozinka' }, '10.1.1.1'),
    ).resolves.toHaveProperty('token');
  });

  it('marks the session as seen only after ten minutes, to keep writes off every request', async () => {
    const { deps, sessions, clock } = fakes([fakeUser(1, {}, hash)]);
    const auth = createAuthService(deps);
    const { token } = await auth.login(
      { emailOrUsername: 'user1', password: 'tocna-lozinka' },
      'ip',
    );
    const session = [...sessions.values()][0]!;
    const loggedInAt = session.lastSeenAt;
    clock.now = new Date(clock.now.getTime() + 5 * 60_000);
    await auth.authenticate(token);
    expect(session.lastSeenAt).toBe(loggedInAt);
    clock.now = new Date(clock.now.getTime() + 6 * 60_000);
    await auth.authenticate(token);
    expect(session.lastSeenAt).toBe(clock.now.toISOString());
  });

  it('counts a shared e-mail with the right password as a conflict, not a login', async () => {
    const { deps, sessions } = fakes([
      fakeUser(1, { email: 'obitelj@example.com' }, hash),
      fakeUser(2, { email: 'OBITELJ@example.com' }, hash),
    ]);
    const auth = createAuthService(deps);
    await expect(
      auth.login({ emailOrUsername: 'obitelj@example.com', password: 'tocna-lozinka' }, 'ip'),
    ).rejects.toMatchObject({
      status: 409,
      code: 'shared_email',
    });
    expect(sessions.size).toBe(0);
  });

  it('throttles spraying many identifiers from one address', async () => {
    const { deps } = fakes([fakeUser(1, {}, hash)]);
    const auth = createAuthService(deps);
    for (let i = 0; i < 50; i++) {
      await expect(
        auth.login({ emailOrUsername: `nitko${i}`, password: 'x' }, '6.6.6.6'),
      ).rejects.toMatchObject({ status: 401 });
    }
    await expect(
      auth.login({ emailOrUsername: 'user1', password: 'tocna-lozinka' }, '6.6.6.6'),
    ).rejects.toMatchObject({ status: 429 });
    await expect(
      auth.login({ emailOrUsername: 'user1', password: 'tocna-lozinka' }, '7.7.7.7'),
    ).resolves.toHaveProperty('token');
  }, 30_000);
});

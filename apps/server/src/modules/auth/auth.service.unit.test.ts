import { beforeAll, describe, expect, it } from 'vitest';
import { defaultReminderPreferences } from '@takt/shared/schemas/user';
import { hashPassword } from '../../lib/passwords.ts';
import { createMemoryStore } from '../../plugins/rate-limit-store.ts';
import type { UserRecord } from '../users/user.types.ts';
import { createAuthService, type AuthDeps } from './auth.service.ts';
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
  const deps: AuthDeps = {
    users: {
      findById: async (id) => users.find((u) => u.id === id) ?? null,
      findByUsername: async (name) =>
        users.find((u) => u.korisnickoIme === name.toLowerCase()) ?? null,
      findByEmail: async (email) =>
        users.filter((u) => u.email.toLowerCase() === email.toLowerCase()),
      loadRelations: async (u) => ({
        school: { id: u.schoolId, name: 'Škola' },
        programs: [],
        mentorIds: [],
      }),
    },
    sessions: {
      create: async (s) => void sessions.set(s.id, { ...s, revokedAt: null }),
      findById: async (id) => sessions.get(id) ?? null,
      touch: async (id, at) => void Object.assign(sessions.get(id) ?? {}, { lastSeenAt: at }),
      revoke: async (id, at) => void Object.assign(sessions.get(id) ?? {}, { revokedAt: at }),
      revokeAllForUser: async (userId, at) => {
        for (const s of sessions.values()) if (s.userId === userId) s.revokedAt = at;
      },
      deleteEndedBefore: async () => {},
    },
    tokens: createTokenSigner('unit-test-secret-that-is-long-enough-123', 'Takt', () => clock.now),
    limiter: createMemoryStore(() => clock.now.getTime()),
    now: () => clock.now,
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
      mustChangePassword: false,
    });
    expect(Object.keys(ctx?.user ?? {})).not.toContain('passwordHash');
  });

  it('treats a revoked session, an expired session and a deactivated user as signed out', async () => {
    const users = [fakeUser(1, {}, hash)];
    const { deps, clock } = fakes(users);
    const auth = createAuthService(deps);
    const first = await auth.login({ emailOrUsername: 'user1', password: 'tocna-lozinka' }, 'ip');
    await auth.revokeAllSessions(1);
    expect(await auth.authenticate(first.token)).toBeNull();

    const second = await auth.login({ emailOrUsername: 'user1', password: 'tocna-lozinka' }, 'ip');
    users[0]!.isActive = false;
    expect(await auth.authenticate(second.token)).toBeNull();
    users[0]!.isActive = true;
    expect(await auth.authenticate(second.token)).not.toBeNull();

    clock.now = new Date(clock.now.getTime() + 8 * 24 * 3600_000);
    expect(await auth.authenticate(second.token)).toBeNull();
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

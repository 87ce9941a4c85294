import type { Kysely } from 'kysely';
import { defaultReminderPreferences } from '@takt/shared/schemas/user';
import type { Database } from '../src/db/schema.ts';
import { nowIso, toJson } from '../src/db/rows.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createUserRepository } from '../src/modules/users/user.repository.ts';
import type { NewUser, UserRecord } from '../src/modules/users/user.types.ts';
import { directAccess } from '../src/db/unit-of-work.ts';

export const TEST_PASSWORD = 'lozinka-za-test-1';
let cachedHash: Promise<string> | undefined;
let counter = 0;

export async function buildSchool(
  db: Kysely<Database>,
  name = `Škola ${++counter}`,
): Promise<number> {
  const { id } = await db
    .insertInto('schools')
    .values({ name, createdAt: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function buildProgram(
  db: Kysely<Database>,
  schoolId: number,
  values: {
    naziv?: string;
    tipovi?: { tip: string; cijena: number }[];
    cijena?: number | null;
  } = {},
): Promise<number> {
  const { id } = await db
    .insertInto('programs')
    .values({
      schoolId,
      naziv: values.naziv ?? `Program ${++counter}`,
      cijena: values.cijena ?? null,
      tipovi: toJson(values.tipovi ?? [{ tip: 'individualno1', cijena: 5000 }]),
      active: true,
      showInSignup: true,
      createdAt: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Creates a user (and a school when none is given). Password: TEST_PASSWORD unless set. */
export async function buildUser(
  db: Kysely<Database>,
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<UserRecord> {
  const n = ++counter;
  const { password, ...rest } = overrides;
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = password ? await hashPassword(password) : await cachedHash;
  const schoolId = rest.schoolId ?? (await buildSchool(db));
  const users = createUserRepository(directAccess(db));
  const id = await users.insert(
    {
      ime: 'Test',
      prezime: `Korisnik${n}`,
      korisnickoIme: `korisnik${n}`,
      email: `korisnik${n}@example.com`,
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
      ...rest,
      schoolId,
    },
    nowIso(),
  );
  const user = await users.forSession(id);
  if (!user) throw new Error('factory: user vanished');
  return user;
}

import type { Kysely } from 'kysely';
import { oibCheckDigit } from '@takt/shared/oib';
import { baseUsername } from '@takt/shared/username';
import { defaultReminderPreferences } from '@takt/shared/schemas/user';
import type { Database } from '../schema.ts';
import { toJson } from '../rows.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createUserRepository } from '../../modules/users/user.repository.ts';
import type { NewUser } from '../../modules/users/user.types.ts';
import { demoPrograms, demoSchools, firstNames, lastNames, streets } from './demo-data.ts';

export const DEMO_PASSWORD = 'demo1234';
const SEED_TIME = '2026-09-01T08:00:00.000Z';

function demoOib(n: number): string {
  const firstTen = String(1234567000 + n * 7919)
    .padStart(10, '0')
    .slice(-10);
  return firstTen + oibCheckDigit(firstTen);
}

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('schools').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Seeds the demo schools, programs, accounts and posts. Same input, same rows, every time. */
export async function seedDemoData(db: Kysely<Database>): Promise<void> {
  const schoolIds: number[] = [];
  for (const name of demoSchools) {
    const { id } = await db
      .insertInto('schools')
      .values({ name, createdAt: SEED_TIME })
      .returning('id')
      .executeTakeFirstOrThrow();
    schoolIds.push(id);
  }
  const [school1, school2] = schoolIds as [number, number];

  const programIds: number[] = [];
  for (const program of demoPrograms) {
    const { id } = await db
      .insertInto('programs')
      .values({
        schoolId: schoolIds[program.school]!,
        naziv: program.naziv,
        cijena: program.cijena ?? null,
        tipovi: toJson(program.tipovi),
        active: true,
        showInSignup: program.showInSignup ?? true,
        createdAt: SEED_TIME,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    programIds.push(id);
  }
  const [klavir, gitara, pjevanje, igraonica, violina, harmonika] = programIds as number[];

  const users = createUserRepository(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const base = (
    n: number,
    overrides: Partial<NewUser> &
      Pick<NewUser, 'ime' | 'prezime' | 'korisnickoIme' | 'email' | 'schoolId'>,
  ): NewUser => ({
    passwordHash,
    mustChangePassword: false,
    isStudent: false,
    isMentor: false,
    isAdmin: false,
    isActive: true,
    oib: demoOib(n),
    brojMobitela: `+3859${String(10000000 + n * 1237).slice(0, 8)}`,
    datumRodjenja: null,
    adresa: { ulica: streets[n % streets.length]!, kucniBroj: String(10 + n), mjesto: 'Zagreb' },
    roditelj1: null,
    roditelj2: null,
    napomene: [],
    programType: {},
    pohadjaTeoriju: false,
    maiZbor: false,
    maloljetniClan: false,
    predmet: null,
    reminderPreferences: defaultReminderPreferences,
    ...overrides,
  });

  const adminId = await users.insert(
    base(1, {
      ime: 'Ana',
      prezime: 'Admin',
      korisnickoIme: 'admin',
      email: 'admin@example.com',
      schoolId: school1,
      isMentor: true,
      isAdmin: true,
      predmet: 'Klavir',
      datumRodjenja: '1982-05-04',
      programIds: [klavir!],
    }),
  );
  const mentorId = await users.insert(
    base(2, {
      ime: 'Marko',
      prezime: 'Mentor',
      korisnickoIme: 'mentor',
      email: 'mentor@example.com',
      schoolId: school1,
      isMentor: true,
      predmet: 'Gitara',
      datumRodjenja: '1988-11-20',
      programIds: [gitara!, pjevanje!],
    }),
  );
  await users.insert(
    base(3, {
      ime: 'Iva',
      prezime: 'Učenica',
      korisnickoIme: 'ucenik',
      email: 'ucenik@example.com',
      schoolId: school1,
      isStudent: true,
      datumRodjenja: '2001-02-17',
      pohadjaTeoriju: true,
      programIds: [gitara!],
      programType: { [gitara!]: 'individualno1' },
      mentorIds: [mentorId],
      napomene: ['Želi pripremiti ispit za srednju glazbenu školu.'],
    }),
  );
  await users.insert(
    base(4, {
      ime: 'Luka',
      prezime: 'Malić',
      korisnickoIme: 'ucenik.mali',
      email: 'obitelj.malic@example.com',
      schoolId: school1,
      isStudent: true,
      datumRodjenja: '2015-03-14',
      maloljetniClan: true,
      programIds: [gitara!],
      programType: { [gitara!]: 'grupno' },
      mentorIds: [mentorId],
      roditelj1: { ime: 'Maja', prezime: 'Malić', brojMobitela: '+385911112222' },
    }),
  );
  await users.insert(
    base(5, {
      ime: 'Petar',
      prezime: 'Ravnatelj',
      korisnickoIme: 'admin2',
      email: 'admin2@example.com',
      schoolId: school2,
      isMentor: true,
      isAdmin: true,
      predmet: 'Harmonika',
      programIds: [harmonika!],
    }),
  );

  const pick = (options: string[], n: number) => options[n % options.length]!;
  // About twenty more students spread over the first school's programs and both mentors.
  const studentPrograms = [klavir!, gitara!, pjevanje!, igraonica!, violina!];
  // Each student attends in a way their program offers (a price-only program offers the usual three).
  const offeredBy = new Map(
    demoPrograms.map((p, index) => [
      programIds[index]!,
      p.tipovi.length ? p.tipovi.map((t) => t.tip) : ['individualno1', 'individualno2', 'grupno'],
    ]),
  );
  for (let i = 0; i < 20; i++) {
    const ime = firstNames[i]!;
    const prezime = lastNames[(i * 7) % lastNames.length]!;
    const program = studentPrograms[i % studentPrograms.length]!;
    const minor = i % 3 !== 0;
    const birthYear = minor ? 2010 + (i % 8) : 1995 + (i % 10);
    // The first two are siblings: one family e-mail, two accounts (log in by username).
    const email = i < 2 ? 'obitelj.horvat@example.com' : `ucenik${i + 1}@example.com`;
    await users.insert(
      base(10 + i, {
        ime,
        prezime: i < 2 ? 'Horvat' : prezime,
        korisnickoIme: baseUsername(ime, i < 2 ? 'Horvat' : prezime),
        email,
        schoolId: school1,
        isStudent: true,
        datumRodjenja: `${birthYear}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
        maloljetniClan: minor,
        roditelj1: minor
          ? {
              ime: 'Roditelj',
              prezime: i < 2 ? 'Horvat' : prezime,
              brojMobitela: `+38598${String(1000000 + i * 311).slice(0, 7)}`,
            }
          : null,
        pohadjaTeoriju: i % 2 === 0,
        programIds: [program],
        programType: { [program]: pick(offeredBy.get(program)!, Math.floor(i / 5)) },
        mentorIds: [i % 2 === 0 ? mentorId : adminId],
      }),
    );
  }

  const posts = [
    {
      authorId: adminId,
      title: 'Dobrodošli u novu školsku godinu!',
      visibility: 'public',
      content: '<p>Nastava počinje u ponedjeljak. Raspored je dostupan u aplikaciji.</p>',
    },
    {
      authorId: mentorId,
      title: 'Proba zbora',
      visibility: 'public',
      content: '<p>Proba zbora je u <strong>subotu u 10 sati</strong> u velikoj dvorani.</p>',
    },
    {
      authorId: adminId,
      title: 'Sastanak mentora',
      visibility: 'mentor',
      content: '<p>Sastanak mentora održat će se u srijedu u 18 sati.</p>',
    },
    {
      authorId: adminId,
      title: 'Plan budžeta',
      visibility: 'admin',
      content: '<p>Prijedlog budžeta za iduću godinu je u dokumentima.</p>',
    },
  ];
  for (const [i, post] of posts.entries()) {
    const at = new Date(Date.parse(SEED_TIME) + i * 3600_000).toISOString();
    await db
      .insertInto('posts')
      .values({ ...post, schoolId: school1, showAllSchools: false, createdAt: at, updatedAt: at })
      .execute();
  }
}

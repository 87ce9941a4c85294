import { oibCheckDigit } from '@takt/shared/oib';
import { baseUsername } from '@takt/shared/username';
import { hashPassword } from '../lib/passwords.ts';
import type { NewAccount } from '../modules/users/user.service.ts';
import { demoPrograms, demoSchools, firstNames, lastNames, streets } from './demo-data.ts';
import type { DemoServices, DemoWorld } from './demo-world.ts';

export const DEMO_PASSWORD = 'demo1234';

function demoOib(n: number): string {
  const firstTen = String(1234567000 + n * 7919)
    .padStart(10, '0')
    .slice(-10);
  return firstTen + oibCheckDigit(firstTen);
}

type Person = Partial<NewAccount> &
  Pick<NewAccount, 'ime' | 'prezime' | 'email' | 'schoolId'> & { korisnickoIme: string };

/** The demo schools, programs and accounts (every password: demo1234). */
export async function seedAccounts(services: DemoServices, now: Date): Promise<DemoWorld> {
  const allegro = (await services.schools.findOrCreate(demoSchools[0])).id;
  const vivace = (await services.schools.findOrCreate(demoSchools[1])).id;
  const world: DemoWorld = {
    schools: { allegro, vivace },
    programs: { allegro: {}, vivace: {} },
    people: {},
    now,
  };
  const programIds: number[] = [];
  for (const program of demoPrograms) {
    const schoolId = program.school === 0 ? allegro : vivace;
    const id = await services.schools.createProgram({
      schoolId,
      naziv: program.naziv,
      cijena: program.cijena ?? null,
      tipovi: program.tipovi,
      active: true,
      showInSignup: program.showInSignup ?? true,
    });
    programIds.push(id);
    world.programs[program.school === 0 ? 'allegro' : 'vivace'][program.naziv] = id;
  }
  const p = world.programs.allegro;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let n = 0;
  const add = async (person: Person) => {
    n += 1;
    const account: NewAccount = {
      passwordHash,
      mustChangePassword: false,
      isStudent: false,
      isMentor: false,
      isAdmin: false,
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
      ...person,
    };
    const { id, korisnickoIme } = await services.users.createAccount(account);
    world.people[korisnickoIme] = {
      id,
      schoolId: account.schoolId,
      isStudent: account.isStudent,
      isMentor: account.isMentor,
      isAdmin: account.isAdmin,
      isOperator: account.isOperator ?? false,
      confirmed: account.confirmed ?? true,
      pohadjaTeoriju: account.pohadjaTeoriju,
    };
    return id;
  };

  const adminId = await add({
    ime: 'Ana',
    prezime: 'Admin',
    korisnickoIme: 'admin',
    email: 'admin@example.com',
    schoolId: allegro,
    isMentor: true,
    isAdmin: true,
    predmet: 'Klavir',
    datumRodjenja: '1982-05-04',
    programIds: [p.Klavir!],
  });
  const mentorId = await add({
    ime: 'Marko',
    prezime: 'Mentor',
    korisnickoIme: 'mentor',
    email: 'mentor@example.com',
    schoolId: allegro,
    isMentor: true,
    predmet: 'Gitara',
    datumRodjenja: '1988-11-20',
    programIds: [p.Gitara!, p['Solo pjevanje']!],
  });
  await add({
    ime: 'Iva',
    prezime: 'Učenica',
    korisnickoIme: 'ucenik',
    email: 'ucenik@example.com',
    schoolId: allegro,
    isStudent: true,
    datumRodjenja: '2001-02-17',
    pohadjaTeoriju: true,
    programIds: [p.Gitara!],
    programType: { [p.Gitara!]: 'individualno1' },
    mentorIds: [mentorId],
    napomene: ['Želi pripremiti ispit za srednju glazbenu školu.'],
  });
  await add({
    ime: 'Luka',
    prezime: 'Malić',
    korisnickoIme: 'ucenik.mali',
    email: 'obitelj.malic@example.com',
    schoolId: allegro,
    isStudent: true,
    datumRodjenja: '2015-03-14',
    maloljetniClan: true,
    programIds: [p.Gitara!],
    programType: { [p.Gitara!]: 'grupno' },
    mentorIds: [mentorId],
    roditelj1: { ime: 'Maja', prezime: 'Malić', brojMobitela: '+385911112222' },
  });
  await add({
    ime: 'Petar',
    prezime: 'Ravnatelj',
    korisnickoIme: 'admin2',
    email: 'admin2@example.com',
    schoolId: vivace,
    isMentor: true,
    isAdmin: true,
    predmet: 'Harmonika',
    programIds: [world.programs.vivace.Harmonika!],
  });

  // About twenty more students spread over the first school's programs and both mentors; each
  // attends in a way their program offers (a price-only program offers the usual three).
  const studentPrograms = ['Klavir', 'Gitara', 'Solo pjevanje', 'Glazbena igraonica', 'Violina'];
  const offeredBy = new Map(
    demoPrograms.map((d, index) => [
      programIds[index]!,
      d.tipovi.length ? d.tipovi.map((t) => t.tip) : ['individualno1', 'individualno2', 'grupno'],
    ]),
  );
  for (let i = 0; i < 20; i++) {
    const ime = firstNames[i]!;
    const prezime = i < 2 ? 'Horvat' : lastNames[(i * 7) % lastNames.length]!;
    const program = p[studentPrograms[i % studentPrograms.length]!]!;
    const minor = i % 3 !== 0;
    const birthYear = minor ? 2010 + (i % 8) : 1995 + (i % 10);
    const offered = offeredBy.get(program)!;
    await add({
      ime,
      prezime,
      korisnickoIme: baseUsername(ime, prezime),
      // The first two are siblings: one family e-mail, two accounts (log in by username).
      email: i < 2 ? 'obitelj.horvat@example.com' : `ucenik${i + 1}@example.com`,
      schoolId: allegro,
      isStudent: true,
      datumRodjenja: `${birthYear}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      maloljetniClan: minor,
      roditelj1: minor
        ? {
            ime: 'Roditelj',
            prezime,
            brojMobitela: `+38598${String(1000000 + i * 311).slice(0, 7)}`,
          }
        : null,
      pohadjaTeoriju: i % 2 === 0,
      programIds: [program],
      programType: { [program]: offered[Math.floor(i / 5) % offered.length]! },
      mentorIds: [i % 2 === 0 ? mentorId : adminId],
    });
  }
  return world;
}

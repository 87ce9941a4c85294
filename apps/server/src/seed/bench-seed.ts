import { oibCheckDigit } from '@takt/shared/oib';
import type { Transactor } from '../db/unit-of-work.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { NewAccount } from '../modules/users/user.service.ts';
import { firstNames, lastNames, streets } from './demo-data.ts';
import type { DemoServices } from './demo-world.ts';

/** Every bench account's password (one hash, computed once, shared by all of them). */
export const BENCH_PASSWORD = 'bench1234';

export interface BenchSeedOptions {
  schools: number;
  studentsPerSchool: number;
  mentorsPerSchool: number;
  postsPerSchool: number;
  pollsPerSchool: number;
  /** How many of a school's theory students answer each of its polls. */
  votesPerPoll: number;
  now: Date;
  /** Called after each school, e.g. to print progress. */
  onSchool?: (index: number, skipped: boolean) => void;
}

/** The size the platform's benchmarks run on: 50 schools × 1,000 students. */
export const benchScale: Omit<BenchSeedOptions, 'now'> = {
  schools: 50,
  studentsPerSchool: 1000,
  mentorsPerSchool: 40,
  postsPerSchool: 60,
  pollsPerSchool: 3,
  votesPerPoll: 200,
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Deterministic usernames, so benches can sign in without reading the database: school 1's
 * admin is `b01.admin`, its mentors `b01.mentor001…`, its students `b01.ucenik0001…`. Odd
 * students attend theory (they see polls).
 */
export const benchUsername = {
  admin: (school: number) => `b${pad(school, 2)}.admin`,
  mentor: (school: number, n: number) => `b${pad(school, 2)}.mentor${pad(n, 3)}`,
  student: (school: number, n: number) => `b${pad(school, 2)}.ucenik${pad(n, 4)}`,
};

export const benchSchoolName = (school: number) => `Bench glazbena škola ${pad(school, 2)}`;

const programNames = ['Klavir', 'Gitara', 'Violina', 'Solo pjevanje', 'Flauta', 'Harmonika'];

function oib(serial: number): string {
  const firstTen = pad(1_000_000_000 + serial * 13, 10).slice(-10);
  return firstTen + oibCheckDigit(firstTen);
}

/**
 * Seeds the benchmark schools through the modules' services, one transaction per school. A
 * school whose last student exists is complete and skipped, so an interrupted seed resumes.
 * Feature benches call this and add their own rows on top.
 */
export async function seedBench(
  services: DemoServices,
  transactor: Transactor,
  options: BenchSeedOptions,
): Promise<{ seededSchools: number; skippedSchools: number }> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  let serial = 0;
  let seededSchools = 0;
  for (let s = 1; s <= options.schools; s++) {
    const last = benchUsername.student(s, options.studentsPerSchool);
    if (await services.users.usernameExists(last)) {
      serial += options.studentsPerSchool + options.mentorsPerSchool + 1;
      options.onSchool?.(s, true);
      continue;
    }
    await transactor.run(async () => {
      const schoolId = (await services.schools.findOrCreate(benchSchoolName(s))).id;
      const programs: number[] = [];
      for (const naziv of programNames) {
        programs.push(
          await services.schools.createProgram({
            schoolId,
            naziv,
            cijena: null,
            tipovi: [
              { tip: 'individualno1', cijena: 6000 },
              { tip: 'grupno', cijena: 3000 },
            ],
            active: true,
            showInSignup: true,
          }),
        );
      }
      const account = (n: number, person: Partial<NewAccount>): NewAccount => {
        const ime = firstNames[n % firstNames.length]!;
        const prezime = lastNames[(n * 7 + s) % lastNames.length]!;
        return {
          ime,
          prezime,
          email: `${person.korisnickoIme}@bench.example.com`,
          schoolId,
          passwordHash,
          mustChangePassword: false,
          isStudent: false,
          isMentor: false,
          isAdmin: false,
          oib: oib(++serial),
          brojMobitela: `+3859${pad(serial % 100_000_000, 8)}`,
          datumRodjenja: `${1990 + (n % 25)}-${pad((n % 12) + 1, 2)}-${pad((n % 28) + 1, 2)}`,
          adresa: { ulica: streets[n % streets.length]!, kucniBroj: String(n), mjesto: 'Zagreb' },
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
      };

      const admin = account(0, {
        korisnickoIme: benchUsername.admin(s),
        isMentor: true,
        isAdmin: true,
        predmet: 'Klavir',
        programIds: [programs[0]!],
      });
      const adminId = (await services.users.createAccount(admin)).id;
      const mentorIds: number[] = [];
      for (let m = 1; m <= options.mentorsPerSchool; m++) {
        const program = programs[m % programs.length]!;
        const mentor = account(m, {
          korisnickoIme: benchUsername.mentor(s, m),
          isMentor: true,
          predmet: programNames[m % programNames.length]!,
          programIds: [program],
        });
        mentorIds.push((await services.users.createAccount(mentor)).id);
      }
      const theoryStudents: number[] = [];
      for (let n = 1; n <= options.studentsPerSchool; n++) {
        const program = programs[n % programs.length]!;
        const theory = n % 2 === 1;
        const student = account(n + 1000, {
          korisnickoIme: benchUsername.student(s, n),
          isStudent: true,
          pohadjaTeoriju: theory,
          programIds: [program],
          programType: { [program]: n % 3 === 0 ? 'grupno' : 'individualno1' },
          mentorIds: mentorIds.length ? [mentorIds[n % mentorIds.length]!] : [],
        });
        const { id } = await services.users.createAccount(student);
        if (theory) theoryStudents.push(id);
      }

      const staff = { id: adminId, schoolId, isStudent: false, isMentor: true, isAdmin: true };
      const visibilities = ['public', 'public', 'mentor', 'admin'] as const;
      for (let p = 1; p <= options.postsPerSchool; p++) {
        const author =
          p % 3 === 0 && mentorIds.length
            ? { ...staff, id: mentorIds[p % mentorIds.length]!, isAdmin: false }
            : staff;
        await services.posts.create(author, {
          title: `Obavijest ${p}: ${programNames[p % programNames.length]}`,
          content: `<p>Obavijest broj ${p} za učenike i roditelje. <strong>Raspored</strong> ostaje isti.</p>`,
          visibility: visibilities[p % visibilities.length]!,
          showAllSchools: false,
        });
      }
      const endDate = new Date(options.now.getTime() + 365 * 24 * 3600 * 1000).toISOString();
      for (let q = 1; q <= options.pollsPerSchool; q++) {
        const poll = await services.polls.create(
          { ...staff, pohadjaTeoriju: false },
          {
            question: `Dolazite li na probu ${q}?`,
            options: ['Da', 'Ne', 'Možda'],
            type: 'teorija',
            endDate,
          },
        );
        const voters = theoryStudents.slice(0, options.votesPerPoll);
        for (const [i, id] of voters.entries()) {
          const voter = { id, schoolId, isStudent: true, isMentor: false, isAdmin: false };
          await services.polls.vote({ ...voter, pohadjaTeoriju: true }, poll.id, {
            response: ['da', 'ne', 'možda'][(i + q) % 3]!,
          });
        }
      }
    });
    seededSchools += 1;
    options.onSchool?.(s, false);
  }
  return { seededSchools, skippedSchools: options.schools - seededSchools };
}

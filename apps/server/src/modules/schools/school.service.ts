import { createHash, timingSafeEqual } from 'node:crypto';
import { accountMessages } from '@takt/shared/account-messages';
import { notFound } from '../../lib/app-error.ts';
import {
  newMentorSignupToken,
  type ProgramRow,
  type SchoolRepository,
} from './school.repository.ts';

/** A program as the API shows it: prices converted from stored cents to euros. */
export interface PublicProgram {
  id: number;
  naziv: string;
  cijena: number | null;
  tipovi: { tip: string; cijena: number }[];
}

const euros = (cents: number) => Math.round(cents) / 100;

export function toPublicProgram(p: ProgramRow): PublicProgram {
  return {
    id: p.id,
    naziv: p.naziv,
    cijena: p.cijena === null ? null : euros(p.cijena),
    tipovi: p.tipovi.map((t) => ({ tip: t.tip, cijena: euros(t.cijena) })),
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export type SchoolService = ReturnType<typeof createSchoolService>;

type School = { id: number; name: string };
/** A page of schools: `limit` of them after the first `offset`. */
export type SchoolPage = { limit: number; offset: number };

export interface SchoolServiceDeps {
  schools: SchoolRepository;
  now: () => Date;
}

export function createSchoolService(deps: SchoolServiceDeps) {
  const { schools } = deps;
  const at = () => deps.now().toISOString();

  /**
   * One page of the schools by name (the cursor counts the schools before the page; opaque to
   * clients), and the cursor of the next page or null.
   */
  async function schoolPage(
    query: SchoolPage,
  ): Promise<{ schools: School[]; nextCursor: string | null }> {
    const rows = await schools.listAll({ limit: query.limit + 1, offset: query.offset });
    const more = rows.length > query.limit;
    return {
      schools: rows.slice(0, query.limit),
      nextCursor: more ? String(query.offset + query.limit) : null,
    };
  }

  return {
    listPublic: () => schools.listAll(),
    page: schoolPage,
    findById: (id: number) => schools.findById(id),
    /**
     * GET /api/schools: a signed-in person's own school; an installation operator (who runs the
     * instance for several schools) sees them all.
     */
    async visibleTo(caller: { schoolId: number; isOperator: boolean }, query: SchoolPage) {
      if (caller.isOperator) return schoolPage(query);
      const own = await schools.findById(caller.schoolId);
      return { schools: own && query.offset === 0 ? [own] : [], nextCursor: null };
    },
    /** The school of this name, created when there is none (the create-admin command). */
    async findOrCreate(name: string): Promise<{ id: number; name: string }> {
      const found = await schools.findByName(name);
      if (found) return found;
      return { id: await schools.insert(name, at()), name };
    },
    createProgram: async (program: Omit<ProgramRow, 'id'>) => schools.insertProgram(program, at()),
    /** Active programs offered on the sign-up page of a school; 404 for an unknown school. */
    async signupPrograms(schoolId: number): Promise<PublicProgram[]> {
      if (!(await schools.findById(schoolId))) throw notFound(accountMessages.unknownSchool);
      return (await schools.programs(schoolId))
        .filter((p) => p.active && p.showInSignup)
        .map(toPublicProgram);
    },
    /** Every active program of the school (the mentor form offers them all). */
    async activePrograms(schoolId: number): Promise<PublicProgram[]> {
      return (await schools.programs(schoolId)).filter((p) => p.active).map(toPublicProgram);
    },
    async mentorSignupToken(schoolId: number): Promise<string> {
      const school = (await schools.mentorTokens()).find((s) => s.id === schoolId);
      if (!school) throw notFound();
      if (school.token) return school.token;
      const token = newMentorSignupToken();
      await schools.setMentorToken(schoolId, token);
      return token;
    },
    async rotateMentorSignupToken(schoolId: number): Promise<string> {
      const token = newMentorSignupToken();
      await schools.setMentorToken(schoolId, token);
      return token;
    },
    /**
     * The school whose secret matches, compared in constant time against every school's token
     * (digests of equal length), so response time says nothing about how much of a guess was right.
     */
    async schoolByMentorToken(token: string): Promise<{ id: number; name: string } | null> {
      const wanted = digest(token);
      let found: { id: number; name: string } | null = null;
      for (const school of await schools.mentorTokens()) {
        if (!school.token) continue;
        if (timingSafeEqual(digest(school.token), wanted) && !found) {
          found = { id: school.id, name: school.name };
        }
      }
      return found;
    },
  };
}

import { randomBytes } from 'node:crypto';
import { parseJson, toBool, toJson } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';

/** A program as stored: prices in integer cents. */
export interface ProgramRow {
  id: number;
  schoolId: number;
  naziv: string;
  cijena: number | null;
  tipovi: { tip: string; cijena: number }[];
  active: boolean;
  showInSignup: boolean;
}

/** The secret of a school's hidden mentor sign-up link. */
export const newMentorSignupToken = () => randomBytes(24).toString('base64url');

export type SchoolRepository = ReturnType<typeof createSchoolRepository>;

export function createSchoolRepository(data: DataAccess) {
  return {
    async findByName(name: string): Promise<{ id: number; name: string } | null> {
      const row = await data.db
        .selectFrom('schools')
        .select(['id', 'name'])
        .where('name', '=', name)
        .executeTakeFirst();
      return row ?? null;
    },
    async findById(id: number): Promise<{ id: number; name: string } | null> {
      const row = await data.db
        .selectFrom('schools')
        .select(['id', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },
    /** Schools by name; with `page`, `limit` of them after the first `offset`. */
    async listAll(page?: {
      limit: number;
      offset: number;
    }): Promise<{ id: number; name: string }[]> {
      let query = data.db
        .selectFrom('schools')
        .select(['id', 'name'])
        .orderBy('name')
        .orderBy('id');
      if (page) query = query.limit(page.limit).offset(page.offset);
      return query.execute();
    },
    async insert(name: string, at: string): Promise<number> {
      const { id } = await data.db
        .insertInto('schools')
        .values({ name, createdAt: at, mentorSignupToken: newMentorSignupToken() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    async programs(schoolId: number): Promise<ProgramRow[]> {
      const rows = await data.db
        .selectFrom('programs')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .orderBy('naziv')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        schoolId: r.schoolId,
        naziv: r.naziv,
        cijena: r.cijena,
        tipovi: parseJson(r.tipovi, []),
        active: toBool(r.active),
        showInSignup: toBool(r.showInSignup),
      }));
    },
    async insertProgram(program: Omit<ProgramRow, 'id'>, at: string): Promise<number> {
      const { id } = await data.db
        .insertInto('programs')
        .values({ ...program, tipovi: toJson(program.tipovi), createdAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    async mentorTokens(): Promise<{ id: number; name: string; token: string | null }[]> {
      return data.db
        .selectFrom('schools')
        .select(['id', 'name', 'mentorSignupToken as token'])
        .orderBy('id')
        .execute();
    },
    async setMentorToken(schoolId: number, token: string): Promise<void> {
      await data.db
        .updateTable('schools')
        .set({ mentorSignupToken: token })
        .where('id', '=', schoolId)
        .execute();
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso, parseJson, toBool } from '../../db/rows.ts';

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

export function createSchoolRepository(db: Kysely<Database>) {
  return {
    async findByName(name: string): Promise<{ id: number; name: string } | null> {
      const row = await db
        .selectFrom('schools')
        .select(['id', 'name'])
        .where('name', '=', name)
        .executeTakeFirst();
      return row ?? null;
    },
    async findById(id: number): Promise<{ id: number; name: string } | null> {
      const row = await db
        .selectFrom('schools')
        .select(['id', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },
    async listAll(): Promise<{ id: number; name: string }[]> {
      return db
        .selectFrom('schools')
        .select(['id', 'name'])
        .orderBy('name')
        .orderBy('id')
        .execute();
    },
    async insert(name: string): Promise<number> {
      const { id } = await db
        .insertInto('schools')
        .values({ name, createdAt: nowIso(), mentorSignupToken: newMentorSignupToken() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    async programs(schoolId: number): Promise<ProgramRow[]> {
      const rows = await db
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
    async mentorTokens(): Promise<{ id: number; name: string; token: string | null }[]> {
      return db
        .selectFrom('schools')
        .select(['id', 'name', 'mentorSignupToken as token'])
        .orderBy('id')
        .execute();
    },
    async setMentorToken(schoolId: number, token: string): Promise<void> {
      await db
        .updateTable('schools')
        .set({ mentorSignupToken: token })
        .where('id', '=', schoolId)
        .execute();
    },
  };
}

import { parseJson, toBool, toJson } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';

/** A program as stored: prices in integer cents. */
export interface StoredProgram {
  id: number;
  naziv: string;
  cijena: number | null;
  tipovi: { tip: string; cijena: number }[];
  showInSignup: boolean;
  active: boolean;
  studentCount: number;
}

export type ProgramValues = Omit<StoredProgram, 'id' | 'studentCount'>;

export type ProgramsRepository = ReturnType<typeof createProgramsRepository>;

/** Programs of a school as the admin manages them (retired ones stay for history). */
export function createProgramsRepository(data: DataAccess) {
  return {
    async list(schoolId: number): Promise<StoredProgram[]> {
      const rows = await data.db
        .selectFrom('programs as p')
        .select((eb) => [
          'p.id',
          'p.naziv',
          'p.cijena',
          'p.tipovi',
          'p.showInSignup',
          'p.active',
          eb
            .selectFrom('user_programs as up')
            .innerJoin('users as u', 'u.id', 'up.userId')
            .select((e) => e.fn.countAll<number | string>().as('n'))
            .whereRef('up.programId', '=', 'p.id')
            .where('u.isActive', '=', true)
            .as('studentCount'),
        ])
        .where('p.schoolId', '=', schoolId)
        .orderBy('p.active', 'desc')
        .orderBy('p.naziv')
        .orderBy('p.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        naziv: r.naziv,
        cijena: r.cijena,
        tipovi: parseJson(r.tipovi, []),
        showInSignup: toBool(r.showInSignup),
        active: toBool(r.active),
        studentCount: Number(r.studentCount ?? 0),
      }));
    },
    async nameTaken(schoolId: number, naziv: string, exceptId?: number): Promise<boolean> {
      let q = data.db
        .selectFrom('programs')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where((eb) => eb(eb.fn('lower', ['naziv']), '=', naziv.toLowerCase()));
      if (exceptId) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },
    async exists(schoolId: number, id: number): Promise<boolean> {
      const row = await data.db
        .selectFrom('programs')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },
    async insert(schoolId: number, p: ProgramValues, at: string): Promise<number> {
      const { id } = await data.db
        .insertInto('programs')
        .values({ schoolId, ...p, tipovi: toJson(p.tipovi), createdAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    async update(schoolId: number, id: number, p: ProgramValues): Promise<boolean> {
      const result = await data.db
        .updateTable('programs')
        .set({ ...p, tipovi: toJson(p.tipovi) })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

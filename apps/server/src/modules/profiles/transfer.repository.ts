import type { DataAccess } from '../../db/unit-of-work.ts';

export interface TransferRecord {
  id: number;
  studentId: number;
  student: { ime: string; prezime: string };
  fromSchool: { id: number; name: string };
  toSchool: { id: number; name: string };
  status: 'pending' | 'accepted' | 'declined';
  createdAt: string;
}

export type TransferRepository = ReturnType<typeof createTransferRepository>;

/** Requests to move a student between schools; each side sees only its own school's. */
export function createTransferRepository(data: DataAccess) {
  const base = () =>
    data.db
      .selectFrom('school_transfers as t')
      .innerJoin('users as u', 'u.id', 't.studentId')
      .innerJoin('schools as f', 'f.id', 't.fromSchoolId')
      .innerJoin('schools as s', 's.id', 't.toSchoolId')
      .select([
        't.id',
        't.studentId',
        'u.ime',
        'u.prezime',
        't.fromSchoolId',
        'f.name as fromName',
        't.toSchoolId',
        's.name as toName',
        't.status',
        't.createdAt',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;
  const toRecord = (r: Row): TransferRecord => ({
    id: r.id,
    studentId: r.studentId,
    student: { ime: r.ime, prezime: r.prezime },
    fromSchool: { id: r.fromSchoolId, name: r.fromName },
    toSchool: { id: r.toSchoolId, name: r.toName },
    status: r.status as TransferRecord['status'],
    createdAt: r.createdAt,
  });

  return {
    async insert(t: {
      studentId: number;
      fromSchoolId: number;
      toSchoolId: number;
      requestedBy: number;
      at: string;
    }): Promise<number> {
      const { id } = await data.db
        .insertInto('school_transfers')
        .values({
          studentId: t.studentId,
          fromSchoolId: t.fromSchoolId,
          toSchoolId: t.toSchoolId,
          requestedBy: t.requestedBy,
          status: 'pending',
          createdAt: t.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    async pendingFor(fromSchoolId: number, studentId: number): Promise<boolean> {
      const row = await data.db
        .selectFrom('school_transfers')
        .select('id')
        .where('studentId', '=', studentId)
        .where('fromSchoolId', '=', fromSchoolId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Pending requests into or out of the school, newest first: a page and one more. */
    async listPending(
      schoolId: number,
      page: { limit: number; cursorId?: number },
    ): Promise<TransferRecord[]> {
      let query = base()
        .where('t.status', '=', 'pending')
        .where((eb) =>
          eb.or([eb('t.toSchoolId', '=', schoolId), eb('t.fromSchoolId', '=', schoolId)]),
        );
      if (page.cursorId !== undefined) query = query.where('t.id', '<', page.cursorId);
      const rows = await query
        .orderBy('t.id', 'desc')
        .limit(page.limit + 1)
        .execute();
      return rows.map(toRecord);
    },
    /** A pending request into the school (only the receiving side decides). */
    async findIncoming(toSchoolId: number, id: number): Promise<TransferRecord | null> {
      const row = await base()
        .where('t.id', '=', id)
        .where('t.toSchoolId', '=', toSchoolId)
        .where('t.status', '=', 'pending')
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    async decide(
      toSchoolId: number,
      id: number,
      status: 'accepted' | 'declined',
      by: number,
      at: string,
    ): Promise<boolean> {
      const result = await data.db
        .updateTable('school_transfers')
        .set({ status, decidedBy: by, decidedAt: at })
        .where('id', '=', id)
        .where('toSchoolId', '=', toSchoolId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

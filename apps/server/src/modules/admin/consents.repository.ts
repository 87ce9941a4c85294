import type { DataAccess } from '../../db/unit-of-work.ts';

export interface ConsentRow {
  id: number;
  purpose: string;
  version: string;
  givenByParent: string | null;
  givenAt: string;
  withdrawnAt: string | null;
  recordedBy: { id: number; ime: string; prezime: string } | null;
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;

/** Consent records: a row per consent given; withdrawing closes the row, history stays. */
export function createConsentsRepository(data: DataAccess) {
  return {
    async history(schoolId: number, userId: number): Promise<ConsentRow[]> {
      const rows = await data.db
        .selectFrom('consents as c')
        .leftJoin('users as r', 'r.id', 'c.recordedById')
        .select([
          'c.id',
          'c.purpose',
          'c.version',
          'c.givenByParent',
          'c.givenAt',
          'c.withdrawnAt',
          'r.id as rId',
          'r.ime as rIme',
          'r.prezime as rPrezime',
        ])
        .where('c.schoolId', '=', schoolId)
        .where('c.userId', '=', userId)
        .orderBy('c.id', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        purpose: r.purpose,
        version: r.version,
        givenByParent: r.givenByParent,
        givenAt: new Date(r.givenAt).toISOString(),
        withdrawnAt: r.withdrawnAt ? new Date(r.withdrawnAt).toISOString() : null,
        recordedBy:
          r.rId !== null && r.rIme !== null && r.rPrezime !== null
            ? { id: r.rId, ime: r.rIme, prezime: r.rPrezime }
            : null,
      }));
    },
    async give(v: {
      schoolId: number;
      userId: number;
      purpose: string;
      version: string;
      givenByParent: string | null;
      recordedById: number;
      givenAt: string;
    }) {
      await data.db.insertInto('consents').values(v).execute();
    },
    /** Closes the open consent of the purpose; false when none was open. */
    async withdraw(schoolId: number, userId: number, purpose: string, byId: number, at: string) {
      const result = await data.db
        .updateTable('consents')
        .set({ withdrawnAt: at, withdrawnById: byId })
        .where('schoolId', '=', schoolId)
        .where('userId', '=', userId)
        .where('purpose', '=', purpose)
        .where('withdrawnAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

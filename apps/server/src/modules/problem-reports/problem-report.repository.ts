import type { Insertable, Selectable } from 'kysely';
import type { DataAccess } from '../../db/unit-of-work.ts';
import type { ProblemReportsTable } from '../../db/schema/support.ts';

export type ReportRow = Selectable<ProblemReportsTable>;
export type NewReport = Omit<Insertable<ProblemReportsTable>, 'id'>;
export interface ReporterRow {
  id: number;
  ime: string;
  prezime: string;
  email: string;
}

export type ProblemReportRepository = ReturnType<typeof createProblemReportRepository>;

export function createProblemReportRepository(data: DataAccess) {
  return {
    async insert(report: NewReport): Promise<number> {
      const row = await data.db
        .insertInto('problem_reports')
        .values(report)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async byFingerprint(schoolId: number, fingerprint: string): Promise<ReportRow | undefined> {
      return data.db
        .selectFrom('problem_reports')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .where('fingerprint', '=', fingerprint)
        .executeTakeFirst();
    },
    async find(schoolId: number, id: number): Promise<ReportRow | undefined> {
      return data.db
        .selectFrom('problem_reports')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /** A repeat of a known error: one more occurrence; reopened when it was resolved. */
    async countRepeat(schoolId: number, id: number, at: string): Promise<void> {
      await data.db
        .updateTable('problem_reports')
        .set((eb) => ({ occurrences: eb('occurrences', '+', 1), lastSeenAt: at }))
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
      await data.db
        .updateTable('problem_reports')
        .set({ status: 'new' })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .where('status', '=', 'resolved')
        .execute();
    },
    async setStatus(schoolId: number, id: number, status: string): Promise<void> {
      await data.db
        .updateTable('problem_reports')
        .set({ status })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },
    async list(schoolId: number, status: string | undefined, limit: number, cursorId?: number) {
      let query = data.db
        .selectFrom('problem_reports')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .orderBy('id', 'desc')
        .limit(limit);
      if (status) query = query.where('status', '=', status);
      if (cursorId !== undefined) query = query.where('id', '<', cursorId);
      return query.execute();
    },
    async countsByStatus(schoolId: number): Promise<Record<string, number>> {
      const rows = await data.db
        .selectFrom('problem_reports')
        .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('schoolId', '=', schoolId)
        .groupBy('status')
        .execute();
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    },
    async reporters(schoolId: number, ids: number[]): Promise<ReporterRow[]> {
      if (ids.length === 0) return [];
      return data.db
        .selectFrom('users')
        .select(['id', 'ime', 'prezime', 'email'])
        .where('schoolId', '=', schoolId)
        .where('id', 'in', ids)
        .execute();
    },
    async insertReply(reply: {
      schoolId: number;
      reportId: number;
      authorId: number;
      message: string;
      createdAt: string;
    }): Promise<void> {
      await data.db.insertInto('problem_report_replies').values(reply).execute();
    },
    async replies(schoolId: number, reportIds: number[]) {
      if (reportIds.length === 0) return [];
      return data.db
        .selectFrom('problem_report_replies')
        .select(['reportId', 'message', 'createdAt'])
        .where('schoolId', '=', schoolId)
        .where('reportId', 'in', reportIds)
        .orderBy('id')
        .execute();
    },
  };
}

import { parseJson, toJson } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';

export interface AuditRow {
  id: number;
  action: string;
  subjectType: string;
  subjectId: number | null;
  fields: string[];
  createdAt: string;
  actor: { id: number; ime: string; prezime: string } | null;
  subject: { id: number; ime: string; prezime: string } | null;
}

export interface AuditFilter {
  action?: string | undefined;
  actorId?: number | undefined;
  subjectId?: number | undefined;
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

/** The audit log: insert and read, nothing else (the table refuses updates and deletes too). */
export function createAuditRepository(data: DataAccess) {
  return {
    async insert(entry: {
      schoolId: number;
      actorId: number | null;
      action: string;
      subjectType: string;
      subjectId: number | null;
      fields: string[];
      createdAt: string;
    }): Promise<void> {
      await data.db
        .insertInto('audit_log')
        .values({ ...entry, fields: toJson(entry.fields) })
        .execute();
    },

    /** Newest first; the cursor is the last id of the page before. */
    async list(schoolId: number, filter: AuditFilter, limit: number, beforeId?: number) {
      let query = data.db
        .selectFrom('audit_log as a')
        .leftJoin('users as actor', 'actor.id', 'a.actorId')
        .leftJoin('users as subject', (j) =>
          j.onRef('subject.id', '=', 'a.subjectId').on('a.subjectType', '=', 'user'),
        )
        .select([
          'a.id',
          'a.action',
          'a.subjectType',
          'a.subjectId',
          'a.fields',
          'a.createdAt',
          'actor.id as actorId',
          'actor.ime as actorIme',
          'actor.prezime as actorPrezime',
          'subject.id as subjectUserId',
          'subject.ime as subjectIme',
          'subject.prezime as subjectPrezime',
        ])
        .where('a.schoolId', '=', schoolId);
      if (filter.action) query = query.where('a.action', '=', filter.action);
      if (filter.actorId) query = query.where('a.actorId', '=', filter.actorId);
      if (filter.subjectId) query = query.where('a.subjectId', '=', filter.subjectId);
      if (beforeId) query = query.where('a.id', '<', beforeId);
      const rows = await query.orderBy('a.id', 'desc').limit(limit).execute();
      return rows.map((r): AuditRow => ({
        id: r.id,
        action: r.action,
        subjectType: r.subjectType,
        subjectId: r.subjectId,
        fields: parseJson<string[]>(r.fields, []),
        createdAt: String(r.createdAt),
        actor:
          r.actorId !== null && r.actorIme !== null && r.actorPrezime !== null
            ? { id: r.actorId, ime: r.actorIme, prezime: r.actorPrezime }
            : null,
        subject:
          r.subjectUserId !== null && r.subjectIme !== null && r.subjectPrezime !== null
            ? { id: r.subjectUserId, ime: r.subjectIme, prezime: r.subjectPrezime }
            : null,
      }));
    },

    /** When `action` was last recorded about the subject, if ever. */
    async lastAbout(schoolId: number, subjectId: number, action: string): Promise<string | null> {
      const row = await data.db
        .selectFrom('audit_log')
        .select('createdAt')
        .where('schoolId', '=', schoolId)
        .where('subjectId', '=', subjectId)
        .where('action', '=', action)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? new Date(row.createdAt).toISOString() : null;
    },
  };
}

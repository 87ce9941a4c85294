import { auditActions, type AuditAction } from '@takt/shared/admin-messages';
import type { AuditEntry } from '@takt/shared/schemas/admin-audit';
import { toPage } from '../../lib/paging.ts';
import type { AuditFilter, AuditRepository, AuditRow } from './audit.repository.ts';

/** Who acts: a signed-in person of a school (or the system, actor null, for jobs). */
export interface AuditActor {
  id: number | null;
  schoolId: number;
}

export interface AuditSubject {
  type: 'user' | 'program' | 'import' | 'students' | 'signup' | 'enrollment';
  id: number | null;
}

export type AuditService = ReturnType<typeof createAuditService>;
/** What a module that only writes entries is given. */
export type AuditRecorder = Pick<AuditService, 'record'>;

const toEntry = (row: AuditRow): AuditEntry => ({
  ...row,
  label: auditActions[row.action as AuditAction] ?? row.action,
});

/**
 * The audit log other modules write to: `record` joins the caller's transaction, so an entry
 * exists exactly when the change it describes does. Entries hold ids and the names of the fields
 * read or changed, never their values.
 */
export function createAuditService(deps: { audit: AuditRepository; now: () => Date }) {
  return {
    async record(
      actor: AuditActor,
      action: AuditAction,
      subject: AuditSubject,
      fields: string[] = [],
    ): Promise<void> {
      await deps.audit.insert({
        schoolId: actor.schoolId,
        actorId: actor.id,
        action,
        subjectType: subject.type,
        subjectId: subject.id,
        fields,
        createdAt: deps.now().toISOString(),
      });
    },

    /** GET /api/admin/audit: the school's entries, newest first. */
    async list(
      admin: { schoolId: number },
      filter: AuditFilter,
      page: { limit: number; cursorId?: number },
    ) {
      const rows = await deps.audit.list(admin.schoolId, filter, page.limit + 1, page.cursorId);
      const { items, nextCursor } = toPage(rows, page.limit);
      return { entries: items.map(toEntry), nextCursor };
    },

    recent: async (schoolId: number, limit = 8) =>
      (await deps.audit.list(schoolId, {}, limit)).map(toEntry),

    /** When the action was last recorded about the person (e.g. the password reset cooldown). */
    lastAbout: (schoolId: number, subjectId: number, action: AuditAction) =>
      deps.audit.lastAbout(schoolId, subjectId, action),
  };
}

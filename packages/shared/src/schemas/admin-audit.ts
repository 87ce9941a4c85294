import { z } from 'zod';
import { adminMessages as am, AUDIT_ACTIONS } from '../admin-messages.ts';
import { nextCursorSchema, pageQueryFields, personRefSchema } from './common.ts';
import { optionalId } from './admin.ts';

/** Audit log. */
export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: am.invalidFilter }).optional(),
  actorId: optionalId,
  subjectId: optionalId,
  ...pageQueryFields,
});
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  label: z.string(),
  actor: personRefSchema.nullable(),
  subject: personRefSchema.nullable(),
  subjectType: z.string(),
  /** The subject's id of any type (a sign-up request, a program, a person). */
  subjectId: z.number().int().nullable(),
  fields: z.array(z.string()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: nextCursorSchema,
});

/** GET /api/admin/overview: counts that link to their lists, and recent activity. */
export const adminOverviewSchema = z.object({
  counts: z.object({
    pendingSignups: z.number().int(),
    students: z.number().int(),
    mentors: z.number().int(),
    inactive: z.number().int(),
    studentsWithoutMentor: z.number().int(),
    programs: z.number().int(),
    /** Active students without an accepted enrollment for the latest enrollment year. */
    notEnrolled: z.number().int(),
    unpaidInvoices: z.number().int(),
    openProblemReports: z.number().int(),
  }),
  recent: z.array(auditEntrySchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

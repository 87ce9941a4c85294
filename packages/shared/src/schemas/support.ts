import { z } from 'zod';
import { supportMessages as m } from '../support-messages.ts';
import { nextCursorSchema, pageQueryFields, timestampSchema } from './common.ts';

/** Categories of the report-a-problem wizard and their subcategories (values are stored). */
export const problemCategories = {
  prijava: ['Ne mogu se prijaviti', 'Zaboravljena lozinka', 'Odjava sama od sebe'],
  prikaz: ['Stranica se ne učitava', 'Pogrešan prikaz na mobitelu', 'Nedostaju podaci'],
  objave: ['Objave i ankete', 'Raspored', 'Chat', 'Računi', 'Dokumenti'],
  profil: ['Osobni podaci', 'Profilna slika', 'Povezani računi'],
  ostalo: ['Prijedlog poboljšanja', 'Nešto drugo'],
} as const;
export type ProblemCategory = keyof typeof problemCategories;
export const problemCategoryLabels: Record<ProblemCategory, string> = {
  prijava: 'Prijava i lozinka',
  prikaz: 'Prikaz aplikacije',
  objave: 'Sadržaj i funkcije',
  profil: 'Profil',
  ostalo: 'Ostalo',
};
const categoryKeys = Object.keys(problemCategories) as [ProblemCategory, ...ProblemCategory[]];

export const errorKinds = [
  'network',
  'auth',
  'data',
  'render',
  'pwa',
  'resource',
  'api',
  'validation',
] as const;
export type ErrorKind = (typeof errorKinds)[number];

const context = {
  deviceInfo: z.string().trim().max(300).optional(),
  url: z.string().trim().max(500).optional(),
  previousUrl: z.string().trim().max(500).optional(),
};

/** POST /api/error/report from the wizard: category → subcategory → description (≥ 10). */
export const problemReportInputSchema = z
  .object({
    kind: z.literal('problem'),
    category: z.enum(categoryKeys, { error: m.categoryRequired }),
    subcategory: z.string({ error: m.subcategoryRequired }).trim().min(1, m.subcategoryRequired),
    description: z
      .string({ error: m.descriptionTooShort })
      .trim()
      .min(10, m.descriptionTooShort)
      .max(5000, m.descriptionTooLong),
    steps: z.string().trim().max(3000, m.stepsTooLong).optional(),
    ...context,
  })
  .refine((v) => (problemCategories[v.category] as readonly string[]).includes(v.subcategory), {
    error: m.subcategoryRequired,
    path: ['subcategory'],
  });

/** POST /api/error/report from the error page: an error already classified by kind. */
export const errorReportInputSchema = z.object({
  kind: z.literal('error'),
  errorKind: z.enum(errorKinds, { error: m.errorKindInvalid }),
  message: z
    .string({ error: m.errorMessageRequired })
    .trim()
    .min(1, m.errorMessageRequired)
    .max(1000),
  ...context,
});

export const reportInputSchema = z.discriminatedUnion('kind', [
  problemReportInputSchema,
  errorReportInputSchema,
]);
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportAcceptedSchema = z.object({
  success: z.literal(true),
  /** 'recorded' a new row, 'counted' a repeat of a known error, 'skipped' within 60 s or over the cap. */
  outcome: z.enum(['recorded', 'counted', 'skipped']),
  message: z.string(),
});

export const reportStatuses = ['new', 'in_progress', 'resolved'] as const;
export type ReportStatus = (typeof reportStatuses)[number];
export const reportStatusLabels: Record<ReportStatus, string> = {
  new: 'Novo',
  in_progress: 'U obradi',
  resolved: 'Riješeno',
};

export const problemReportSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['problem', 'error']),
    category: z.string(),
    subcategory: z.string(),
    description: z.string(),
    steps: z.string().nullable(),
    errorKind: z.string().nullable(),
    reporter: z
      .object({ id: z.number().int(), ime: z.string(), prezime: z.string(), email: z.string() })
      .nullable(),
    reporterRole: z.string(),
    deviceInfo: z.string(),
    url: z.string(),
    previousUrl: z.string(),
    occurrences: z.number().int(),
    status: z.enum(reportStatuses),
    firstSeenAt: timestampSchema,
    lastSeenAt: timestampSchema,
    replies: z.array(z.object({ message: z.string(), createdAt: timestampSchema })),
  })
  .meta({ id: 'ProblemReport' });
export type ProblemReport = z.infer<typeof problemReportSchema>;

export const reportListQuerySchema = z.object({
  status: z.enum(reportStatuses, { error: m.statusInvalid }).optional(),
  ...pageQueryFields,
});
export const reportListSchema = z.object({
  reports: z.array(problemReportSchema),
  counts: z.object({ new: z.number(), in_progress: z.number(), resolved: z.number() }),
  nextCursor: nextCursorSchema,
});
export const reportStatusInputSchema = z.object({
  status: z.enum(reportStatuses, { error: m.statusInvalid }),
});
export const reportReplyInputSchema = z.object({
  message: z
    .string({ error: m.replyTooShort })
    .trim()
    .min(2, m.replyTooShort)
    .max(5000, m.replyTooLong),
});
export const reportSavedSchema = z.object({ report: problemReportSchema, message: z.string() });

/** POST /api/support (spec §8: subject and message required). */
export const supportInputSchema = z.object({
  subject: z
    .string({ error: m.subjectRequired })
    .trim()
    .min(1, m.subjectRequired)
    .max(200, m.subjectTooLong),
  message: z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, m.messageRequired)
    .max(5000, m.messageTooLong),
});

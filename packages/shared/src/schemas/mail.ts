import { z } from 'zod';
import { nextCursorSchema, pageQueryFields } from './common.ts';

/** One e-mail of the school's outbox, as admins read it (no HTML, no lease details). */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sent', 'logged']),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxPageSchema = z.object({
  mails: z.array(outboxMailSchema),
  nextCursor: nextCursorSchema,
});

export const outboxQuerySchema = z.object(pageQueryFields);

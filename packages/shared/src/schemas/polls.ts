import { z } from 'zod';
import {
  MAX_POLL_OPTIONS,
  MIN_POLL_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
  POLL_QUESTION_MAX_LENGTH,
} from '../constants.ts';
import { messages } from '../messages.ts';
import { parseLocalDateTime } from '../zoned-time.ts';
import { nextCursorSchema, pageQueryFields, personRefSchema } from './common.ts';

export const DEFAULT_POLL_TYPE = 'teorija';

/**
 * POST /api/polls. Options are trimmed and empty ones dropped (the form starts with 'Da' and 'Ne'
 * and may hold blank rows); at least two must remain, distinct regardless of letter case because
 * answers are stored lower-case. That the end date lies in the future is checked by the server
 * against its clock.
 */
export const pollInputSchema = z.object({
  question: z
    .string({ error: messages.pollQuestionRequired })
    .trim()
    .min(1, { error: messages.pollQuestionRequired })
    .max(POLL_QUESTION_MAX_LENGTH, { error: messages.pollQuestionTooLong }),
  options: z
    .array(
      z
        .string({ error: messages.pollOptionsRequired })
        .trim()
        .max(POLL_OPTION_MAX_LENGTH, { error: messages.pollOptionTooLong }),
      { error: messages.pollOptionsRequired },
    )
    .max(MAX_POLL_OPTIONS * 2, { error: messages.pollTooManyOptions })
    .transform((options) => options.filter((o) => o.length > 0))
    .pipe(
      z
        .array(z.string())
        .min(MIN_POLL_OPTIONS, { error: messages.pollOptionsRequired })
        .max(MAX_POLL_OPTIONS, { error: messages.pollTooManyOptions })
        .refine((o) => new Set(o.map((x) => x.toLowerCase())).size === o.length, {
          error: messages.pollOptionsDuplicate,
        }),
    ),
  type: z
    .string({ error: messages.pollTypeInvalid })
    .trim()
    .min(1, { error: messages.pollTypeInvalid })
    .max(50, { error: messages.pollTypeInvalid })
    .default(DEFAULT_POLL_TYPE),
  // With a zone (`…Z`, `+01:00`), or without one as a datetime-local input sends it
  // (`2026-11-25T18:00`), which is read as the school's local time (Europe/Zagreb).
  endDate: z
    .string({ error: messages.pollEndDateRequired })
    .trim()
    .min(1, { error: messages.pollEndDateRequired })
    .transform((v, ctx) => {
      const local = parseLocalDateTime(v);
      if (local) return local.toISOString();
      if (z.iso.datetime({ offset: true }).safeParse(v).success) {
        return new Date(v).toISOString();
      }
      ctx.addIssue({ code: 'custom', message: messages.pollEndDateRequired });
      return z.NEVER;
    }),
});
export type PollInput = z.infer<typeof pollInputSchema>;
export type PollFormValues = z.input<typeof pollInputSchema>;

/**
 * POST /api/polls/{pollId}/vote. Only `response` is read: the voter is the signed-in user, and
 * any userId, ime, prezime or timestamp an old client sends along is ignored.
 */
export const pollVoteSchema = z.object({
  response: z
    .string({ error: messages.pollResponseRequired })
    .trim()
    .min(1, { error: messages.pollResponseRequired })
    .max(POLL_OPTION_MAX_LENGTH, { error: messages.pollResponseInvalid }),
});
export type PollVoteInput = z.infer<typeof pollVoteSchema>;

/** One answer (spec §3): `response` is the chosen option, lower-cased. */
export const pollResponseSchema = z.object({
  userId: z.number().int(),
  ime: z.string(),
  prezime: z.string(),
  response: z.string(),
  /** When the current answer was given (last change). */
  timestamp: z.string(),
  /** When the voter first answered; the 10-minute change window runs from here. */
  firstRespondedAt: z.string(),
});
export type PollResponse = z.infer<typeof pollResponseSchema>;

/** A poll as GET /api/polls/active, POST /api/polls and the vote call return it. */
export const pollSchema = z
  .object({
    id: z.number().int(),
    question: z.string(),
    options: z.array(z.string()),
    type: z.string(),
    endDate: z.string(),
    createdAt: z.string(),
    creatorId: z.number().int(),
    creator: personRefSchema,
    /** Mentors and admins: every answer. Students: only their own (or none). */
    responses: z.array(pollResponseSchema),
    /** The caller's own answer, with the moment until which it may still be changed. */
    myResponse: pollResponseSchema
      .extend({ changeableUntil: z.string(), canChange: z.boolean() })
      .nullable(),
    /** Mentors and admins only: answers per option (lower-cased option text → count). */
    stats: z
      .object({ responseCount: z.number().int(), counts: z.record(z.string(), z.number()) })
      .nullable(),
  })
  .meta({ id: 'Poll' });
export type Poll = z.infer<typeof pollSchema>;

/** GET /api/polls/active?cursor=&limit= (newest first; 50 a page unless `limit` says). */
export const pollListQuerySchema = z.object(pageQueryFields);
export const pollListSchema = z.object({
  polls: z.array(pollSchema),
  nextCursor: nextCursorSchema,
});
export const pollSavedSchema = z.object({ poll: pollSchema, message: z.string() });

/** GET /api/polls/stats (mentors): over the school's active polls. daShare is 0..1. */
export const pollStatsSchema = z.object({
  pollCount: z.number().int(),
  responseCount: z.number().int(),
  daCount: z.number().int(),
  daShare: z.number(),
});
export type PollStats = z.infer<typeof pollStatsSchema>;

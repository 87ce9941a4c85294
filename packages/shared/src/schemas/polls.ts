import { z } from 'zod';
import {
  MAX_POLL_OPTIONS,
  MIN_POLL_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
  POLL_QUESTION_MAX_LENGTH,
} from '../constants.ts';
import { messages } from '../messages.ts';

export const DEFAULT_POLL_TYPE = 'teorija';

/**
 * POST /api/polls. Options are trimmed and empty ones dropped (the form starts with 'Da' and 'Ne'
 * and may hold blank rows); at least two must remain, distinct regardless of letter case because
 * answers are stored lower-case. The end date is an ISO date-time with a zone (`…Z` or `+01:00`);
 * that it lies in the future is checked by the server against its clock.
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
  endDate: z
    .string({ error: messages.pollEndDateRequired })
    .trim()
    .min(1, { error: messages.pollEndDateRequired })
    .pipe(z.iso.datetime({ offset: true, error: messages.pollEndDateRequired }))
    .transform((v) => new Date(v).toISOString()),
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
export interface PollResponse {
  userId: number;
  ime: string;
  prezime: string;
  response: string;
  /** When the current answer was given (last change). */
  timestamp: string;
  /** When the voter first answered; the 10-minute change window runs from here. */
  firstRespondedAt: string;
}

/** A poll as GET /api/polls/active, POST /api/polls and the vote call return it. */
export interface Poll {
  id: number;
  question: string;
  options: string[];
  type: string;
  endDate: string;
  createdAt: string;
  creatorId: number;
  creator: { id: number; ime: string; prezime: string };
  /** Mentors and admins: every answer. Students: only their own (or none). */
  responses: PollResponse[];
  /** The caller's own answer, with the moment until which it may still be changed. */
  myResponse: (PollResponse & { changeableUntil: string; canChange: boolean }) | null;
  /** Mentors and admins only: answers per option (lower-cased option text → count). */
  stats: { responseCount: number; counts: Record<string, number> } | null;
}

/** GET /api/polls/stats (mentors): over the school's active polls. daShare is 0..1. */
export interface PollStats {
  pollCount: number;
  responseCount: number;
  daCount: number;
  daShare: number;
}

import { messages } from '@takt/shared/messages';
import { DEFAULT_POLL_TYPE, pollInputSchema, type PollInput } from '@takt/shared/schemas/polls';
import { fromDateTimeInput } from '../../lib/datetime-input.ts';

export type PollErrors = Partial<Record<'question' | 'options' | 'endDate', string>>;

/**
 * Spec §5's checks in their order, then the shared schema for the rest (length, duplicates).
 * `endDate` is the datetime-local value, read as Zagreb time.
 */
export function validatePoll(
  question: string,
  options: string[],
  endDate: string,
  now: number,
): { input: PollInput } | { errors: PollErrors } {
  const errors: PollErrors = {};
  if (!question.trim()) errors.question = messages.pollQuestionRequired;
  if (options.filter((o) => o.trim()).length < 2) errors.options = messages.pollOptionsRequired;
  const end = fromDateTimeInput(endDate);
  if (!end) errors.endDate = messages.pollEndDateRequired;
  else if (end.getTime() <= now) errors.endDate = messages.pollEndDateInPast;
  if (Object.keys(errors).length > 0 || !end) return { errors };
  const parsed = pollInputSchema.safeParse({
    question,
    options,
    type: DEFAULT_POLL_TYPE,
    endDate: end.toISOString(),
  });
  if (parsed.success) return { input: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  const key = field === 'question' || field === 'endDate' ? field : 'options';
  return { errors: { [key]: issue?.message ?? messages.invalidInput } };
}

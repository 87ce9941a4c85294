import { z } from 'zod';
import { messages } from '../messages.ts';

const positiveId = z.coerce
  .number({ error: messages.invalidId })
  .int({ error: messages.invalidId })
  .positive({ error: messages.invalidId })
  .max(Number.MAX_SAFE_INTEGER, { error: messages.invalidId });

/** A numeric id in a path: `/api/posts/{id}`, `/api/polls/{id}`, `/api/korisnik/{id}`, … */
export const idParamsSchema = z.object({ id: positiveId });

/** `/api/polls/{pollId}/vote` (spec §7 names the parameter pollId). */
export const pollIdParamsSchema = z.object({ pollId: positiveId });

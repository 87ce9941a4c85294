import { z } from 'zod';
import { errorCodes } from './error-codes.ts';

/** Body of every 4xx/5xx API response. */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.enum(errorCodes),
    fieldErrors: z.record(z.string(), z.string()).optional(),
    details: z.array(z.string()).optional(),
  })
  .meta({ id: 'ApiError' });

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

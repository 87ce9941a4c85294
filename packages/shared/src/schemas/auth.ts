import { z } from 'zod';
import { messages } from '../messages.ts';

const trimmedRequired = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(254, { error: message });

/** POST /api/login. The identifier is trimmed; the password is taken as typed. */
export const loginSchema = z.object({
  emailOrUsername: trimmedRequired(messages.loginIdentifierRequired),
  password: z
    .string({ error: messages.loginPasswordRequired })
    .min(1, { error: messages.loginPasswordRequired })
    .max(1024, { error: messages.loginPasswordRequired }),
});

export type LoginInput = z.infer<typeof loginSchema>;

import { z } from 'zod';
import { supportMessages as m } from '../support-messages.ts';
import { publicUserSchema } from './user.ts';

/** Siblings on one family e-mail: state of the confirmed link and the accounts on it. */
export const accountLinkStateSchema = z.object({
  confirmed: z.boolean(),
  codePending: z.boolean(),
  accounts: z.array(
    z.object({
      id: z.number().int(),
      ime: z.string(),
      prezime: z.string(),
      korisnickoIme: z.string(),
      isCurrent: z.boolean(),
    }),
  ),
});
export type AccountLinkState = z.infer<typeof accountLinkStateSchema>;

export const linkCodeInputSchema = z.object({
  code: z
    .string({ error: m.linkCodeInvalid })
    .trim()
    .regex(/^\d{6}$/, { error: m.linkCodeInvalid }),
});
export const switchInputSchema = z.object({ userId: z.number().int().min(1) });
export const switchResultSchema = z.object({ token: z.string(), user: publicUserSchema });

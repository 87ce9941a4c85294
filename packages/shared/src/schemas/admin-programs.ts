import { z } from 'zod';
import { adminMessages as am } from '../admin-messages.ts';
import { accountMessages as m } from '../account-messages.ts';

/** Programs (prices in euros). */
const euros = z
  .number({ error: am.programPrice })
  .min(0, { error: am.programPrice })
  .max(100_000, { error: am.programPrice });
export const programInputSchema = z
  .object({
    naziv: z
      .string({ error: am.programName })
      .trim()
      .min(2, { error: am.programName })
      .max(100, { error: am.programName }),
    cijena: euros.nullable().default(null),
    tipovi: z
      .array(
        z.object({
          tip: z
            .string({ error: am.programTypes })
            .trim()
            .min(1, { error: am.programTypes })
            .max(40),
          cijena: euros,
        }),
      )
      .max(10, { error: am.programTypes })
      .default([])
      .refine((t) => new Set(t.map((x) => x.tip)).size === t.length, { error: am.programTypes }),
    showInSignup: z.boolean({ error: m.checkboxInvalid }).default(true),
    active: z.boolean({ error: m.checkboxInvalid }).default(true),
  })
  .refine((p) => p.cijena !== null || p.tipovi.length > 0, {
    error: am.programPriceMissing,
    path: ['cijena'],
  });
export type ProgramInput = z.infer<typeof programInputSchema>;
export const adminProgramSchema = z.object({
  id: z.number().int(),
  naziv: z.string(),
  cijena: z.number().nullable(),
  tipovi: z.array(z.object({ tip: z.string(), cijena: z.number() })),
  showInSignup: z.boolean(),
  active: z.boolean(),
  studentCount: z.number().int(),
});
export type AdminProgram = z.infer<typeof adminProgramSchema>;
export const adminProgramListSchema = z.object({ programs: z.array(adminProgramSchema) });

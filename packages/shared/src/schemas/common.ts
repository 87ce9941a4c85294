import { z } from 'zod';

/**
 * Response building blocks. Every route declares its answer with these schemas: the server's
 * serializer writes only the listed fields, the OpenAPI document is generated from them, and the
 * web derives its types from them instead of restating them.
 */
export const successSchema = z.object({ success: z.literal(true) });
export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });

export const idNameSchema = z.object({ id: z.number().int(), name: z.string() });
export const personRefSchema = z.object({
  id: z.number().int(),
  ime: z.string(),
  prezime: z.string(),
});
export const programRefSchema = z.object({ id: z.number().int(), naziv: z.string() });

export const schoolSchema = idNameSchema.meta({ id: 'School' });
export type School = z.infer<typeof schoolSchema>;

/** A program with prices in euros (spec §3). */
export const programSchema = z
  .object({
    id: z.number().int(),
    naziv: z.string(),
    cijena: z.number().nullable(),
    tipovi: z.array(z.object({ tip: z.string(), cijena: z.number() })),
  })
  .meta({ id: 'Program' });
export type Program = z.infer<typeof programSchema>;

/** ISO 8601 timestamps in UTC, as stored. */
export const timestampSchema = z.string();

/** Cursor-paginated lists: pass `nextCursor` back as `?cursor=`; null on the last page. */
export const pageQueryFields = {
  cursor: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
};
export const nextCursorSchema = z.string().nullable();

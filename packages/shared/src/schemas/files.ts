import { z } from 'zod';
import { allFileTypes } from '../file-type.ts';
import { timestampSchema } from './common.ts';

/** What a file is for; each purpose has its own access rule on the server. */
export const filePurposes = ['profile-picture', 'document', 'invoice'] as const;
export type FilePurpose = (typeof filePurposes)[number];

/**
 * A stored file as other answers mention it (a document list, an invoice): enough to show it and
 * to fetch its bytes from `GET /api/files/{id}`. The content hash and storage place stay inside.
 */
export const fileMetaSchema = z
  .object({
    id: z.number().int(),
    purpose: z.string(),
    contentType: z.enum(allFileTypes),
    size: z.number().int(),
    name: z.string().nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'FileMeta' });
export type FileMeta = z.infer<typeof fileMetaSchema>;

/** `?download=1` asks for `Content-Disposition: attachment` instead of inline display. */
export const fileDownloadQuerySchema = z.object({
  download: z.enum(['0', '1']).optional(),
});

/** The bytes of `GET /api/files/{id}` (the whole file, or the requested range). */
export const fileBytesSchema = z.unknown().meta({ type: 'string', format: 'binary' });

/** Response schema of a file's bytes, documented as binary rather than JSON. */
export const fileBytesResponse = (description: string) => ({
  description,
  content: { 'application/octet-stream': { schema: fileBytesSchema } },
});

import { z } from 'zod';
import { documentMessages as m } from '../document-messages.ts';
import { fileMetaSchema } from './files.ts';
import { nextCursorSchema, pageQueryFields, timestampSchema } from './common.ts';

export const documentKinds = ['link', 'file', 'abc'] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const documentVisibilities = ['private', 'shared', 'school'] as const;
export type DocumentVisibility = (typeof documentVisibilities)[number];

export const ABC_MAX_LENGTH = 20_000;
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** http and https only: a shared link never runs script or opens a local file. */
export function isHttpUrl(value: string): boolean {
  // A scheme of http or https, a host (no credentials), then a path, query or fragment if any.
  return /^https?:\/\/[^\s/?#@\\]+(?:[/?#][^\s]*)?$/i.test(value);
}

/** ABC notation has a key line (K:) ending its header; the rest is the tune. */
export const looksLikeAbc = (value: string) => /^K:/m.test(value);

const titleField = () =>
  z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, { error: m.titleRequired })
    .max(200, { error: m.titleTooLong });
const urlField = () =>
  z
    .string({ error: m.urlInvalid })
    .trim()
    .max(2000, { error: m.urlInvalid })
    .refine(isHttpUrl, { error: m.urlInvalid });
const abcField = () =>
  z
    .string({ error: m.abcRequired })
    .trim()
    .min(1, { error: m.abcRequired, abort: true })
    .max(ABC_MAX_LENGTH, { error: m.abcTooLong, abort: true })
    .refine(looksLikeAbc, { error: m.abcInvalid });
const folderField = () => id.nullable().optional();

/** POST /api/documents: a link or an ABC tune (files come through the upload route). */
export const documentCreateSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('link'),
    title: titleField(),
    url: urlField(),
    folderId: folderField(),
  }),
  z.object({
    kind: z.literal('abc'),
    title: titleField(),
    abc: abcField(),
    folderId: folderField(),
  }),
]);
export type DocumentCreateInput = z.infer<typeof documentCreateSchema>;

/** PUT /api/documents/{id}: the owner renames, moves, or changes the link or the tune. */
export const documentUpdateSchema = z.object({
  title: titleField(),
  folderId: folderField(),
  url: urlField().optional(),
  abc: abcField().optional(),
});
export type DocumentUpdateInput = z.infer<typeof documentUpdateSchema>;

/** PUT /api/documents/{id}/sharing: who besides the owner may open it. */
export const documentSharingSchema = z.object({
  visibility: z.enum(documentVisibilities),
  userIds: z.array(id).max(500).default([]),
  programIds: z.array(id).max(100).default([]),
  /** Theory and other student groups of the timetable. */
  groupIds: z.array(id).max(100).default([]),
  /** Group chats the owner is a member of. */
  chatIds: z.array(id).max(100).default([]),
  /** A mentor's own students (as they are at each download, not as they were). */
  myStudents: z.boolean().default(false),
});
export type DocumentSharingInput = z.input<typeof documentSharingSchema>;

export const documentSharingStateSchema = z.object({
  visibility: z.enum(documentVisibilities),
  userIds: z.array(z.number().int()),
  programIds: z.array(z.number().int()),
  groupIds: z.array(z.number().int()),
  chatIds: z.array(z.number().int()),
  myStudents: z.boolean(),
});

export const documentSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(documentKinds),
    title: z.string(),
    url: z.string().nullable(),
    abc: z.string().nullable(),
    file: fileMetaSchema.nullable(),
    folderId: z.number().int().nullable(),
    visibility: z.enum(documentVisibilities),
    owner: z.object({ id: z.number().int(), ime: z.string(), prezime: z.string() }),
    mine: z.boolean(),
    /** The owner's sharing settings; null for everyone else. */
    sharing: documentSharingStateSchema.nullable(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Document' });
export type DocumentView = z.infer<typeof documentSchema>;

export const folderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  documentCount: z.number().int(),
});
export type Folder = z.infer<typeof folderSchema>;

/** A page of documents: `nextCursor` back as `?cursor=` gives the next (null on the last). */
export const documentListQuerySchema = z.object({
  view: z.enum(['all', 'mine']).default('all'),
  folderId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  ...pageQueryFields,
});
export const documentListSchema = z.object({
  documents: z.array(documentSchema),
  nextCursor: nextCursorSchema,
  folders: z.array(folderSchema),
  limits: z.object({ documents: z.number().int(), folders: z.number().int() }),
});
export type DocumentList = z.infer<typeof documentListSchema>;

export const documentSavedSchema = z.object({ document: documentSchema, message: z.string() });

/** GET /api/documents/titles?ids=1,2: titles of the documents the caller may open. */
export const documentTitlesQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d{1,15}(,\d{1,15}){0,49}$/)
    .transform((v) => [...new Set(v.split(',').map(Number))]),
});
export const documentTitlesSchema = z.object({
  documents: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

export const folderInputSchema = z.object({
  name: z
    .string({ error: m.folderNameRequired })
    .trim()
    .min(1, { error: m.folderNameRequired })
    .max(100, { error: m.titleTooLong }),
});
export const folderSavedSchema = z.object({ folder: folderSchema, message: z.string() });

export const shareOptionsSchema = z.object({
  people: z.array(
    z.object({
      id: z.number().int(),
      ime: z.string(),
      prezime: z.string(),
      role: z.enum(['student', 'mentor']),
    }),
  ),
  programs: z.array(z.object({ id: z.number().int(), naziv: z.string() })),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  chats: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The caller teaches students and may share with them as a group. */
  myStudents: z.boolean(),
});
export type ShareOptions = z.infer<typeof shareOptionsSchema>;

import { z } from 'zod';
import {
  POST_CONTENT_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
  POSTS_PAGE_DEFAULT,
  POSTS_PAGE_MAX,
} from '../constants.ts';
import { messages } from '../messages.ts';
import { nextCursorSchema, personRefSchema } from './common.ts';

/** Who a post reaches (spec §6): everyone, mentors and admins, or admins only. */
export const postVisibilities = ['public', 'mentor', 'admin'] as const;
export type PostVisibility = (typeof postVisibilities)[number];

export const postVisibilityLabels: Record<PostVisibility, string> = {
  public: 'Javno',
  mentor: 'Samo mentori',
  admin: 'Samo administratori',
};

const postFields = {
  title: z
    .string({ error: messages.postTitleRequired })
    .trim()
    .min(1, { error: messages.postTitleRequired })
    .max(POST_TITLE_MAX_LENGTH, { error: messages.postTitleTooLong }),
  visibility: z.enum(postVisibilities, { error: messages.postVisibilityInvalid }),
  showAllSchools: z.boolean({ error: messages.invalidInput }),
  content: z
    .string({ error: messages.invalidInput })
    .max(POST_CONTENT_MAX_LENGTH, { error: messages.postContentTooLong }),
};

/**
 * POST /api/posts (and the post dialogs). The content is HTML from the rich-text editor; the
 * server sanitizes it before storing, so this schema only bounds its size.
 */
export const postInputSchema = z.object({
  title: postFields.title,
  visibility: postFields.visibility.default('public'),
  showAllSchools: postFields.showAllSchools.default(false),
  content: postFields.content.default(''),
});

/**
 * PUT /api/posts-edit/{id}: the same rules, but a field left out stays as stored, so an edit
 * can never quietly make an admins-only post public or empty it.
 */
export const postEditSchema = z.object({
  title: postFields.title.optional(),
  visibility: postFields.visibility.optional(),
  showAllSchools: postFields.showAllSchools.optional(),
  content: postFields.content.optional(),
});
export type PostEdit = z.infer<typeof postEditSchema>;
export type PostInput = z.infer<typeof postInputSchema>;
/** What a form holds before defaults apply (react-hook-form's input type). */
export type PostFormValues = z.input<typeof postInputSchema>;

const flag = z
  .enum(['1', '0', 'true', 'false'], { error: messages.invalidInput })
  .transform((v) => v === '1' || v === 'true');

/** GET /api/posts query: cursor pagination, newest first; `mine=1` lists the caller's own posts. */
export const postListQuerySchema = z.object({
  cursor: z
    .string({ error: messages.invalidCursor })
    .regex(/^[1-9]\d{0,14}$/, { error: messages.invalidCursor })
    .transform(Number)
    .optional(),
  limit: z.coerce
    .number({ error: messages.invalidInput })
    .int({ error: messages.invalidInput })
    .min(1, { error: messages.invalidInput })
    .max(POSTS_PAGE_MAX, { error: messages.invalidInput })
    .default(POSTS_PAGE_DEFAULT),
  mine: flag.default(false),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

/** A post as the API returns it (spec §3). `content` is sanitized HTML, safe to render. */
export const postSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    visibility: z.enum(postVisibilities),
    showAllSchools: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    author: personRefSchema,
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof postSchema>;

/** GET /api/posts. `nextCursor` is opaque: pass it back as `?cursor=`; null on the last page. */
export const postPageSchema = z.object({
  posts: z.array(postSchema),
  nextCursor: nextCursorSchema,
});
export type PostPage = z.infer<typeof postPageSchema>;

export const postResponseSchema = z.object({ post: postSchema });
export const postSavedSchema = z.object({ post: postSchema, message: z.string() });

import type { RoleFlags } from '@takt/shared/roles';
import type {
  Post,
  PostEdit,
  PostInput,
  PostListQuery,
  PostPage,
  PostVisibility,
} from '@takt/shared/schemas/posts';
import { messages } from '@takt/shared/messages';
import { forbidden, notFound } from '../../plugins/app-error.ts';
import { sanitizePostHtml } from './post-html.ts';
import type { PostRecord, PostRepository } from './post.repository.ts';

export interface PostDeps {
  posts: PostRepository;
  now?: () => Date;
}

/** The signed-in caller as posts see them. */
export type PostReader = RoleFlags & { id: number; schoolId: number };

/**
 * Visibilities a reader receives (spec §6): students only public posts, mentors also mentor posts,
 * admins everything. Their own posts always reach their authors.
 */
export function visibleTo(reader: RoleFlags): PostVisibility[] {
  if (reader.isAdmin) return ['public', 'mentor', 'admin'];
  if (reader.isMentor) return ['public', 'mentor'];
  return ['public'];
}

function toPost(record: PostRecord): Post {
  return {
    id: record.id,
    title: record.title,
    content: record.content,
    visibility: record.visibility,
    showAllSchools: record.showAllSchools,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    author: record.author,
  };
}

export type PostService = ReturnType<typeof createPostService>;

export function createPostService(deps: PostDeps) {
  const now = deps.now ?? (() => new Date());

  /** The post, when it belongs to the caller's school and the caller wrote it. */
  async function ownPost(caller: PostReader, id: number): Promise<PostRecord> {
    const post = await deps.posts.findById(id);
    if (!post || post.schoolId !== caller.schoolId) throw notFound(messages.postNotFound);
    if (post.authorId !== caller.id) throw forbidden(messages.postAuthorOnly);
    return post;
  }

  const clean = (input: PostInput) => ({
    title: input.title,
    visibility: input.visibility,
    showAllSchools: input.showAllSchools,
    content: sanitizePostHtml(input.content),
  });

  return {
    async list(reader: PostReader, query: PostListQuery): Promise<PostPage> {
      const rows = await deps.posts.listFeed({
        schoolId: reader.schoolId,
        readerId: reader.id,
        visibilities: visibleTo(reader),
        mine: query.mine,
        beforeId: query.cursor,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        posts: page.map(toPost),
        nextCursor: rows.length > query.limit && last ? String(last.id) : null,
      };
    },

    async get(caller: PostReader, id: number): Promise<Post> {
      return toPost(await ownPost(caller, id));
    },

    async create(author: PostReader, input: PostInput): Promise<Post> {
      const id = await deps.posts.insert({
        ...clean(input),
        schoolId: author.schoolId,
        authorId: author.id,
        at: now().toISOString(),
      });
      const created = await deps.posts.findById(id);
      if (!created) throw notFound(messages.postNotFound);
      return toPost(created);
    },

    async update(caller: PostReader, id: number, edit: PostEdit): Promise<Post> {
      const stored = await ownPost(caller, id);
      const merged: PostInput = {
        title: edit.title ?? stored.title,
        visibility: edit.visibility ?? stored.visibility,
        showAllSchools: edit.showAllSchools ?? stored.showAllSchools,
        content: edit.content ?? stored.content,
      };
      await deps.posts.update(id, { ...clean(merged), at: now().toISOString() });
      return toPost(await ownPost(caller, id));
    },

    async remove(caller: PostReader, id: number): Promise<void> {
      await ownPost(caller, id);
      await deps.posts.delete(id);
    },
  };
}

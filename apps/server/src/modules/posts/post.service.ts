import { visiblePostVisibilities, type RoleFlags } from '@takt/shared/policy';
import type {
  Post,
  PostEdit,
  PostInput,
  PostListQuery,
  PostPage,
} from '@takt/shared/schemas/posts';
import { messages } from '@takt/shared/messages';
import type { Transactor } from '../../db/unit-of-work.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { DomainEvents, EventBus } from '../../lib/event-bus.ts';
import { sanitizePostHtml } from './post-html.ts';
import type { PostRecord, PostRepository } from './post.repository.ts';
import './post.events.ts';

export interface PostDeps {
  posts: PostRepository;
  transactor: Transactor;
  events: EventBus;
  now: () => Date;
  /** Work that commits with a new post, or not at all (its readers' notices are queued). */
  onCreated?: (post: DomainEvents['post.created']) => Promise<void>;
}

/** The signed-in caller as posts see them. */
export type PostReader = RoleFlags & { id: number; schoolId: number };

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
  const { now, posts, events } = deps;

  /** The post, when it belongs to the caller's school and the caller wrote it. */
  async function ownPost(caller: PostReader, id: number): Promise<PostRecord> {
    const post = await posts.findInSchool(caller.schoolId, id);
    if (!post) throw notFound(messages.postNotFound);
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
      // Students receive public posts, mentors also mentors', admins all (spec §6); authors
      // always see their own.
      const rows = await posts.listFeed({
        schoolId: reader.schoolId,
        readerId: reader.id,
        visibilities: visiblePostVisibilities(reader),
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
      const created = await deps.transactor.run(async () => {
        const id = await posts.insert({
          ...clean(input),
          schoolId: author.schoolId,
          authorId: author.id,
          at: now().toISOString(),
        });
        const post = await posts.findInSchool(author.schoolId, id);
        if (!post) throw notFound(messages.postNotFound);
        const created = {
          postId: id,
          schoolId: author.schoolId,
          authorId: author.id,
          title: post.title,
          visibility: post.visibility,
          showAllSchools: post.showAllSchools,
        };
        events.publish('post.created', created);
        await deps.onCreated?.(created);
        return post;
      });
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
      return deps.transactor.run(async () => {
        await posts.update(caller.schoolId, id, { ...clean(merged), at: now().toISOString() });
        const updated = await ownPost(caller, id);
        events.publish('post.updated', {
          postId: id,
          schoolId: caller.schoolId,
          showAllSchools: updated.showAllSchools || stored.showAllSchools,
        });
        return toPost(updated);
      });
    },

    async remove(caller: PostReader, id: number): Promise<void> {
      const post = await ownPost(caller, id);
      await deps.transactor.run(async () => {
        await posts.delete(caller.schoolId, id);
        events.publish('post.deleted', {
          postId: id,
          schoolId: caller.schoolId,
          showAllSchools: post.showAllSchools,
        });
      });
    },
  };
}

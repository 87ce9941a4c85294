import type { Selectable } from 'kysely';
import type { PostVisibility } from '@takt/shared/schemas/posts';
import type { PostsTable } from '../../db/schema/home.ts';
import { toBool } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';

export interface PostRecord {
  id: number;
  schoolId: number;
  authorId: number;
  title: string;
  content: string;
  visibility: PostVisibility;
  showAllSchools: boolean;
  createdAt: string;
  updatedAt: string;
  author: { id: number; ime: string; prezime: string };
}

export interface PostWrite {
  title: string;
  content: string;
  visibility: PostVisibility;
  showAllSchools: boolean;
}

/** Which posts a reader may receive: their school's (or shown to all) at these visibilities. */
export interface FeedFilter {
  schoolId: number;
  readerId: number;
  visibilities: PostVisibility[];
  /** Only posts written by the reader ('Moje objave'). */
  mine: boolean;
  /** Posts with an id below this one (the page after). */
  beforeId?: number;
  limit: number;
}

type PostRow = Selectable<PostsTable> & { authorIme: string; authorPrezime: string };

function toRecord(row: PostRow): PostRecord {
  return {
    id: row.id,
    schoolId: row.schoolId,
    authorId: row.authorId,
    title: row.title,
    content: row.content,
    visibility: row.visibility as PostVisibility,
    showAllSchools: toBool(row.showAllSchools),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    author: { id: row.authorId, ime: row.authorIme, prezime: row.authorPrezime },
  };
}

export type PostRepository = ReturnType<typeof createPostRepository>;

export function createPostRepository(data: DataAccess) {
  const withAuthor = () =>
    data.db
      .selectFrom('posts')
      .innerJoin('users', 'users.id', 'posts.authorId')
      .selectAll('posts')
      .select(['users.ime as authorIme', 'users.prezime as authorPrezime']);

  return {
    /** Newest first (ids grow with creation), limit rows. */
    async listFeed(filter: FeedFilter): Promise<PostRecord[]> {
      const page = (where: (q: ReturnType<typeof withAuthor>) => ReturnType<typeof withAuthor>) => {
        let query = where(withAuthor());
        if (filter.beforeId !== undefined) query = query.where('posts.id', '<', filter.beforeId);
        return query.orderBy('posts.id', 'desc').limit(filter.limit);
      };
      if (filter.mine) {
        const rows = await page((q) =>
          q
            .where('posts.authorId', '=', filter.readerId)
            .where('posts.schoolId', '=', filter.schoolId),
        ).execute();
        return rows.map(toRecord);
      }
      const visible = (q: ReturnType<typeof withAuthor>) =>
        q.where((eb) =>
          eb.or([
            eb('posts.visibility', 'in', filter.visibilities),
            eb('posts.authorId', '=', filter.readerId),
          ]),
        );
      // The newest page of the school's posts and of other schools' posts shown to all, each
      // read in order through its own index ((schoolId, id), (showAllSchools, id)), then the
      // newest of both. One condition over both sources made the database walk, or sort, every
      // school's posts.
      const own = page((q) => visible(q.where('posts.schoolId', '=', filter.schoolId)));
      const shared = page((q) =>
        visible(
          q.where('posts.showAllSchools', '=', true).where('posts.schoolId', '<>', filter.schoolId),
        ),
      );
      const rows = await data.db
        .selectFrom(own.as('own'))
        .selectAll()
        .unionAll(data.db.selectFrom(shared.as('shared')).selectAll())
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .execute();
      return rows.map(toRecord);
    },

    /** A post of the school (not one shown from another school). */
    async findInSchool(schoolId: number, id: number): Promise<PostRecord | null> {
      const row = await withAuthor()
        .where('posts.id', '=', id)
        .where('posts.schoolId', '=', schoolId)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async insert(post: PostWrite & { schoolId: number; authorId: number; at: string }) {
      const { id } = await data.db
        .insertInto('posts')
        .values({
          schoolId: post.schoolId,
          authorId: post.authorId,
          title: post.title,
          content: post.content,
          visibility: post.visibility,
          showAllSchools: post.showAllSchools,
          createdAt: post.at,
          updatedAt: post.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(schoolId: number, id: number, post: PostWrite & { at: string }): Promise<void> {
      await data.db
        .updateTable('posts')
        .set({
          title: post.title,
          content: post.content,
          visibility: post.visibility,
          showAllSchools: post.showAllSchools,
          updatedAt: post.at,
        })
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
        .execute();
    },

    async delete(schoolId: number, id: number): Promise<void> {
      await data.db
        .deleteFrom('posts')
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
        .execute();
    },
  };
}

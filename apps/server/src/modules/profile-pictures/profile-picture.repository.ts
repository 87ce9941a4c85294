import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const PROFILE_PICTURE_PURPOSE = 'profile-picture';

export interface StoredPicture {
  ownerId: number;
  schoolId: number;
  contentType: string;
  size: number;
  sha256: string;
  data: Buffer;
}

export type ProfilePictureRepository = ReturnType<typeof createProfilePictureRepository>;

/** Profile pictures in the `files` table: at most one row per owner. */
export function createProfilePictureRepository(db: Kysely<Database>) {
  return {
    async ownerSchool(userId: number): Promise<number | null> {
      const row = await db
        .selectFrom('users')
        .select('schoolId')
        .where('id', '=', userId)
        .where('isActive', '=', true)
        .executeTakeFirst();
      return row?.schoolId ?? null;
    },

    /** The picture's metadata, without the bytes (enough to answer If-None-Match). */
    async findMeta(ownerId: number) {
      return db
        .selectFrom('files')
        .select(['id', 'schoolId', 'contentType', 'size', 'sha256'])
        .where('ownerId', '=', ownerId)
        .where('purpose', '=', PROFILE_PICTURE_PURPOSE)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    async readData(fileId: number): Promise<Buffer | null> {
      const row = await db
        .selectFrom('files')
        .select('data')
        .where('id', '=', fileId)
        .executeTakeFirst();
      return row ? Buffer.from(row.data) : null;
    },

    /** Replaces the owner's picture in one transaction. */
    async replace(picture: StoredPicture, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('files')
          .where('ownerId', '=', picture.ownerId)
          .where('purpose', '=', PROFILE_PICTURE_PURPOSE)
          .execute();
        await trx
          .insertInto('files')
          .values({ ...picture, purpose: PROFILE_PICTURE_PURPOSE, createdAt: at })
          .execute();
      });
    },

    async remove(ownerId: number): Promise<number> {
      const result = await db
        .deleteFrom('files')
        .where('ownerId', '=', ownerId)
        .where('purpose', '=', PROFILE_PICTURE_PURPOSE)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

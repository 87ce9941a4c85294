import type { DataAccess } from '../../db/unit-of-work.ts';

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
export function createProfilePictureRepository(data: DataAccess) {
  return {
    /** Whether the user is an active member of the school. */
    async isActiveIn(schoolId: number, userId: number): Promise<boolean> {
      const row = await data.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .where('schoolId', '=', schoolId)
        .where('isActive', '=', true)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The picture's metadata, without the bytes (enough to answer If-None-Match). */
    async findMeta(schoolId: number, ownerId: number) {
      return data.db
        .selectFrom('files')
        .select(['id', 'schoolId', 'contentType', 'size', 'sha256'])
        .where('ownerId', '=', ownerId)
        .where('schoolId', '=', schoolId)
        .where('purpose', '=', PROFILE_PICTURE_PURPOSE)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    async readData(schoolId: number, fileId: number): Promise<Buffer | null> {
      const row = await data.db
        .selectFrom('files')
        .select('data')
        .where('id', '=', fileId)
        .where('schoolId', '=', schoolId)
        .executeTakeFirst();
      return row ? Buffer.from(row.data) : null;
    },

    /** Replaces the owner's picture (the service runs it in one transaction). */
    async replace(picture: StoredPicture, at: string): Promise<void> {
      await data.db
        .deleteFrom('files')
        .where('ownerId', '=', picture.ownerId)
        .where('schoolId', '=', picture.schoolId)
        .where('purpose', '=', PROFILE_PICTURE_PURPOSE)
        .execute();
      await data.db
        .insertInto('files')
        .values({ ...picture, purpose: PROFILE_PICTURE_PURPOSE, createdAt: at })
        .execute();
    },

    async remove(schoolId: number, ownerId: number): Promise<number> {
      const result = await data.db
        .deleteFrom('files')
        .where('ownerId', '=', ownerId)
        .where('schoolId', '=', schoolId)
        .where('purpose', '=', PROFILE_PICTURE_PURPOSE)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

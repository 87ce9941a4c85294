import type { DataAccess } from '../../db/unit-of-work.ts';

export type ProfilePictureRepository = ReturnType<typeof createProfilePictureRepository>;

/** What pictures need besides the files module: whether their owner is still in the school. */
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
  };
}

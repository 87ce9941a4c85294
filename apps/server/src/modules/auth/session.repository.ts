import type { DataAccess } from '../../db/unit-of-work.ts';

export interface SessionRecord {
  id: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
  revokedAt: string | null;
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;

export function createSessionRepository(data: DataAccess) {
  return {
    async create(session: Omit<SessionRecord, 'revokedAt'>): Promise<void> {
      await data.db
        .insertInto('sessions')
        .values({ ...session, revokedAt: null })
        .execute();
    },

    async findById(id: string): Promise<SessionRecord | null> {
      const row = await data.db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    async touch(id: string, at: string): Promise<void> {
      await data.db.updateTable('sessions').set({ lastSeenAt: at }).where('id', '=', id).execute();
    },

    async revoke(id: string, at: string): Promise<void> {
      await data.db
        .updateTable('sessions')
        .set({ revokedAt: at })
        .where('id', '=', id)
        .where('revokedAt', 'is', null)
        .execute();
    },

    /** Revokes every live session of the user, except `exceptId` when given (the caller's own). */
    /** Returns the ids it ended, so caches on every instance can drop them. */
    async revokeAllForUser(userId: number, at: string, exceptId?: string): Promise<string[]> {
      let query = data.db
        .updateTable('sessions')
        .set({ revokedAt: at })
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null);
      if (exceptId) query = query.where('id', '!=', exceptId);
      const rows = await query.returning('id').execute();
      return rows.map((r) => r.id);
    },

    /** Removes sessions that ended long ago so the table does not grow without bound. */
    async deleteEndedBefore(at: string): Promise<void> {
      await data.db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expiresAt', '<', at), eb('revokedAt', '<', at)]))
        .execute();
    },
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';

/** Notification rows of people, for assertions (oldest first). */
export async function notificationsOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'type', 'title', 'body', 'link', 'read', 'readAt', 'schoolId'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export async function recipientsOf(db: Kysely<Database>, type: string): Promise<number[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('userId')
    .where('type', '=', type)
    .orderBy('userId')
    .execute();
  return rows.map((r) => r.userId);
}

export async function pushJobs(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('job_queue')
    .selectAll()
    .where('name', 'like', 'notifications.push%')
    .orderBy('id')
    .execute();
  return rows;
}

import type { Kysely } from 'kysely';

/**
 * Indexes the load benchmarks on 50 schools × 1,000 students asked for: a school's posts newest
 * first (the feed reads them through (schoolId, id) instead of walking every school's posts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('posts_school_id_idx')
    .on('posts')
    .columns(['schoolId', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('posts_school_id_idx').execute();
}

import type { Kysely } from 'kysely';
import { portable } from './portable.ts';

/**
 * Profile: a `files` table for stored binaries (profile pictures now; documents and
 * invoice PDFs later). Each row keeps its content type, size and SHA-256 so a reader can answer
 * with an ETag without touching the bytes' meaning. A profile picture is the owner's one row of
 * purpose 'profile-picture'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);
  const blob = p.isPostgres ? 'bytea' : 'blob';

  await db.schema
    .createTable('files')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('ownerId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(40)', (c) => c.notNull())
    .addColumn('contentType', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('data', blob, (c) => c.notNull())
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('files_owner_purpose_idx')
    .on('files')
    .columns(['ownerId', 'purpose'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('files').execute();
}

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { portable, type Portable } from './portable.ts';

/**
 * Files: the `files` table keeps what a file is (owner, school, purpose, type, size, hash, the
 * name it was uploaded with) and where its bytes are in storage (`storageKey`). Bytes kept in the
 * row so far move to `inlineData`; the files module moves them into storage at startup (a
 * migration cannot write to disk). SQLite cannot drop NOT NULL from a column, so the table is
 * rebuilt: a new table, the rows copied with their ids, the old table dropped, the new renamed.
 * `ownerId` may be empty for files the server makes for a whole school.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);
  await createFilesTable(db, p, 'files_next', (t) =>
    t
      .addColumn('ownerId', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'varchar(40)', (c) => c.notNull())
      .addColumn('contentType', 'varchar(100)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('storageKey', 'varchar(200)')
      .addColumn('originalName', 'varchar(255)')
      .addColumn('inlineData', p.isPostgres ? 'bytea' : 'blob')
      .addColumn('createdAt', p.timestamp, (c) => c.notNull()),
  );
  await sql`
    insert into files_next
      ("id", "schoolId", "ownerId", "purpose", "contentType", "size", "sha256", "inlineData", "createdAt")
    select "id", "schoolId", "ownerId", "purpose", "contentType", "size", "sha256", "data", "createdAt"
    from files`.execute(db);
  await db.schema.dropIndex('files_owner_purpose_idx').execute();
  await db.schema.dropTable('files').execute();
  await db.schema.alterTable('files_next').renameTo('files').execute();
  if (p.isPostgres) {
    // Rows came with their ids: the identity continues after the highest one.
    await sql`select setval(pg_get_serial_sequence('files', 'id'),
      coalesce((select max("id") from files), 0) + 1, false)`.execute(db);
  }
  await db.schema
    .createIndex('files_owner_purpose_idx')
    .on('files')
    .columns(['ownerId', 'purpose'])
    .execute();
  await db.schema
    .createIndex('files_school_purpose_idx')
    .on('files')
    .columns(['schoolId', 'purpose'])
    .execute();
  await db.schema
    .createIndex('files_storage_key_idx')
    .on('files')
    .column('storageKey')
    .unique()
    .execute();
}

/** Back to bytes in the row: only files whose bytes are still inline can go back. */
export async function down(db: Kysely<any>): Promise<void> {
  const p = await portable(db);
  await createFilesTable(db, p, 'files_prev', (t) =>
    t
      .addColumn('ownerId', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'varchar(40)', (c) => c.notNull())
      .addColumn('contentType', 'varchar(100)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('data', p.isPostgres ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('createdAt', p.timestamp, (c) => c.notNull()),
  );
  await sql`
    insert into files_prev
      ("id", "schoolId", "ownerId", "purpose", "contentType", "size", "sha256", "data", "createdAt")
    select "id", "schoolId", "ownerId", "purpose", "contentType", "size", "sha256", "inlineData", "createdAt"
    from files where "inlineData" is not null and "ownerId" is not null`.execute(db);
  for (const index of [
    'files_owner_purpose_idx',
    'files_school_purpose_idx',
    'files_storage_key_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable('files').execute();
  await db.schema.alterTable('files_prev').renameTo('files').execute();
  if (p.isPostgres) {
    await sql`select setval(pg_get_serial_sequence('files', 'id'),
      coalesce((select max("id") from files), 0) + 1, false)`.execute(db);
  }
  await db.schema
    .createIndex('files_owner_purpose_idx')
    .on('files')
    .columns(['ownerId', 'purpose'])
    .execute();
}

type TableBuilder = ReturnType<Kysely<any>['schema']['createTable']>;

async function createFilesTable(
  db: Kysely<any>,
  p: Portable,
  name: string,
  columns: (table: TableBuilder) => TableBuilder,
): Promise<void> {
  const table = db.schema
    .createTable(name)
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    );
  await columns(table).execute();
}

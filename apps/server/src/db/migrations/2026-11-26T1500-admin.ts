import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { portable } from './portable.ts';

/**
 * Administration and data protection: the append-only audit log (ids and field names only, never
 * values, so erasure leaves it as is), consent records per purpose, and the moment a person's
 * data was erased.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', (c) => c.notNull())
    .addColumn('actorId', 'integer')
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('subjectType', 'varchar(20)', (c) => c.notNull())
    .addColumn('subjectId', 'integer')
    .addColumn('fields', p.json, (c) => c.notNull())
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_school_idx')
    .on('audit_log')
    .columns(['schoolId', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['schoolId', 'subjectId', 'action'])
    .execute();
  if (p.isPostgres) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }

  await db.schema
    .createTable('consents')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(30)', (c) => c.notNull())
    .addColumn('version', 'varchar(20)', (c) => c.notNull())
    .addColumn('givenByParent', 'varchar(200)')
    .addColumn('recordedById', 'integer')
    .addColumn('givenAt', p.timestamp, (c) => c.notNull())
    .addColumn('withdrawnAt', p.timestamp)
    .addColumn('withdrawnById', 'integer')
    .execute();
  await db.schema
    .createIndex('consents_user_idx')
    .on('consents')
    .columns(['schoolId', 'userId', 'purpose'])
    .execute();

  await db.schema.alterTable('users').addColumn('erasedAt', p.timestamp).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const p = await portable(db);
  await db.schema.alterTable('users').dropColumn('erasedAt').execute();
  await db.schema.dropTable('consents').execute();
  await db.schema.dropTable('audit_log').execute();
  if (p.isPostgres) await sql`drop function if exists audit_log_append_only()`.execute(db);
}

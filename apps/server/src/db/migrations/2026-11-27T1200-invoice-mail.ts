import { sql, type Kysely } from 'kysely';
import { portable } from './portable.ts';

/**
 * Invoices by e-mail and by instalment:
 * - `outbox_attachments`: files a queued mail carries, by reference to the files module (the
 *   bytes stay in file storage; the row names the file and the name it is attached under);
 * - `invoices.emailedAt`: when the invoice was last queued for e-mail (a retried send job
 *   skips what it already queued, and admins see it);
 * - `invoices.period` grows to 20 characters for instalment labels (`2026-R1`, `2026-R10`;
 *   SQLite does not enforce a varchar's length, PostgreSQL does).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);
  await db.schema
    .createTable('outbox_attachments')
    .addColumn('id', 'integer', p.id)
    .addColumn('outboxId', 'integer', (c) =>
      c.notNull().references('outbox.id').onDelete('cascade'),
    )
    .addColumn('fileId', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('fileName', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_attachments_outbox_idx')
    .on('outbox_attachments')
    .column('outboxId')
    .execute();
  await db.schema
    .createIndex('outbox_attachments_file_idx')
    .on('outbox_attachments')
    .column('fileId')
    .execute();
  await db.schema.alterTable('invoices').addColumn('emailedAt', p.timestamp).execute();
  if (p.isPostgres) {
    await sql`alter table invoices alter column "period" type varchar(20)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const p = await portable(db);
  if (p.isPostgres) {
    await sql`alter table invoices alter column "period" type varchar(7)`.execute(db);
  }
  await db.schema.alterTable('invoices').dropColumn('emailedAt').execute();
  await db.schema.dropTable('outbox_attachments').execute();
}

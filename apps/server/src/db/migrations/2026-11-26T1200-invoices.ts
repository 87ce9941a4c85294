import { sql, type Kysely } from 'kysely';
import { portable } from './portable.ts';

/**
 * Invoices: per-school settings, gapless number counters per (school, premises, year) and the
 * invoices themselves (storno rows point to their original; nothing is ever deleted). Amounts are
 * euro cents; days are `YYYY-MM-DD` text (Europe/Zagreb wall calendar) in both dialects.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);

  await db.schema
    .createTable('invoice_settings')
    .addColumn('schoolId', 'integer', (c) =>
      c.primaryKey().references('schools.id').onDelete('cascade'),
    )
    .addColumn('issuerName', 'varchar(100)', (c) => c.notNull())
    .addColumn('oib', 'varchar(11)', (c) => c.notNull())
    .addColumn('iban', 'varchar(34)', (c) => c.notNull())
    .addColumn('address', 'varchar(100)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('premises', 'varchar(20)', (c) => c.notNull())
    .addColumn('device', 'varchar(20)', (c) => c.notNull())
    .addColumn('dueDays', 'integer', (c) => c.notNull())
    .addColumn('paymentModel', 'varchar(4)', (c) => c.notNull())
    .addColumn('referenceScheme', 'varchar(20)', (c) => c.notNull())
    .addColumn('purposeCode', 'varchar(4)', (c) => c.notNull())
    .addColumn('defaultDescription', 'varchar(200)', (c) => c.notNull())
    .addColumn('siblingDiscounts', p.json, (c) => c.notNull())
    .addColumn('exemptions', p.json, (c) => c.notNull())
    .addColumn('updatedAt', p.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invoice_counters')
    .addColumn('schoolId', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('premises', 'varchar(20)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('lastNumber', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_counters_pk', ['schoolId', 'premises', 'year'])
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('studentId', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('premises', 'varchar(20)', (c) => c.notNull())
    .addColumn('device', 'varchar(20)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('numberText', 'varchar(60)', (c) => c.notNull())
    .addColumn('period', 'varchar(7)', (c) => c.notNull())
    .addColumn('issueDate', 'varchar(10)', (c) => c.notNull())
    .addColumn('dueDate', 'varchar(10)', (c) => c.notNull())
    .addColumn('amountCents', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('items', p.json, (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('model', 'varchar(4)', (c) => c.notNull())
    .addColumn('reference', 'varchar(22)', (c) => c.notNull())
    .addColumn('purposeCode', 'varchar(4)', (c) => c.notNull())
    .addColumn('payerName', 'varchar(200)', (c) => c.notNull())
    .addColumn('payerAddress', 'varchar(200)', (c) => c.notNull())
    .addColumn('payerCity', 'varchar(200)', (c) => c.notNull())
    .addColumn('issuer', p.json, (c) => c.notNull())
    .addColumn('originalId', 'integer', (c) => c.references('invoices.id'))
    .addColumn('stornoId', 'integer', (c) => c.references('invoices.id'))
    .addColumn('paidAt', 'varchar(10)')
    .addColumn('paidSource', 'varchar(10)')
    .addColumn('pdfFileId', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('zki', 'varchar(64)')
    .addColumn('jir', 'varchar(64)')
    .addColumn('createdBy', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', p.timestamp, (c) => c.notNull())
    .addUniqueConstraint('invoices_number_uq', ['schoolId', 'premises', 'year', 'number'])
    .execute();
  await db.schema
    .createIndex('invoices_student_idx')
    .on('invoices')
    .columns(['schoolId', 'studentId', 'period'])
    .execute();
  await db.schema
    .createIndex('invoices_period_idx')
    .on('invoices')
    .columns(['schoolId', 'period', 'id'])
    .execute();
  await db.schema
    .createIndex('invoices_reference_idx')
    .on('invoices')
    .columns(['schoolId', 'reference'])
    .execute();
  // One live invoice per student and month: a second issue run can never bill twice.
  await db.schema
    .createIndex('invoices_live_period_uq')
    .on('invoices')
    .columns(['schoolId', 'studentId', 'period'])
    .unique()
    .where(sql<boolean>`kind = 'invoice' and status <> 'cancelled'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_counters').execute();
  await db.schema.dropTable('invoice_settings').execute();
}

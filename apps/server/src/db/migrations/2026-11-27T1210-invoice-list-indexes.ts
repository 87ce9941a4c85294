import type { Kysely } from 'kysely';

/**
 * The admin invoice list of a big school reads a page newest first and the totals of its
 * filters on every request: the page's ids come from (school, id) or, filtered by status, from
 * (school, kind, status, id) without sorting the school's invoices; the totals read the amounts
 * from (school, kind, status, amountCents) alone, never the rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('invoices_school_id_idx')
    .on('invoices')
    .columns(['schoolId', 'id'])
    .execute();
  await db.schema
    .createIndex('invoices_school_status_idx')
    .on('invoices')
    .columns(['schoolId', 'kind', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('invoices_totals_idx')
    .on('invoices')
    .columns(['schoolId', 'kind', 'status', 'amountCents'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'invoices_totals_idx',
    'invoices_school_status_idx',
    'invoices_school_id_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}

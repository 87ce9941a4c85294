import type { DataAccess } from '../../db/unit-of-work.ts';
import {
  invoiceRows,
  UNPAID,
  type InvoiceRecord,
  type InvoiceSummaryRecord,
} from './invoice-rows.repository.ts';

/** Invoices read by id or by student, and the counts the screens show beside them. */
export function createInvoiceReadRepository(data: DataAccess) {
  const { base, toRecord, summaries, toSummaryRecord } = invoiceRows(data);

  return {
    async find(schoolId: number, id: number): Promise<InvoiceRecord | null> {
      const row = await base()
        .where('invoices.schoolId', '=', schoolId)
        .where('invoices.id', '=', id)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findMany(schoolId: number, ids: number[]): Promise<InvoiceRecord[]> {
      if (ids.length === 0) return [];
      const rows = await base()
        .where('invoices.schoolId', '=', schoolId)
        .where('invoices.id', 'in', ids)
        .orderBy('invoices.id')
        .execute();
      return rows.map(toRecord);
    },

    async summariesOf(schoolId: number, ids: number[]): Promise<InvoiceSummaryRecord[]> {
      if (ids.length === 0) return [];
      const rows = await summaries()
        .where('invoices.schoolId', '=', schoolId)
        .where('invoices.id', 'in', ids)
        .orderBy('invoices.id')
        .execute();
      return rows.map(toSummaryRecord);
    },

    /** Students of `ids` who already have a live invoice for `period`. */
    async billedIn(schoolId: number, period: string, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await data.db
        .selectFrom('invoices')
        .select('studentId')
        .where('schoolId', '=', schoolId)
        .where('period', '=', period)
        .where('kind', '=', 'invoice')
        .where('status', '<>', 'cancelled')
        .where('studentId', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.studentId));
    },

    /** How many of a period's invoices (and stornos) exist, and how many have their PDF. */
    async pdfProgress(schoolId: number, period: string) {
      const row = await data.db
        .selectFrom('invoices')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.count<number>('pdfFileId').as('ready'),
        ])
        .where('schoolId', '=', schoolId)
        .where('period', '=', period)
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), ready: Number(row.ready) };
    },

    async hasUnpaid(schoolId: number, studentId: number): Promise<boolean> {
      const row = await data.db
        .selectFrom('invoices')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('studentId', '=', studentId)
        .where('kind', '=', 'invoice')
        .where('status', 'in', UNPAID)
        .limit(1)
        .executeTakeFirst();
      return Boolean(row);
    },
  };
}

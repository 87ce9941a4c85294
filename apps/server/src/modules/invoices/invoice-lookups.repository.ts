import type { DataAccess } from '../../db/unit-of-work.ts';
import { invoiceRows, type InvoiceRecord } from './invoice-rows.repository.ts';

/**
 * Invoices found by a key from outside the invoice screens: a bank statement's reference, an
 * imported spreadsheet's OIB and period, a stored file's id.
 */
export function createInvoiceLookupRepository(data: DataAccess) {
  const { base, toRecord } = invoiceRows(data);

  return {
    /** Live invoices by payment reference (the bank statement's key). */
    async byReferences(schoolId: number, references: string[]): Promise<InvoiceRecord[]> {
      if (references.length === 0) return [];
      const rows = await base()
        .where('invoices.schoolId', '=', schoolId)
        .where('invoices.kind', '=', 'invoice')
        .where('invoices.status', '<>', 'cancelled')
        .where('invoices.reference', 'in', references)
        .execute();
      return rows.map(toRecord);
    },

    /** Live invoices of students with these OIBs in these periods (the spreadsheet's key). */
    async byOibs(schoolId: number, oibs: string[], periods: string[]) {
      if (oibs.length === 0 || periods.length === 0) return [];
      const rows = await base()
        .select('users.oib')
        .where('invoices.schoolId', '=', schoolId)
        .where('invoices.kind', '=', 'invoice')
        .where('invoices.status', '<>', 'cancelled')
        .where('users.oib', 'in', oibs)
        .where('invoices.period', 'in', periods)
        .execute();
      return rows.map(({ oib, ...r }) => ({ oib: oib ?? '', invoice: toRecord(r) }));
    },

    /** The student an invoice PDF bills (its file access rule). */
    async studentOfFile(schoolId: number, fileId: number): Promise<number | null> {
      const row = await data.db
        .selectFrom('invoices')
        .select('studentId')
        .where('schoolId', '=', schoolId)
        .where('pdfFileId', '=', fileId)
        .executeTakeFirst();
      return row?.studentId ?? null;
    },
  };
}

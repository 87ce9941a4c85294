import type { Insertable } from 'kysely';
import type { DataAccess } from '../../db/unit-of-work.ts';
import type { InvoicesTable } from '../../db/schema/invoices.ts';
import type { InvoiceRow } from './invoice-rows.repository.ts';

export type NewInvoice = Omit<Insertable<InvoicesTable>, 'id'>;

/** Issuing an invoice and what happens to it after: payment, storno, its PDF and e-mail. */
export function createInvoiceWriteRepository(data: DataAccess) {
  return {
    async insert(row: NewInvoice): Promise<number> {
      const { id } = await data.db
        .insertInto('invoices')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(
      schoolId: number,
      id: number,
      values: Partial<
        Pick<InvoiceRow, 'status' | 'paidAt' | 'paidSource' | 'stornoId' | 'zki' | 'jir'>
      >,
      at: string,
    ): Promise<void> {
      await data.db
        .updateTable('invoices')
        .set({ ...values, updatedAt: at })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },

    /** Links a PDF unless another run linked one first; answers whether this one was linked. */
    async setPdf(schoolId: number, id: number, fileId: number, at: string): Promise<boolean> {
      const result = await data.db
        .updateTable('invoices')
        .set({ pdfFileId: fileId, updatedAt: at })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .where('pdfFileId', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markEmailed(schoolId: number, id: number, at: string): Promise<void> {
      await data.db
        .updateTable('invoices')
        .set({ emailedAt: at })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },

    /** Issued invoices whose due date has passed become overdue; answers them. */
    async markOverdue(today: string, at: string) {
      return data.db
        .updateTable('invoices')
        .set({ status: 'overdue', updatedAt: at })
        .where('kind', '=', 'invoice')
        .where('status', '=', 'issued')
        .where('dueDate', '<', today)
        .returning(['id', 'schoolId', 'studentId', 'numberText'])
        .execute();
    },
  };
}

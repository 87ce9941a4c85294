import type { DataAccess } from '../../db/unit-of-work.ts';
import type { PersonalDataSource } from '../../lib/personal-data.ts';

/**
 * The invoices billed to a student. They are accounting records: erasure keeps each invoice, its
 * PDF and the buyer data printed on it (name, address, city) for the period the accounting law
 * requires (docs/admin.md), so this source exports and never erases.
 */
export function invoicePersonalData(data: DataAccess): PersonalDataSource {
  return {
    name: 'racuni',
    async export({ schoolId, userId }) {
      return data.db
        .selectFrom('invoices')
        .select([
          'numberText',
          'kind',
          'period',
          'issueDate',
          'dueDate',
          'amountCents',
          'status',
          'description',
          'payerName',
          'payerAddress',
          'payerCity',
          'reference',
          'paidAt',
        ])
        .where('schoolId', '=', schoolId)
        .where('studentId', '=', userId)
        .orderBy('id')
        .execute();
    },
  };
}

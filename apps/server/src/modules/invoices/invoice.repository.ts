import type { DataAccess } from '../../db/unit-of-work.ts';
import { createInvoiceListRepository } from './invoice-lists.repository.ts';
import { createInvoiceLookupRepository } from './invoice-lookups.repository.ts';
import { createInvoiceReadRepository } from './invoice-reads.repository.ts';
import { createInvoiceWriteRepository } from './invoice-writes.repository.ts';

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;

/**
 * The invoices table as one repository, so the services keep a single dependency however its
 * queries are grouped into files.
 */
export function createInvoiceRepository(data: DataAccess) {
  return {
    ...createInvoiceWriteRepository(data),
    ...createInvoiceReadRepository(data),
    ...createInvoiceListRepository(data),
    ...createInvoiceLookupRepository(data),
  };
}

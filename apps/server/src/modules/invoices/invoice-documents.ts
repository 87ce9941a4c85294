import type { FilesService } from '../files/files.service.ts';
import type { InvoiceRecord, InvoiceRepository } from './invoice.repository.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/**
 * Makes an invoice's PDF, stores it as a file of purpose 'invoice' (owned by the billed student,
 * readable by the school's admins) and links it to the invoice; answers the file id.
 */
export function createPdfStore(deps: {
  files: FilesService;
  invoices: InvoiceRepository;
  now: () => Date;
}) {
  return async (invoice: InvoiceRecord): Promise<number> => {
    const bytes = await renderInvoicePdf(invoice);
    const file = await deps.files.storeGenerated(bytes, {
      owner: invoice.studentId,
      school: invoice.schoolId,
      purpose: 'invoice',
      contentType: 'application/pdf',
      name: `racun-${invoice.numberText.replace(/\//g, '-')}.pdf`,
    });
    await deps.invoices.update(
      invoice.schoolId,
      invoice.id,
      { pdfFileId: file.id },
      deps.now().toISOString(),
    );
    return file.id;
  };
}

import type { Log } from '../../platform.ts';
import type { FilesService } from '../files/files.service.ts';
import type { InvoiceFiscalizer } from './fiscalisation.ts';
import type { InvoiceRecord } from './invoice-rows.repository.ts';
import type { InvoiceRepository } from './invoice.repository.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** The background job that fiscalises new invoices and makes their PDFs, a batch at a time. */
export const FINISH_JOB = 'invoices.finish';
export interface FinishPayload {
  schoolId: number;
  ids: number[];
}
/** Invoices per finishing job: a run of a thousand becomes forty jobs the scheduler spreads. */
export const FINISH_BATCH = 25;

export class FinishFailed extends Error {}

/**
 * An invoice's documents after it has committed: fiscalisation by the plugged-in provider (see
 * fiscalisation.ts), then the PDF, stored as a file of purpose 'invoice' (owned by the billed
 * student, readable by the school's admins) and linked to the invoice.
 */
export function createInvoiceDocuments(deps: {
  files: Pick<FilesService, 'storeGenerated' | 'remove'>;
  invoices: InvoiceRepository;
  fiscal: InvoiceFiscalizer;
  now: () => Date;
  log: Log;
}) {
  const { invoices } = deps;
  const at = () => deps.now().toISOString();

  /** Asks the provider for ZKI/JIR until it has given the JIR; keeps what it answers. */
  async function fiscalise(invoice: InvoiceRecord): Promise<InvoiceRecord> {
    if (invoice.jir !== null) return invoice;
    const receipt = await deps.fiscal.fiscalize({
      schoolId: invoice.schoolId,
      issuerOib: invoice.issuer.oib,
      numberText: invoice.numberText,
      premises: invoice.premises,
      device: invoice.device,
      issueDate: invoice.issueDate,
      amountCents: invoice.amountCents,
      zki: invoice.zki,
    });
    const zki = receipt.zki ?? invoice.zki;
    const jir = receipt.jir ?? invoice.jir;
    if (zki === invoice.zki && jir === invoice.jir) return invoice;
    await invoices.update(invoice.schoolId, invoice.id, { zki, jir }, at());
    return { ...invoice, zki, jir };
  }

  /**
   * Fiscalises and renders the invoice unless its PDF exists; answers the PDF's file id. Two
   * runs at once (the job and a download) both render, the first link wins and the other file
   * is removed again.
   */
  async function finish(invoice: InvoiceRecord): Promise<number> {
    if (invoice.pdfFileId !== null) return invoice.pdfFileId;
    const ready = await fiscalise(invoice);
    const bytes = await renderInvoicePdf(ready);
    const file = await deps.files.storeGenerated(bytes, {
      owner: invoice.studentId,
      school: invoice.schoolId,
      purpose: 'invoice',
      contentType: 'application/pdf',
      name: `racun-${invoice.numberText.replace(/\//g, '-')}.pdf`,
    });
    if (await invoices.setPdf(invoice.schoolId, invoice.id, file.id, at())) return file.id;
    await deps.files.remove(invoice.schoolId, file.id);
    const linked = await invoices.find(invoice.schoolId, invoice.id);
    if (linked?.pdfFileId == null) throw new FinishFailed(`invoice ${invoice.id} has no PDF`);
    return linked.pdfFileId;
  }

  return {
    finish,

    /**
     * The finishing job: every invoice of the batch still without a PDF is finished; one that
     * fails (the provider is down) does not hold up the others, and the job is retried for it.
     */
    async finishBatch({ schoolId, ids }: FinishPayload): Promise<void> {
      const failed: string[] = [];
      for (const invoice of await invoices.findMany(schoolId, ids)) {
        if (invoice.pdfFileId !== null) continue;
        try {
          await finish(invoice);
        } catch (error) {
          failed.push(`#${invoice.id}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (failed.length > 0) {
        deps.log.warn({ schoolId, failed }, 'invoices not finished; the job retries them');
        throw new FinishFailed(`not finished: ${failed.join('; ')}`.slice(0, 500));
      }
    },
  };
}

export type InvoiceDocuments = ReturnType<typeof createInvoiceDocuments>;

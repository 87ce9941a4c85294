import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import type { InvoiceFilter } from '@takt/shared/schemas/invoices';
import type { Transactor } from '../../db/unit-of-work.ts';
import type { JobScheduler } from '../../jobs/job-scheduler.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { Log } from '../../platform.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { InvoiceDocuments } from './invoice-documents.ts';
import { invoiceMail } from './invoice-mail.ts';
import type { InvoiceRecord } from './invoice-rows.repository.ts';
import type { InvoiceRepository } from './invoice.repository.ts';

/** The background job that mails a batch of invoices (PDFs made first where missing). */
export const MAIL_JOB = 'invoices.mail';
export interface MailPayload {
  schoolId: number;
  ids: number[];
  /** When the admin asked: a retry skips invoices already queued since. */
  requestedAt: string;
}
const MAIL_BATCH = 25;
/** The most invoices one bulk send takes (a school's year is far below). */
const BULK_MAX = 5000;

/**
 * Invoices by e-mail through the mail outbox: to the account's address (a minor's account
 * carries the parent's), with the PDF attached by reference to its file. One invoice is queued
 * at once; a filtered list goes to background jobs in batches.
 */
export function createInvoiceMailing(deps: {
  invoices: InvoiceRepository;
  documents: InvoiceDocuments;
  mail: Pick<MailService, 'enqueue' | 'context'>;
  jobs: Pick<JobScheduler, 'enqueue'>;
  transactor: Transactor;
  now: () => Date;
  log: Log;
}) {
  const { invoices, transactor } = deps;
  const at = () => deps.now().toISOString();

  async function queue(invoice: InvoiceRecord, fileId: number): Promise<void> {
    await transactor.run(async () => {
      await deps.mail.enqueue({
        schoolId: invoice.schoolId,
        kind: 'invoice',
        to: invoice.studentEmail,
        content: invoiceMail(deps.mail.context(invoice.issuer.name), invoice),
        attachments: [{ fileId, fileName: `racun-${invoice.numberText.replace(/\//g, '-')}.pdf` }],
      });
      await invoices.markEmailed(invoice.schoolId, invoice.id, at());
    });
  }

  return {
    /** Mails one invoice now (its PDF made first if it is missing). */
    async sendOne(invoice: InvoiceRecord): Promise<void> {
      if (!invoice.studentEmail.trim()) throw conflict(m.mailNoAddress);
      let fileId: number;
      try {
        fileId = await deps.documents.finish(invoice);
      } catch (error) {
        deps.log.warn({ err: error, invoiceId: invoice.id }, 'invoice PDF not made for mail');
        throw new AppError('service_unavailable', m.pdfNotReady);
      }
      await queue(invoice, fileId);
    },

    /** Queues background jobs mailing every live invoice of the filters; answers the counts. */
    async sendMatching(schoolId: number, filter: InvoiceFilter) {
      const ids = await invoices.idsMatching(schoolId, filter, { max: BULK_MAX, liveOnly: true });
      if (ids.length === 0) throw conflict(m.mailNothing);
      const found = await invoices.findMany(schoolId, ids);
      const withAddress = found.filter((i) => i.studentEmail.trim()).map((i) => i.id);
      const requestedAt = at();
      await transactor.run(async () => {
        for (let i = 0; i < withAddress.length; i += MAIL_BATCH) {
          await deps.jobs.enqueue<MailPayload>(MAIL_JOB, {
            schoolId,
            ids: withAddress.slice(i, i + MAIL_BATCH),
            requestedAt,
          });
        }
      });
      const noAddress = found.length - withAddress.length;
      return {
        queued: withAddress.length,
        noAddress,
        message: m.mailBulk(withAddress.length, noAddress),
      };
    },

    /** The mail job: each invoice not queued since the request gets its PDF and its mail. */
    async mailBatch({ schoolId, ids, requestedAt }: MailPayload): Promise<void> {
      const failed: number[] = [];
      for (const invoice of await invoices.findMany(schoolId, ids)) {
        if (invoice.emailedAt !== null && invoice.emailedAt >= requestedAt) continue;
        if (!invoice.studentEmail.trim()) continue;
        try {
          await queue(invoice, await deps.documents.finish(invoice));
        } catch (error) {
          deps.log.warn({ err: error, invoiceId: invoice.id }, 'invoice not mailed yet');
          failed.push(invoice.id);
        }
      }
      if (failed.length > 0) throw new Error(`invoices not mailed yet: ${failed.join(', ')}`);
    },
  };
}

export type InvoiceMailing = ReturnType<typeof createInvoiceMailing>;

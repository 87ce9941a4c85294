import type { Platform } from '../../platform.ts';
import type { FilesService } from '../files/files.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import { createBillingStudentsRepository } from './billing-students.repository.ts';
import { noFiscalisation, type InvoiceFiscalizer } from './fiscalisation.ts';
import { createInvoiceDocuments, FINISH_JOB, type FinishPayload } from './invoice-documents.ts';
import { createInvoiceMailing, MAIL_JOB, type MailPayload } from './invoice-mailing.ts';
import { createInvoiceRepository } from './invoice.repository.ts';
import { invoiceRoutes } from './invoice.routes.ts';
import { createInvoiceService } from './invoice.service.ts';
import { createInvoiceSettingsRepository } from './invoice-settings.repository.ts';
import { invoicePersonalData } from './invoice-personal-data.ts';

/**
 * Invoices: settings, runs with gapless numbers, PDFs with HUB-3 slips (made by background jobs
 * after the run commits), payments, e-mail with the PDF attached.
 */
export function createInvoiceModule(
  platform: Platform,
  deps: {
    files: FilesService;
    notifications: NotificationService;
    mail: MailService;
    /** A certified fiscalisation provider (see fiscalisation.ts); default: none. */
    fiscal?: InvoiceFiscalizer | undefined;
  },
) {
  const invoices = createInvoiceRepository(platform.data);
  const documents = createInvoiceDocuments({
    files: deps.files,
    invoices,
    fiscal: deps.fiscal ?? noFiscalisation,
    now: platform.now,
    log: platform.log,
  });
  const mailing = createInvoiceMailing({
    invoices,
    documents,
    mail: deps.mail,
    jobs: platform.jobs,
    transactor: platform.transactor,
    now: platform.now,
    log: platform.log,
  });
  const service = createInvoiceService({
    invoices,
    settings: createInvoiceSettingsRepository(platform.data),
    students: createBillingStudentsRepository(platform.data),
    transactor: platform.transactor,
    events: platform.events,
    jobs: platform.jobs,
    notifications: deps.notifications,
    documents,
    mailing,
    log: platform.log,
    now: platform.now,
  });
  platform.personalData.register(invoicePersonalData(platform.data));
  // An invoice PDF belongs to the billed student (its owner) and the school's admins.
  deps.files.registerAccess('invoice', async (viewer) => viewer.isAdmin);
  // A provider that is down is asked again with back-off (10 s, 20 s, … up to an hour).
  platform.jobs.define<FinishPayload>(FINISH_JOB, (p) => documents.finishBatch(p), {
    maxAttempts: 12,
  });
  platform.jobs.define<MailPayload>(MAIL_JOB, (p) => mailing.mailBatch(p), { maxAttempts: 12 });
  platform.jobs.recurring({
    name: 'invoices.overdue',
    schedule: { dailyAt: '06:00' },
    run: async () => {
      await service.markOverdue();
    },
  });
  return { name: 'invoices', service, routes: invoiceRoutes(service) };
}

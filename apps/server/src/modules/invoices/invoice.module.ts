import type { Platform } from '../../platform.ts';
import type { FilesService } from '../files/files.service.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import { createBillingStudentsRepository } from './billing-students.repository.ts';
import { noFiscalisation, type InvoiceFiscalizer } from './fiscalisation.ts';
import { createPdfStore } from './invoice-documents.ts';
import { createInvoiceRepository } from './invoice.repository.ts';
import { invoiceRoutes } from './invoice.routes.ts';
import { createInvoiceService } from './invoice.service.ts';
import { createInvoiceSettingsRepository } from './invoice-settings.repository.ts';

/** Invoices: settings, monthly runs with gapless numbers, PDFs with HUB-3 slips, payments. */
export function createInvoiceModule(
  platform: Platform,
  deps: {
    files: FilesService;
    notifications: NotificationService;
    fiscal?: InvoiceFiscalizer;
  },
) {
  const invoices = createInvoiceRepository(platform.data);
  const service = createInvoiceService({
    invoices,
    settings: createInvoiceSettingsRepository(platform.data),
    students: createBillingStudentsRepository(platform.data),
    transactor: platform.transactor,
    events: platform.events,
    notifications: deps.notifications,
    fiscal: deps.fiscal ?? noFiscalisation,
    renderPdf: createPdfStore({ files: deps.files, invoices, now: platform.now }),
    now: platform.now,
  });
  // An invoice PDF belongs to the billed student (its owner) and the school's admins.
  deps.files.registerAccess('invoice', async (viewer) => viewer.isAdmin);
  platform.jobs.recurring({
    name: 'invoices.overdue',
    schedule: { dailyAt: '06:00' },
    run: async () => {
      await service.markOverdue();
    },
  });
  return { name: 'invoices', service, routes: invoiceRoutes(service) };
}

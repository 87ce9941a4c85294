import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import { fileBytesResponse } from '@takt/shared/schemas/files';
import {
  bulkSendAnswerSchema,
  invoiceChangedSchema,
  invoiceExportQuerySchema,
  invoiceDetailSchema,
  invoiceFilterSchema,
  invoiceIssuedSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoicePdfSchema,
  invoicePreviewSchema,
  invoiceRunInputSchema,
  invoiceSentSchema,
  myInvoicesQuerySchema,
  myInvoicesSchema,
  pdfProgressQuerySchema,
  pdfProgressSchema,
} from '@takt/shared/schemas/invoices';
import {
  invoiceSettingsAnswerSchema,
  invoiceSettingsInputSchema,
  invoiceSettingsSavedSchema,
} from '@takt/shared/schemas/invoice-settings';
import {
  importInputSchema,
  importPreviewSchema,
  markManyPaidAnswerSchema,
  markManyPaidInputSchema,
  markPaidInputSchema,
} from '@takt/shared/schemas/invoice-payments';
import { idParamsSchema } from '@takt/shared/schemas/params';
import { requireAuth } from '../../plugins/access-control.ts';
import type { InvoiceService } from './invoice.service.ts';
import { invoicesCsv, invoicesXlsx } from './invoice-export.ts';
import { toSummary } from './invoice-lines.ts';

/** Invoices: admins configure, issue, cancel and mark paid; a student reads their own. */
export function invoiceRoutes(invoices: InvoiceService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/invoices/settings',
      { config: { access: 'admin' }, schema: { response: { 200: invoiceSettingsAnswerSchema } } },
      async (request) => ({ settings: await invoices.getSettings(requireAuth(request).user) }),
    );

    app.put(
      '/api/invoices/settings',
      {
        config: { access: 'admin' },
        schema: {
          body: invoiceSettingsInputSchema,
          response: { 200: invoiceSettingsSavedSchema },
        },
      },
      async (request) => ({
        settings: await invoices.saveSettings(requireAuth(request).user, request.body),
        message: m.settingsSaved,
      }),
    );

    app.post(
      '/api/invoices/preview',
      {
        config: { access: 'admin' },
        schema: { body: invoiceRunInputSchema, response: { 200: invoicePreviewSchema } },
      },
      async (request) => invoices.preview(requireAuth(request).user, request.body),
    );

    app.post(
      '/api/invoices/issue',
      {
        config: { access: 'admin' },
        schema: { body: invoiceRunInputSchema, response: { 201: invoiceIssuedSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await invoices.issue(requireAuth(request).user, request.body)),
    );

    app.get(
      '/api/invoices',
      {
        config: { access: 'admin' },
        schema: { querystring: invoiceListQuerySchema, response: { 200: invoiceListSchema } },
      },
      async (request) => invoices.list(requireAuth(request).user, request.query),
    );

    app.get(
      '/api/invoices/mine',
      {
        config: { access: 'student' },
        schema: { querystring: myInvoicesQuerySchema, response: { 200: myInvoicesSchema } },
      },
      async (request) => invoices.mine(requireAuth(request).user, request.query),
    );

    app.get(
      '/api/invoices/pdf-progress',
      {
        config: { access: 'admin' },
        schema: { querystring: pdfProgressQuerySchema, response: { 200: pdfProgressSchema } },
      },
      async (request) => invoices.pdfProgress(requireAuth(request).user, request.query.period),
    );

    app.post(
      '/api/invoices/send',
      {
        config: { access: 'admin' },
        schema: { body: invoiceFilterSchema, response: { 200: bulkSendAnswerSchema } },
      },
      async (request) => invoices.sendMatching(requireAuth(request).user, request.body),
    );

    app.post(
      '/api/invoices/paid',
      {
        config: { access: 'admin' },
        schema: { body: markManyPaidInputSchema, response: { 200: markManyPaidAnswerSchema } },
      },
      async (request) => {
        const updated = await invoices.markPaid(requireAuth(request).user, request.body);
        return { updated, message: m.markedPaidMany(updated) };
      },
    );

    app.post(
      '/api/invoices/import',
      {
        config: { access: 'admin' },
        bodyLimit: 6 * 1024 * 1024,
        schema: { body: importInputSchema, response: { 200: importPreviewSchema } },
      },
      async (request) => invoices.importPreview(requireAuth(request).user, request.body),
    );

    app.get(
      '/api/invoices/export',
      {
        config: { access: 'admin' },
        schema: {
          querystring: invoiceExportQuerySchema,
          response: { 200: fileBytesResponse('The invoices as CSV or XLSX') },
        },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const rows = await invoices.exportRows(requireAuth(request).user, filters);
        const name = `racuni${filters.period ? `-${filters.period}` : ''}.${format}`;
        void reply.header('Content-Disposition', `attachment; filename="${name}"`);
        if (format === 'xlsx') {
          return reply
            .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .send(await invoicesXlsx(rows));
        }
        return reply.type('text/csv; charset=utf-8').send(invoicesCsv(rows));
      },
    );

    app.get(
      '/api/invoices/:id',
      {
        config: { access: 'signedIn' },
        schema: { params: idParamsSchema, response: { 200: invoiceDetailSchema } },
      },
      async (request) => invoices.detail(requireAuth(request).user, request.params.id),
    );

    app.get(
      '/api/invoices/:id/pdf',
      {
        config: { access: 'signedIn' },
        schema: { params: idParamsSchema, response: { 200: invoicePdfSchema } },
      },
      async (request) => {
        const fileId = await invoices.pdfFile(requireAuth(request).user, request.params.id);
        return { fileId, url: `/api/files/${fileId}?download=1` };
      },
    );

    app.post(
      '/api/invoices/:id/cancel',
      {
        config: { access: 'admin' },
        schema: { params: idParamsSchema, response: { 200: invoiceChangedSchema } },
      },
      async (request) => ({
        invoice: await invoices.cancel(requireAuth(request).user, request.params.id),
        message: m.cancelled,
      }),
    );

    app.post(
      '/api/invoices/:id/paid',
      {
        config: { access: 'admin' },
        schema: {
          params: idParamsSchema,
          body: markPaidInputSchema,
          response: { 200: invoiceChangedSchema },
        },
      },
      async (request) => {
        const user = requireAuth(request).user;
        await invoices.markPaid(user, {
          invoiceIds: [request.params.id],
          source: 'manual',
          paidOn: request.body.paidOn,
        });
        const invoice = await invoices.findForDocument(user.schoolId, request.params.id);
        return { invoice: toSummary(invoice), message: m.markedPaid };
      },
    );

    app.post(
      '/api/invoices/:id/send',
      {
        config: { access: 'admin' },
        schema: { params: idParamsSchema, response: { 200: invoiceSentSchema } },
      },
      async (request) => ({
        invoice: await invoices.send(requireAuth(request).user, request.params.id),
        message: m.mailQueued,
      }),
    );
  };
}

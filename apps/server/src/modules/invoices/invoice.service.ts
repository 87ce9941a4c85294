import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import type {
  InvoiceDetail,
  InvoiceFilter,
  InvoiceListQuery,
  InvoiceRunInput,
} from '@takt/shared/schemas/invoices';
import type {
  InvoiceSettings,
  InvoiceSettingsInput,
  InvoiceSettingsView,
} from '@takt/shared/schemas/invoice-settings';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { pageFrom, toPage } from '../../lib/paging.ts';
import type { Log } from '../../platform.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import type { InvoiceDocuments } from './invoice-documents.ts';
import { hub3Svg } from './hub3.ts';
import { previewImport } from './invoice-import.ts';
import { createInvoiceIssuing, type IssuingDeps } from './invoice-issuing.ts';
import { toSummary } from './invoice-lines.ts';
import type { InvoiceMailing } from './invoice-mailing.ts';
import { createInvoicePayments } from './invoice-payments.ts';
import { hub3FieldsOf } from './invoice-pdf.ts';
import type { InvoiceRecord } from './invoice-rows.repository.ts';
import type { BillingStudentsRepository } from './billing-students.repository.ts';
import { createTotalsCache } from './invoice-totals-cache.ts';

export type InvoiceCaller = Pick<AuthContext['user'], 'id' | 'schoolId' | 'isAdmin' | 'isStudent'>;

export interface InvoiceDeps extends IssuingDeps {
  students: BillingStudentsRepository;
  documents: InvoiceDocuments;
  mailing: InvoiceMailing;
  log: Log;
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;

/**
 * Invoices of a school: settings, preview and issue runs with gapless numbers, storno, payments,
 * e-mail, the lists of admins and of a student (a parent signs in with the student's account).
 */
export function createInvoiceService(deps: InvoiceDeps) {
  const { invoices, events } = deps;
  const issuing = createInvoiceIssuing(deps);
  const payments = createInvoicePayments(deps);
  const totalsCache = createTotalsCache(events);
  const at = () => deps.now().toISOString();

  async function requireSettings(schoolId: number): Promise<InvoiceSettings> {
    const settings = await deps.settings.find(schoolId);
    if (!settings) throw conflict(m.settingsMissing);
    return settings;
  }

  async function invoiceIn(schoolId: number, id: number): Promise<InvoiceRecord> {
    const invoice = await invoices.find(schoolId, id);
    if (!invoice) throw notFound(m.invoiceNotFound);
    return invoice;
  }

  /** Students see their own, admins every invoice of their school; everyone else a 404. */
  async function visible(caller: InvoiceCaller, id: number): Promise<InvoiceRecord> {
    const invoice = await invoices.find(caller.schoolId, id);
    if (!invoice || (!caller.isAdmin && invoice.studentId !== caller.id)) {
      throw notFound(m.invoiceNotFound);
    }
    return invoice;
  }

  /** A program or students of another school (or none) are refused before anything else. */
  async function checkScope(schoolId: number, scope: InvoiceRunInput['scope']) {
    if (
      scope.kind === 'program' &&
      !(await deps.students.programExists(schoolId, scope.programId))
    ) {
      throw notFound(m.unknownProgram);
    }
    if (scope.kind === 'students') {
      const ids = [...new Set(scope.studentIds)];
      if ((await deps.students.countStudents(schoolId, ids)) !== ids.length) {
        throw badRequest(m.unknownStudents, 'validation_error', { scope: m.unknownStudents });
      }
    }
  }

  async function withNames(schoolId: number, s: InvoiceSettings): Promise<InvoiceSettingsView> {
    const names = await deps.students.names(
      schoolId,
      s.exemptions.map((e) => e.studentId),
    );
    return {
      ...s,
      exemptions: s.exemptions.map((e) => ({ ...e, studentName: names.get(e.studentId) ?? '' })),
    };
  }

  const summaries = async (schoolId: number, ids: number[]) =>
    (await invoices.summariesOf(schoolId, ids)).map(toSummary);

  return {
    async getSettings(caller: InvoiceCaller) {
      const settings = await deps.settings.find(caller.schoolId);
      return settings ? withNames(caller.schoolId, settings) : null;
    },

    async saveSettings(caller: InvoiceCaller, input: InvoiceSettingsInput) {
      const ids = [...new Set(input.exemptions.map((e) => e.studentId))];
      if ((await deps.students.countStudents(caller.schoolId, ids)) !== ids.length) {
        throw badRequest(m.exemptionStudent, 'validation_error', {
          exemptions: m.exemptionStudent,
        });
      }
      const exemptions = [...new Map(input.exemptions.map((e) => [e.studentId, e])).values()];
      const settings: InvoiceSettings = { ...input, exemptions };
      await deps.settings.save(caller.schoolId, settings, at());
      return withNames(caller.schoolId, settings);
    },

    async preview(caller: InvoiceCaller, input: InvoiceRunInput) {
      await checkScope(caller.schoolId, input.scope);
      const settings = await requireSettings(caller.schoolId);
      const { lines } = await issuing.runLines(caller.schoolId, input, settings);
      const ready = lines.filter((l) => l.ready);
      return {
        period: input.period,
        lines,
        totalCents: ready.reduce((sum, l) => sum + l.amountCents, 0),
        readyCount: ready.length,
      };
    },

    /** Issues a run in one transaction; PDFs follow from background jobs. */
    async issue(caller: InvoiceCaller, input: InvoiceRunInput) {
      await checkScope(caller.schoolId, input.scope);
      const settings = await requireSettings(caller.schoolId);
      const { ids, skipped } = await issuing.issue(caller, input, settings);
      const issued = await summaries(caller.schoolId, ids);
      return {
        issued,
        skipped,
        pdfPending: issued.filter((i) => !i.pdfReady).length,
        message: m.issued(issued.length),
      };
    },

    async cancel(caller: InvoiceCaller, id: number) {
      await invoiceIn(caller.schoolId, id);
      const settings = await requireSettings(caller.schoolId);
      await issuing.cancel(caller, id, settings);
      const [invoice] = await summaries(caller.schoolId, [id]);
      return invoice!;
    },

    ...payments,

    async list(caller: InvoiceCaller, query: InvoiceListQuery) {
      const page = pageFrom(query, 50);
      const { cursor: _c, limit: _l, ...filter } = query;
      const sum = () => invoices.totals(caller.schoolId, filter);
      const [rows, totals] = await Promise.all([
        invoices.list(caller.schoolId, filter, page),
        totalsCache.cacheable(filter) ? totalsCache.get(caller.schoolId, filter, sum) : sum(),
      ]);
      const { items, nextCursor } = toPage(rows, page.limit);
      return { items: items.map(toSummary), nextCursor, totals };
    },

    /** The caller's own invoices, newest period first, a page at a time. */
    async mine(caller: InvoiceCaller, query: { cursor?: string; limit?: number }) {
      const page = pageFrom(query, 50);
      const rows = await invoices.forStudent(caller.schoolId, caller.id, page);
      const { items, nextCursor } = toPage(rows, page.limit);
      return { invoices: items.map(toSummary), nextCursor };
    },

    async detail(caller: InvoiceCaller, id: number): Promise<InvoiceDetail> {
      const invoice = await visible(caller, id);
      return {
        ...toSummary(invoice),
        items: invoice.items,
        issuer: invoice.issuer,
        payer: { name: invoice.payerName, address: invoice.payerAddress, city: invoice.payerCity },
        purposeCode: invoice.purposeCode,
        barcodeSvg: hub3Svg(hub3FieldsOf(invoice)),
        zki: invoice.zki,
        jir: invoice.jir,
      };
    },

    /** The invoice's PDF file id, made now when the background job has not made it yet. */
    async pdfFile(caller: InvoiceCaller, id: number): Promise<number> {
      const invoice = await visible(caller, id);
      if (invoice.pdfFileId !== null) return invoice.pdfFileId;
      try {
        return await deps.documents.finish(invoice);
      } catch (error) {
        deps.log.warn({ err: error, invoiceId: id }, 'invoice PDF not made on request');
        throw new AppError('service_unavailable', m.pdfNotReady);
      }
    },

    pdfProgress: (caller: InvoiceCaller, period: string) =>
      invoices.pdfProgress(caller.schoolId, period),

    async send(caller: InvoiceCaller, id: number) {
      await deps.mailing.sendOne(await invoiceIn(caller.schoolId, id));
      const [invoice] = await summaries(caller.schoolId, [id]);
      return invoice!;
    },

    sendMatching: (caller: InvoiceCaller, filter: InvoiceFilter) =>
      deps.mailing.sendMatching(caller.schoolId, filter),

    importPreview: (caller: InvoiceCaller, file: { fileName: string; contentBase64: string }) =>
      previewImport(invoices, caller.schoolId, file),

    /** Every row of the admin list with these filters (at most 20 000), for the export. */
    async exportRows(caller: InvoiceCaller, filter: InvoiceFilter) {
      const rows = await invoices.list(caller.schoolId, filter, { limit: 20_000 });
      return rows.slice(0, 20_000).map(toSummary);
    },

    /** Ids of every invoice matching the filters (the demo seed's and bulk actions' choice). */
    idsMatching: (caller: InvoiceCaller, filter: InvoiceFilter) =>
      invoices.idsMatching(caller.schoolId, filter, { max: 20_000 }),

    hasUnpaidInvoice: (schoolId: number, userId: number) => invoices.hasUnpaid(schoolId, userId),

    /** Which student an invoice PDF belongs to (files access rule). */
    studentOfFile: (schoolId: number, fileId: number) => invoices.studentOfFile(schoolId, fileId),
    findForDocument: invoiceIn,
    visible,
  };
}

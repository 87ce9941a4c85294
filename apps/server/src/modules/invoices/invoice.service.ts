import { schoolDateAt } from '@takt/shared/calendar-date';
import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import type {
  InvoiceDetail,
  InvoiceFilter,
  InvoiceListQuery,
  InvoiceRunInput,
  InvoiceSettings,
  InvoiceSettingsInput,
  InvoiceSettingsView,
  MarkManyPaidInput,
} from '@takt/shared/schemas/invoices';
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
import { hub3FieldsOf } from './invoice-pdf.ts';
import type { InvoiceRecord } from './invoice-rows.repository.ts';
import type { BillingStudentsRepository } from './billing-students.repository.ts';
import { createTotalsCache } from './invoice-totals-cache.ts';
import '../users/user.events.ts';
import './invoice.events.ts';

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
  const { invoices, transactor, events } = deps;
  const issuing = createInvoiceIssuing(deps);
  const totalsCache = createTotalsCache(events);
  const at = () => deps.now().toISOString();
  const today = () => schoolDateAt(deps.now());

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

    /**
     * Marks invoices paid, each on its own day when the payment names one (a statement's
     * booking day), else on `paidOn` or today; answers how many changed.
     */
    async markPaid(
      caller: InvoiceCaller,
      input: Pick<MarkManyPaidInput, 'source' | 'paidOn'> &
        Partial<Pick<MarkManyPaidInput, 'invoiceIds' | 'payments'>>,
    ): Promise<number> {
      const schoolId = caller.schoolId;
      const days = new Map<number, string | undefined>();
      for (const id of input.invoiceIds ?? []) days.set(id, undefined);
      for (const p of input.payments ?? []) days.set(p.invoiceId, p.paidOn);
      const ids = [...days.keys()];
      return transactor.run(async () => {
        const found = await invoices.findMany(schoolId, ids);
        if (found.length !== ids.length) throw notFound(m.invoiceNotFound);
        let updated = 0;
        for (const invoice of found) {
          if (invoice.kind !== 'invoice' || invoice.status === 'cancelled') {
            throw conflict(m.cannotPayCancelled);
          }
          if (invoice.status === 'paid') {
            if (ids.length === 1) throw conflict(m.alreadyPaid);
            continue;
          }
          const paidAt = days.get(invoice.id) ?? input.paidOn ?? today();
          await invoices.update(
            schoolId,
            invoice.id,
            { status: 'paid', paidAt, paidSource: input.source },
            at(),
          );
          events.publish('invoice.paid', {
            schoolId,
            invoiceId: invoice.id,
            studentId: invoice.studentId,
          });
          updated++;
        }
        for (const userId of new Set(found.map((i) => i.studentId))) {
          events.publish('user.changed', { userId, schoolId });
        }
        return updated;
      });
    },

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

    /** The daily job: issued invoices past due become overdue; their students are told. */
    async markOverdue(): Promise<number> {
      return transactor.run(async () => {
        const rows = await invoices.markOverdue(today(), at());
        for (const r of rows) {
          await deps.notifications.notify([r.studentId], {
            type: 'invoice_overdue',
            link: `/racuni/${r.id}`,
            title: m.overdueTitle,
            body: m.overdueBody(r.numberText),
          });
          events.publish('invoice.overdue', {
            schoolId: r.schoolId,
            invoiceId: r.id,
            studentId: r.studentId,
          });
          events.publish('user.changed', { userId: r.studentId, schoolId: r.schoolId });
        }
        return rows.length;
      });
    },

    /** Which student an invoice PDF belongs to (files access rule). */
    studentOfFile: (schoolId: number, fileId: number) => invoices.studentOfFile(schoolId, fileId),
    findForDocument: invoiceIn,
    visible,
  };
}

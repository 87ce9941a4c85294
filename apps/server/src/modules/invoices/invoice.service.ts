import { addDays, schoolDateAt } from '@takt/shared/calendar-date';
import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import type {
  InvoiceDetail,
  InvoiceListQuery,
  InvoiceRunInput,
  InvoiceSettings,
  InvoiceSettingsInput,
} from '@takt/shared/schemas/invoices';
import type { Transactor } from '../../db/unit-of-work.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { pageFrom, toPage } from '../../lib/paging.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import type { BillingStudentsRepository } from './billing-students.repository.ts';
import type { InvoiceFiscalizer } from './fiscalisation.ts';
import { hub3Svg } from './hub3.ts';
import { previewImport } from './invoice-import.ts';
import { hub3FieldsOf } from './invoice-pdf.ts';
import {
  defaultDescription,
  euros,
  paymentReference,
  payerOf,
  previewLines,
  toSummary,
} from './invoice-lines.ts';
import type { InvoiceRecord, InvoiceRepository } from './invoice.repository.ts';
import type { InvoiceSettingsRepository } from './invoice-settings.repository.ts';
import '../users/user.events.ts';
import './invoice.events.ts';

export type InvoiceCaller = Pick<AuthContext['user'], 'id' | 'schoolId' | 'isAdmin' | 'isStudent'>;

export interface InvoiceDeps {
  invoices: InvoiceRepository;
  settings: InvoiceSettingsRepository;
  students: BillingStudentsRepository;
  transactor: Transactor;
  events: EventBus;
  notifications: {
    notify(
      userIds: number[],
      n: { type: 'invoice_issued' | 'invoice_overdue'; title: string; body: string },
    ): Promise<void>;
  };
  fiscal: InvoiceFiscalizer;
  /** Makes and stores the PDF of each invoice (after its commit); answers the file id. */
  renderPdf: (invoice: InvoiceRecord) => Promise<number>;
  now: () => Date;
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;

/**
 * Invoices of a school: settings, preview and issue runs with gapless numbers, storno, payments,
 * the lists of admins and of a student (a parent signs in with the student's account).
 */
export function createInvoiceService(deps: InvoiceDeps) {
  const { invoices, transactor, events } = deps;
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

  async function runLines(schoolId: number, input: InvoiceRunInput, settings: InvoiceSettings) {
    const { scope } = input;
    const billed = await deps.students.inScope(schoolId, scope);
    const family = await deps.students.families(
      schoolId,
      billed.map((s) => s.email),
    );
    const already = await invoices.billedIn(
      schoolId,
      input.period,
      billed.map((s) => s.id),
    );
    return { billed, lines: previewLines(billed, family, settings, already) };
  }

  /** After commit: fiscalise and render each invoice's PDF; a failure leaves it for later. */
  async function finish(schoolId: number, ids: number[]) {
    for (const invoice of await invoices.findMany(schoolId, ids)) {
      const receipt = await deps.fiscal.fiscalize({
        schoolId,
        issuerOib: invoice.issuer.oib,
        numberText: invoice.numberText,
        premises: invoice.premises,
        device: invoice.device,
        issueDate: invoice.issueDate,
        amountCents: invoice.amountCents,
      });
      if (receipt.zki || receipt.jir) {
        await invoices.update(schoolId, invoice.id, receipt, at());
        Object.assign(invoice, receipt);
      }
      await deps.renderPdf(invoice);
    }
  }

  const changedUsers = (schoolId: number, userIds: number[]) => {
    for (const userId of new Set(userIds)) events.publish('user.changed', { userId, schoolId });
  };

  return {
    async getSettings(caller: InvoiceCaller) {
      return deps.settings.find(caller.schoolId);
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
      return settings;
    },

    async preview(caller: InvoiceCaller, input: InvoiceRunInput) {
      await checkScope(caller.schoolId, input.scope);
      const settings = await requireSettings(caller.schoolId);
      const { lines } = await runLines(caller.schoolId, input, settings);
      const ready = lines.filter((l) => l.ready);
      return {
        period: input.period,
        lines,
        totalCents: ready.reduce((sum, l) => sum + l.amountCents, 0),
        readyCount: ready.length,
      };
    },

    /** Issues a run in one transaction, numbers taken from the locked counter. */
    async issue(
      caller: InvoiceCaller,
      input: InvoiceRunInput,
      options: { renderPdfs?: boolean } = {},
    ) {
      const schoolId = caller.schoolId;
      await checkScope(schoolId, input.scope);
      const settings = await requireSettings(schoolId);
      const issueDate = today();
      const year = Number(issueDate.slice(0, 4));
      const description = input.description || defaultDescription(settings, input.period);
      const { ids, skipped } = await transactor.run(async () => {
        let last = await deps.settings.lockCounter(schoolId, settings.premises, year);
        const { billed, lines } = await runLines(schoolId, input, settings);
        const byId = new Map(billed.map((s) => [s.id, s]));
        const created: number[] = [];
        for (const line of lines.filter((l) => l.ready)) {
          const student = byId.get(line.studentId)!;
          const payer = payerOf(student);
          const number = ++last;
          created.push(
            await invoices.insert({
              schoolId,
              studentId: student.id,
              kind: 'invoice',
              number,
              premises: settings.premises,
              device: settings.device,
              year,
              numberText: `${number}/${settings.premises}/${settings.device}`,
              period: input.period,
              issueDate,
              dueDate: addDays(issueDate, settings.dueDays),
              amountCents: line.amountCents,
              status: 'issued',
              items: JSON.stringify(line.items),
              description,
              model: settings.paymentModel,
              reference: paymentReference(settings, {
                studentId: student.id,
                period: input.period,
                number,
                year,
              }),
              purposeCode: settings.purposeCode,
              payerName: payer.name,
              payerAddress: payer.address,
              payerCity: payer.city,
              issuer: JSON.stringify({
                name: settings.issuerName,
                oib: settings.oib,
                iban: settings.iban,
                address: settings.address,
                city: settings.city,
              }),
              originalId: null,
              stornoId: null,
              paidAt: null,
              paidSource: null,
              pdfFileId: null,
              zki: null,
              jir: null,
              createdBy: caller.id,
              createdAt: at(),
              updatedAt: at(),
            }),
          );
          await deps.notifications.notify([student.id], {
            type: 'invoice_issued',
            title: m.issuedTitle,
            body: m.issuedBody(
              `${number}/${settings.premises}/${settings.device}`,
              euros(line.amountCents),
            ),
          });
        }
        if (created.length > 0) {
          await deps.settings.setCounter(schoolId, settings.premises, year, last);
          const studentIds = lines.filter((l) => l.ready).map((l) => l.studentId);
          events.publish('invoice.issued', { schoolId, invoiceIds: created, studentIds });
          changedUsers(schoolId, studentIds);
        }
        return { ids: created, skipped: lines.length - created.length };
      });
      // PDFs of a bulk seed are made on their first download instead.
      if (options.renderPdfs !== false) await finish(schoolId, ids);
      const issued = (await invoices.findMany(schoolId, ids)).map(toSummary);
      return { issued, skipped, message: m.issued(issued.length) };
    },

    /** Cancels an unpaid invoice with a storno invoice of its own number; nothing is deleted. */
    async cancel(caller: InvoiceCaller, id: number) {
      const schoolId = caller.schoolId;
      await invoiceIn(schoolId, id);
      const settings = await requireSettings(schoolId);
      const issueDate = today();
      const year = Number(issueDate.slice(0, 4));
      const stornoId = await transactor.run(async () => {
        let last = await deps.settings.lockCounter(schoolId, settings.premises, year);
        const original = await invoiceIn(schoolId, id);
        if (original.kind === 'storno') throw conflict(m.stornoOfStorno);
        if (original.status !== 'issued' && original.status !== 'overdue') {
          throw conflict(m.onlyIssuedCancel);
        }
        const number = ++last;
        const { id: _id, studentName: _name, ...copy } = original;
        const created = await invoices.insert({
          ...copy,
          kind: 'storno',
          number,
          premises: settings.premises,
          device: settings.device,
          year,
          numberText: `${number}/${settings.premises}/${settings.device}`,
          issueDate,
          dueDate: issueDate,
          amountCents: -original.amountCents,
          status: 'issued',
          items: JSON.stringify(original.items.map((i) => ({ ...i, amountCents: -i.amountCents }))),
          description: `Storno računa ${original.numberText}`,
          issuer: JSON.stringify(original.issuer),
          originalId: original.id,
          stornoId: null,
          paidAt: null,
          paidSource: null,
          pdfFileId: null,
          zki: null,
          jir: null,
          createdBy: caller.id,
          createdAt: at(),
          updatedAt: at(),
        });
        await invoices.update(
          schoolId,
          original.id,
          { status: 'cancelled', stornoId: created },
          at(),
        );
        await deps.settings.setCounter(schoolId, settings.premises, year, last);
        events.publish('invoice.issued', {
          schoolId,
          invoiceIds: [created],
          studentIds: [original.studentId],
        });
        changedUsers(schoolId, [original.studentId]);
        return created;
      });
      await finish(schoolId, [stornoId]);
      return toSummary(await invoiceIn(schoolId, id));
    },

    /** Marks invoices paid; answers how many changed (already paid ones are left alone). */
    async markPaid(
      caller: InvoiceCaller,
      ids: number[],
      source: 'manual' | 'xlsx' | 'camt',
      paidOn?: string,
    ): Promise<number> {
      const schoolId = caller.schoolId;
      return transactor.run(async () => {
        const found = await invoices.findMany(schoolId, [...new Set(ids)]);
        if (found.length !== new Set(ids).size) throw notFound(m.invoiceNotFound);
        let updated = 0;
        for (const invoice of found) {
          if (invoice.kind !== 'invoice' || invoice.status === 'cancelled') {
            throw conflict(m.cannotPayCancelled);
          }
          if (invoice.status === 'paid') {
            if (ids.length === 1) throw conflict(m.alreadyPaid);
            continue;
          }
          await invoices.update(
            schoolId,
            invoice.id,
            { status: 'paid', paidAt: paidOn ?? today(), paidSource: source },
            at(),
          );
          events.publish('invoice.paid', {
            schoolId,
            invoiceId: invoice.id,
            studentId: invoice.studentId,
          });
          updated++;
        }
        changedUsers(
          schoolId,
          found.map((i) => i.studentId),
        );
        return updated;
      });
    },

    async list(caller: InvoiceCaller, query: InvoiceListQuery) {
      const page = pageFrom(query, 50);
      const rows = await invoices.list(caller.schoolId, query, page);
      const { items, nextCursor } = toPage(rows, page.limit);
      return {
        items: items.map(toSummary),
        nextCursor,
        totals: await invoices.totals(caller.schoolId, query),
      };
    },

    async mine(caller: InvoiceCaller) {
      return (await invoices.forStudent(caller.schoolId, caller.id)).map(toSummary);
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

    /** The invoice's PDF file id, made now when it is missing. */
    async pdfFile(caller: InvoiceCaller, id: number): Promise<number> {
      const invoice = await visible(caller, id);
      return invoice.pdfFileId ?? deps.renderPdf(invoice);
    },

    importPreview: (caller: InvoiceCaller, file: { fileName: string; contentBase64: string }) =>
      previewImport(invoices, caller.schoolId, file),

    /** Every row of the admin list with these filters (at most 20 000), for the export. */
    async exportRows(caller: InvoiceCaller, query: InvoiceListQuery) {
      const rows = await invoices.list(caller.schoolId, query, { limit: 20_000 });
      return rows.slice(0, 20_000).map(toSummary);
    },

    hasUnpaidInvoice: (schoolId: number, userId: number) => invoices.hasUnpaid(schoolId, userId),

    /** The daily job: issued invoices past due become overdue; their students are told. */
    async markOverdue(): Promise<number> {
      return transactor.run(async () => {
        const rows = await invoices.markOverdue(today(), at());
        for (const r of rows) {
          await deps.notifications.notify([r.studentId], {
            type: 'invoice_overdue',
            title: m.overdueTitle,
            body: m.overdueBody(r.numberText),
          });
          events.publish('invoice.overdue', {
            schoolId: r.schoolId,
            invoiceId: r.id,
            studentId: r.studentId,
          });
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

import { addDays, schoolDateAt } from '@takt/shared/calendar-date';
import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import type { InvoiceRunInput } from '@takt/shared/schemas/invoices';
import type { InvoiceSettings } from '@takt/shared/schemas/invoice-settings';
import type { Transactor } from '../../db/unit-of-work.ts';
import type { JobScheduler } from '../../jobs/job-scheduler.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { BillingStudentsRepository } from './billing-students.repository.ts';
import { FINISH_BATCH, FINISH_JOB, type FinishPayload } from './invoice-documents.ts';
import {
  defaultDescription,
  euros,
  paymentReference,
  payerOf,
  previewLines,
} from './invoice-lines.ts';
import type { InvoiceRepository } from './invoice.repository.ts';
import type { NewInvoice } from './invoice-writes.repository.ts';
import type { InvoiceSettingsRepository } from './invoice-settings.repository.ts';
import '../users/user.events.ts';
import './invoice.events.ts';

export interface IssuingDeps {
  invoices: InvoiceRepository;
  settings: InvoiceSettingsRepository;
  students: BillingStudentsRepository;
  transactor: Transactor;
  events: EventBus;
  jobs: Pick<JobScheduler, 'enqueue'>;
  notifications: {
    notify(
      userIds: number[],
      n: {
        type: 'invoice_issued' | 'invoice_overdue';
        title: string;
        body: string;
        link?: string;
      },
    ): Promise<void>;
  };
  now: () => Date;
}

type Caller = { id: number; schoolId: number };

/**
 * Issue runs and stornos: each in one transaction that takes the (school, premises, year)
 * counter first, so numbers are gapless and never shared. What follows the commit (ZKI/JIR and
 * the PDF) is queued in the same transaction as background jobs: an issue answers as soon as the
 * rows exist, and a failure after the commit is the job's to retry, never the admin's error.
 */
export function createInvoiceIssuing(deps: IssuingDeps) {
  const { invoices, transactor, events } = deps;
  const at = () => deps.now().toISOString();
  const today = () => schoolDateAt(deps.now());

  async function runLines(schoolId: number, input: InvoiceRunInput, settings: InvoiceSettings) {
    const billed = await deps.students.inScope(schoolId, input.scope);
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

  /** Queues the finishing jobs of new invoices (inside the caller's transaction). */
  async function queueFinishing(schoolId: number, ids: number[]) {
    for (let i = 0; i < ids.length; i += FINISH_BATCH) {
      await deps.jobs.enqueue<FinishPayload>(FINISH_JOB, {
        schoolId,
        ids: ids.slice(i, i + FINISH_BATCH),
      });
    }
  }

  const changedUsers = (schoolId: number, userIds: number[]) => {
    for (const userId of new Set(userIds)) events.publish('user.changed', { userId, schoolId });
  };

  const numbering = (settings: InvoiceSettings, number: number) =>
    `${number}/${settings.premises}/${settings.device}`;

  return {
    runLines,

    /** Issues a run: answers the new invoices' ids and how many students were skipped. */
    async issue(caller: Caller, input: InvoiceRunInput, settings: InvoiceSettings) {
      const schoolId = caller.schoolId;
      const issueDate = today();
      const year = Number(issueDate.slice(0, 4));
      const description = input.description || defaultDescription(settings, input.period);
      return transactor.run(async () => {
        let last = await deps.settings.lockCounter(schoolId, settings.premises, year);
        const { billed, lines } = await runLines(schoolId, input, settings);
        const byId = new Map(billed.map((s) => [s.id, s]));
        const ready = lines.filter((l) => l.ready);
        const created: number[] = [];
        for (const line of ready) {
          const student = byId.get(line.studentId)!;
          const payer = payerOf(student);
          const number = ++last;
          const row: NewInvoice = {
            schoolId,
            studentId: student.id,
            kind: 'invoice',
            number,
            premises: settings.premises,
            device: settings.device,
            year,
            numberText: numbering(settings, number),
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
          };
          const id = await invoices.insert(row);
          created.push(id);
          await deps.notifications.notify([student.id], {
            type: 'invoice_issued',
            link: `/racuni/${id}`,
            title: m.issuedTitle,
            body: m.issuedBody(row.numberText, euros(line.amountCents)),
          });
        }
        if (created.length > 0) {
          await deps.settings.setCounter(schoolId, settings.premises, year, last);
          await queueFinishing(schoolId, created);
          const studentIds = ready.map((l) => l.studentId);
          events.publish('invoice.issued', { schoolId, invoiceIds: created, studentIds });
          changedUsers(schoolId, studentIds);
        }
        return { ids: created, skipped: lines.length - created.length };
      });
    },

    /** Cancels an unpaid invoice with a storno invoice of its own number; nothing is deleted. */
    async cancel(caller: Caller, id: number, settings: InvoiceSettings): Promise<number> {
      const schoolId = caller.schoolId;
      const issueDate = today();
      const year = Number(issueDate.slice(0, 4));
      return transactor.run(async () => {
        let last = await deps.settings.lockCounter(schoolId, settings.premises, year);
        const original = await invoices.find(schoolId, id);
        if (!original) throw notFound(m.invoiceNotFound);
        if (original.kind === 'storno') throw conflict(m.stornoOfStorno);
        if (original.status !== 'issued' && original.status !== 'overdue') {
          throw conflict(m.onlyIssuedCancel);
        }
        const number = ++last;
        const {
          id: _id,
          studentName: _name,
          studentEmail: _email,
          emailedAt: _mailed,
          ...copy
        } = original;
        const created = await invoices.insert({
          ...copy,
          kind: 'storno',
          number,
          premises: settings.premises,
          device: settings.device,
          year,
          numberText: numbering(settings, number),
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
        await queueFinishing(schoolId, [created]);
        events.publish('invoice.issued', {
          schoolId,
          invoiceIds: [created],
          studentIds: [original.studentId],
        });
        changedUsers(schoolId, [original.studentId]);
        return created;
      });
    },
  };
}

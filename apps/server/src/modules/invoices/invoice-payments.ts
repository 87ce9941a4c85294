import { schoolDateAt } from '@takt/shared/calendar-date';
import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import type { MarkManyPaidInput } from '@takt/shared/schemas/invoice-payments';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { IssuingDeps } from './invoice-issuing.ts';
import '../users/user.events.ts';
import './invoice.events.ts';

export type PaymentsDeps = Pick<
  IssuingDeps,
  'invoices' | 'transactor' | 'events' | 'notifications' | 'now'
>;

type Caller = { schoolId: number };

/**
 * What happens to an issued invoice afterwards: it is paid (by hand, from a bank statement or a
 * school's sheet) or, left unpaid past its due day, becomes overdue. Each change is published as
 * an event (delivered once the transaction commits) so the totals cache and the student's views
 * follow.
 */
export function createInvoicePayments(deps: PaymentsDeps) {
  const { invoices, transactor, events } = deps;
  const at = () => deps.now().toISOString();
  const today = () => schoolDateAt(deps.now());

  return {
    /**
     * Marks invoices paid, each on its own day when the payment names one (a statement's
     * booking day), else on `paidOn` or today; answers how many changed.
     */
    async markPaid(
      caller: Caller,
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
  };
}

export type InvoicePayments = ReturnType<typeof createInvoicePayments>;

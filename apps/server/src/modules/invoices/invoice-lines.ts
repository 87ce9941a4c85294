import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import { periodDigits, periodLabel } from '@takt/shared/invoice-periods';
import { referenceFor } from '@takt/shared/payment-codes';
import type { InvoiceSummary, PreviewLine } from '@takt/shared/schemas/invoices';
import type { InvoiceSettings } from '@takt/shared/schemas/invoice-settings';
import type { BillingStudent } from './billing-students.repository.ts';
import { computeAmounts } from './invoice-amounts.ts';
import type { InvoiceSummaryRecord } from './invoice-rows.repository.ts';

/** Pure helpers of the invoice service: preview lines, references, names, summaries. */

export function defaultDescription(settings: InvoiceSettings, period: string): string {
  return `${settings.defaultDescription} – ${periodLabel(period)}`.slice(0, 200);
}

/**
 * The payment reference of an invoice, by the school's scheme (which parts) and payment model
 * (whether and how a control digit is added; HR99 has none at all).
 */
export function paymentReference(
  settings: Pick<InvoiceSettings, 'referenceScheme' | 'paymentModel'>,
  v: { studentId: number; period: string; number: number; year: number },
): string {
  const parts =
    settings.referenceScheme === 'number-year'
      ? [String(v.number), String(v.year)]
      : [String(v.studentId), periodDigits(v.period)];
  return referenceFor(settings.paymentModel, parts);
}

/** The buyer: a parent for a minor (when known), else the student. */
export function payerOf(s: BillingStudent) {
  return {
    name: s.minor && s.parentName ? s.parentName : `${s.ime} ${s.prezime}`,
    address: s.address,
    city: s.city,
  };
}

/** Amount lines of a run; students already billed for the month are skipped with a reason. */
export function previewLines(
  billed: BillingStudent[],
  family: BillingStudent[],
  settings: InvoiceSettings,
  alreadyBilled: Set<number>,
): PreviewLine[] {
  const amounts = computeAmounts(billed, family, settings);
  return billed.map((s, i) => {
    const a = amounts[i]!;
    const reason = alreadyBilled.has(s.id) ? m.alreadyIssued : a.reason;
    return {
      studentId: s.id,
      ime: s.ime,
      prezime: s.prezime,
      items: a.items,
      amountCents: a.amountCents,
      ready: reason === null && a.amountCents > 0,
      reason,
    };
  });
}

export function toSummary(r: InvoiceSummaryRecord): InvoiceSummary {
  return {
    id: r.id,
    kind: r.kind,
    number: r.numberText,
    period: r.period,
    studentId: r.studentId,
    studentName: r.studentName,
    amountCents: r.amountCents,
    status: r.status,
    issueDate: r.issueDate,
    dueDate: r.dueDate,
    paidAt: r.paidAt,
    originalId: r.originalId,
    stornoId: r.stornoId,
    model: r.model,
    reference: r.reference,
    description: r.description,
    pdfReady: r.pdfFileId !== null,
    emailedAt: r.emailedAt,
  };
}

/** '12,50' style euro amount (hr-HR) without the currency sign. */
export function euros(cents: number): string {
  return EUROS.format(cents / 100);
}

const EUROS = new Intl.NumberFormat('hr-HR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

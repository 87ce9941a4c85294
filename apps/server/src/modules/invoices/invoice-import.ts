import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import type { ImportLine } from '@takt/shared/schemas/invoice-payments';
import { badRequest } from '../../lib/app-error.ts';
import { periodLabel } from '@takt/shared/invoice-periods';
import { euros } from './invoice-lines.ts';
import type { InvoiceRecord } from './invoice-rows.repository.ts';
import type { InvoiceRepository } from './invoice.repository.ts';
import { PaymentFileError, readCamt053, readPaymentSheet } from './payment-files.ts';

/**
 * The paid-status import preview: each payment line of a camt.053 statement (matched by model,
 * reference and amount) or of the school's spreadsheet (by OIB and month, and the amount when
 * the cell has one) becomes matched, already paid or unmatched. Nothing is marked paid here.
 */
export async function previewImport(
  invoices: InvoiceRepository,
  schoolId: number,
  file: { fileName: string; contentBase64: string },
): Promise<{ format: 'xlsx' | 'camt053'; lines: ImportLine[] }> {
  const bytes = Buffer.from(file.contentBase64, 'base64');
  const isZip = bytes.subarray(0, 2).toString('latin1') === 'PK';
  try {
    return isZip
      ? { format: 'xlsx', lines: await fromSheet(invoices, schoolId, bytes) }
      : {
          format: 'camt053',
          lines: await fromStatement(invoices, schoolId, bytes.toString('utf8')),
        };
  } catch (error) {
    if (error instanceof PaymentFileError) {
      const message = error.message === 'no oib' ? m.importNoColumns : m.importUnreadable;
      throw badRequest(message, 'validation_error', { file: message });
    }
    throw error;
  }
}

/**
 * A line's standing: unmatched (no invoice, or another amount), duplicate (this file already
 * named the invoice: the same payment twice), already paid, or matched.
 */
function judged(
  base: { line: number; text: string; amountCents: number | null; paidOn: string | null },
  invoice: InvoiceRecord | undefined,
  amountOk: boolean,
  seen: Set<number>,
): ImportLine {
  if (!invoice || !amountOk) {
    return {
      ...base,
      status: 'unmatched',
      invoiceId: null,
      invoiceNumber: null,
      studentName: null,
    };
  }
  const status = seen.has(invoice.id)
    ? 'duplicate'
    : invoice.status === 'paid'
      ? 'alreadyPaid'
      : 'matched';
  seen.add(invoice.id);
  return {
    ...base,
    status,
    invoiceId: invoice.id,
    invoiceNumber: invoice.numberText,
    studentName: invoice.studentName,
  };
}

async function fromStatement(invoices: InvoiceRepository, schoolId: number, xml: string) {
  const lines = readCamt053(xml);
  const found = await invoices.byReferences(
    schoolId,
    lines.map((l) => l.reference).filter(Boolean),
  );
  const byKey = new Map(found.map((i) => [`${i.model} ${i.reference}`, i]));
  const seen = new Set<number>();
  return lines.map((l) => {
    const invoice = byKey.get(`${l.model} ${l.reference}`);
    const text = [
      l.payer,
      l.model && `${l.model} ${l.reference}`,
      `${euros(l.amountCents)} €`,
      l.bookedOn,
    ]
      .filter(Boolean)
      .join(' · ');
    return judged(
      { line: l.line, text, amountCents: l.amountCents, paidOn: l.bookedOn },
      invoice,
      invoice?.amountCents === l.amountCents,
      seen,
    );
  });
}

async function fromSheet(invoices: InvoiceRepository, schoolId: number, bytes: Uint8Array) {
  const lines = await readPaymentSheet(bytes);
  const found = await invoices.byOibs(
    schoolId,
    [...new Set(lines.map((l) => l.oib))],
    [...new Set(lines.map((l) => l.period))],
  );
  const byKey = new Map(found.map((f) => [`${f.oib} ${f.invoice.period}`, f.invoice]));
  const seen = new Set<number>();
  return lines.map((l) => {
    const invoice = byKey.get(`${l.oib} ${l.period}`);
    const amount = l.amountCents === null ? '' : ` · ${euros(l.amountCents)} €`;
    const text = `OIB ${l.oib} · ${periodLabel(l.period)}${amount}`;
    const amountOk = l.amountCents === null || invoice?.amountCents === l.amountCents;
    return judged(
      { line: l.line, text, amountCents: l.amountCents, paidOn: l.paidOn },
      invoice,
      amountOk,
      seen,
    );
  });
}

/**
 * Fiscalisation of invoices (Croatian fiscalisation law, in force for these invoices from 2026).
 * Takt does not talk to the tax administration itself: a certified provider plugs in here and
 * answers the protective code (ZKI) and the unique invoice identifier (JIR) it obtained.
 *
 * How it runs: an invoice commits first (its number is taken), then the background job
 * `invoices.finish` calls `fiscalize` and only then draws the PDF, which prints ZKI and JIR. A
 * provider that throws (the tax administration is down) leaves the invoice without a PDF; the
 * job is retried with back-off (up to twelve times, the waits doubling to an hour) and calls it
 * again, passing the ZKI it answered before, if any. A provider may answer the ZKI alone (made
 * with the school's certificate while the tax administration is unreachable; it fiscalises
 * later on its own): the PDF is then drawn with the ZKI. Nothing of this reaches the admin who
 * issued as an error; a download asked for before the PDF exists answers 503 "try again".
 *
 * How to plug one in: `buildApp({ ..., invoiceFiscalizer })` (composition-root.ts passes it to
 * the invoices module); the default fiscalises nothing and leaves both columns empty.
 */
export interface FiscalInvoice {
  schoolId: number;
  issuerOib: string;
  numberText: string;
  premises: string;
  device: string;
  issueDate: string;
  amountCents: number;
  /** The ZKI an earlier call answered, when the JIR is still missing. */
  zki: string | null;
}

export interface FiscalReceipt {
  zki: string | null;
  jir: string | null;
}

export interface InvoiceFiscalizer {
  fiscalize(invoice: FiscalInvoice): Promise<FiscalReceipt>;
}

export const noFiscalisation: InvoiceFiscalizer = {
  fiscalize: () => Promise.resolve({ zki: null, jir: null }),
};

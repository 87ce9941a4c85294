/**
 * Fiscalisation of invoices (Croatian fiscalisation law, in force for these invoices from 2026).
 * Takt does not talk to the tax administration itself: a certified provider plugs in here and
 * answers the protective code (ZKI) and the unique invoice identifier (JIR) it obtained. The
 * default fiscalises nothing and leaves both empty; invoices keep nullable ZKI/JIR columns.
 */
export interface FiscalInvoice {
  schoolId: number;
  issuerOib: string;
  numberText: string;
  premises: string;
  device: string;
  issueDate: string;
  amountCents: number;
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

import type { Generated } from 'kysely';
import type { Timestamp, Json } from './columns.ts';

/** Invoices: the school's settings, gapless counters and the invoices themselves. */

export interface InvoiceSettingsTable {
  schoolId: number;
  issuerName: string;
  oib: string;
  iban: string;
  address: string;
  city: string;
  premises: string;
  device: string;
  dueDays: number;
  paymentModel: string;
  referenceScheme: string;
  purposeCode: string;
  defaultDescription: string;
  siblingDiscounts: Json;
  exemptions: Json;
  updatedAt: Timestamp;
}

export interface InvoiceCountersTable {
  schoolId: number;
  premises: string;
  year: number;
  lastNumber: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  schoolId: number;
  studentId: number;
  kind: string;
  number: number;
  premises: string;
  device: string;
  year: number;
  numberText: string;
  period: string;
  issueDate: string;
  dueDate: string;
  amountCents: number;
  status: string;
  items: Json;
  description: string;
  model: string;
  reference: string;
  purposeCode: string;
  payerName: string;
  payerAddress: string;
  payerCity: string;
  issuer: Json;
  originalId: number | null;
  stornoId: number | null;
  paidAt: string | null;
  paidSource: string | null;
  pdfFileId: number | null;
  zki: string | null;
  jir: string | null;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** When the invoice was last queued for e-mail. */
  emailedAt: Timestamp | null;
}

import type { Selectable } from 'kysely';
import type { InvoiceItem, InvoiceStatus } from '@takt/shared/schemas/invoices';
import type { DataAccess } from '../../db/unit-of-work.ts';
import type { InvoicesTable } from '../../db/schema/invoices.ts';
import { parseJson } from '../../db/rows.ts';

export type InvoiceRow = Selectable<InvoicesTable>;

export interface InvoiceIssuer {
  name: string;
  oib: string;
  iban: string;
  address: string;
  city: string;
}

/** The columns a list shows (no items, issuer or payer): lists never parse JSON per row. */
const SUMMARY_COLUMNS = [
  'invoices.id',
  'invoices.kind',
  'invoices.numberText',
  'invoices.period',
  'invoices.studentId',
  'invoices.amountCents',
  'invoices.status',
  'invoices.issueDate',
  'invoices.dueDate',
  'invoices.paidAt',
  'invoices.originalId',
  'invoices.stornoId',
  'invoices.model',
  'invoices.reference',
  'invoices.description',
  'invoices.pdfFileId',
  'invoices.emailedAt',
] as const;

export interface InvoiceSummaryRecord extends Pick<
  InvoiceRow,
  | 'id'
  | 'numberText'
  | 'period'
  | 'studentId'
  | 'amountCents'
  | 'issueDate'
  | 'dueDate'
  | 'paidAt'
  | 'originalId'
  | 'stornoId'
  | 'model'
  | 'reference'
  | 'description'
  | 'pdfFileId'
  | 'emailedAt'
> {
  kind: 'invoice' | 'storno';
  status: InvoiceStatus;
  studentName: string;
}

export interface InvoiceRecord extends Omit<InvoiceRow, 'items' | 'issuer' | 'status' | 'kind'> {
  kind: 'invoice' | 'storno';
  status: InvoiceStatus;
  items: InvoiceItem[];
  issuer: InvoiceIssuer;
  studentName: string;
  /** The account's address: the parent's for a minor (the family's e-mail). */
  studentEmail: string;
}

export const UNPAID: InvoiceStatus[] = ['issued', 'overdue'];

/**
 * The two shapes an invoice is read in, shared by the repository's parts so that a full record
 * and a list row are built the same way wherever they are read.
 */
export function invoiceRows(data: DataAccess) {
  const base = () =>
    data.db
      .selectFrom('invoices')
      .innerJoin('users', 'users.id', 'invoices.studentId')
      .selectAll('invoices')
      .select(['users.ime', 'users.prezime', 'users.email as studentEmail']);

  type Joined = InvoiceRow & { ime: string; prezime: string; studentEmail: string };
  const toRecord = ({ ime, prezime, ...r }: Joined): InvoiceRecord => ({
    ...r,
    kind: r.kind as InvoiceRecord['kind'],
    status: r.status as InvoiceStatus,
    amountCents: Number(r.amountCents),
    items: parseJson<InvoiceItem[]>(r.items, []),
    issuer: parseJson<InvoiceIssuer>(r.issuer, {
      name: '',
      oib: '',
      iban: '',
      address: '',
      city: '',
    }),
    studentName: `${ime} ${prezime}`,
  });

  const summaries = () =>
    data.db
      .selectFrom('invoices')
      .innerJoin('users', 'users.id', 'invoices.studentId')
      .select(SUMMARY_COLUMNS)
      .select(['users.ime', 'users.prezime']);
  type SummaryJoined = Omit<InvoiceSummaryRecord, 'kind' | 'status' | 'studentName'> & {
    kind: string;
    status: string;
    ime: string;
    prezime: string;
  };
  const toSummaryRecord = ({ ime, prezime, ...r }: SummaryJoined): InvoiceSummaryRecord => ({
    ...r,
    kind: r.kind as InvoiceSummaryRecord['kind'],
    status: r.status as InvoiceStatus,
    amountCents: Number(r.amountCents),
    studentName: `${ime} ${prezime}`,
  });

  return { base, toRecord, summaries, toSummaryRecord };
}

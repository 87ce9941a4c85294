import ExcelJS from 'exceljs';
import { XMLParser } from 'fast-xml-parser';

/**
 * Reading the files a school gets its payments from: a bank statement in ISO 20022 camt.053
 * XML (credits with their payment reference) and the spreadsheet schools keep today (an OIB
 * column and one column per month, a cell filled when that month is paid).
 */

export interface StatementLine {
  line: number;
  /** 'HR01', or '' when the payer gave none. */
  model: string;
  reference: string;
  amountCents: number;
  bookedOn: string | null;
  payer: string;
}

export interface SheetLine {
  line: number;
  oib: string;
  period: string;
  /** The amount in the cell, or null when it only says paid ('x', 'da', a date). */
  amountCents: number | null;
  /** The day in the cell when it holds one (the day it was paid). */
  paidOn: string | null;
}

export class PaymentFileError extends Error {}

const asArray = <T>(v: T | T[] | undefined): T[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];
const textOf = (v: unknown): string =>
  v === undefined || v === null
    ? ''
    : typeof v === 'object'
      ? textOf((v as { '#text'?: unknown })['#text'])
      : String(v);
const centsOf = (v: unknown): number => Math.round(Number(textOf(v).replace(',', '.')) * 100);

/** 'HR01 42-2026118', 'HR0142-2026118' → model and reference; anything else → none. */
export function splitReference(raw: string): { model: string; reference: string } {
  const match = /HR\s*(\d\d)\s*([\d-]{1,22})/.exec(raw.replace(/\s+/g, ' '));
  return match ? { model: `HR${match[1]}`, reference: match[2]! } : { model: '', reference: '' };
}

export function readCamt053(xml: string): StatementLine[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    removeNSPrefix: true,
    parseTagValue: false,
  });
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch {
    throw new PaymentFileError('not xml');
  }
  const root = (doc.Document as Record<string, unknown> | undefined)?.BkToCstmrStmt as
    Record<string, unknown> | undefined;
  if (!root) throw new PaymentFileError('not camt.053');
  const lines: StatementLine[] = [];
  for (const stmt of asArray(root.Stmt as Record<string, unknown>[])) {
    for (const entry of asArray(stmt.Ntry as Record<string, unknown>[])) {
      if (textOf(entry.CdtDbtInd) !== 'CRDT') continue;
      // The day the bank booked the credit (else its value day): the day the invoice was paid.
      const dayOf = (v: unknown) => {
        const d = (v ?? {}) as Record<string, unknown>;
        return textOf(d.Dt) || textOf(d.DtTm);
      };
      const booked = dayOf(entry.BookgDt) || dayOf(entry.ValDt) || null;
      const details = asArray(
        (entry.NtryDtls as Record<string, unknown> | undefined)?.TxDtls as Record<
          string,
          unknown
        >[],
      );
      for (const tx of details.length ? details : [entry]) {
        const rmt = (tx.RmtInf ?? entry.RmtInf ?? {}) as Record<string, unknown>;
        const strd = asArray(rmt.Strd as Record<string, unknown>[])[0];
        const ref = textOf(((strd?.CdtrRefInf as Record<string, unknown> | undefined) ?? {}).Ref);
        const ustrd = asArray(rmt.Ustrd as unknown[])
          .map(textOf)
          .join(' ');
        const parties = (tx.RltdPties ?? {}) as Record<string, unknown>;
        const debtor = ((parties.Dbtr as Record<string, unknown> | undefined) ?? {}) as Record<
          string,
          unknown
        >;
        const amount = (tx.Amt ??
          (tx.AmtDtls as Record<string, unknown> | undefined)?.TxAmt ??
          entry.Amt) as unknown;
        lines.push({
          line: lines.length + 1,
          ...splitReference(ref || ustrd),
          amountCents: centsOf((amount as Record<string, unknown>)?.Amt ?? amount),
          bookedOn: booked ? booked.slice(0, 10) : null,
          payer: textOf(debtor.Nm ?? (debtor.Pty as Record<string, unknown> | undefined)?.Nm),
        });
      }
    }
  }
  return lines;
}

const MONTHS = [
  'siječanj',
  'veljača',
  'ožujak',
  'travanj',
  'svibanj',
  'lipanj',
  'srpanj',
  'kolovoz',
  'rujan',
  'listopad',
  'studeni',
  'prosinac',
];

/** A month column's header: '2026-11', '11/2026', '11.2026.', 'studeni 2026', a date. */
export function headerPeriod(value: unknown): string | null {
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${String(value.getUTCMonth() + 1).padStart(2, '0')}`;
  }
  const text = textOf(value).trim().toLowerCase();
  let m = /^(\d{4})-(\d{1,2})$/.exec(text);
  if (m) return `${m[1]}-${m[2]!.padStart(2, '0')}`;
  m = /^(\d{1,2})\s*[./]\s*(\d{4})\.?$/.exec(text);
  if (m) return `${m[2]}-${m[1]!.padStart(2, '0')}`;
  m = /^([a-zčćđšž]+)\s+(\d{4})\.?$/.exec(text);
  const month = m ? MONTHS.indexOf(m[1]!) : -1;
  if (m && month >= 0) return `${m[2]}-${String(month + 1).padStart(2, '0')}`;
  return null;
}

function cellAmount(value: unknown): number | null | 'empty' {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'number') return Math.round(value * 100);
  if (value instanceof Date) return null;
  const text = textOf((value as { result?: unknown }).result ?? value).trim();
  if (!text || text === '-' || /^ne$/i.test(text)) return 'empty';
  const n = Number(text.replace(/\s|€/g, '').replace(',', '.'));
  return Number.isFinite(n) && /\d/.test(text) ? Math.round(n * 100) : null;
}

export async function readPaymentSheet(bytes: Uint8Array): Promise<SheetLine[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new PaymentFileError('not xlsx');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new PaymentFileError('empty');
  const header = sheet.getRow(1);
  let oibColumn = 0;
  const periods = new Map<number, string>();
  header.eachCell((cell, col) => {
    if (textOf(cell.value).trim().toUpperCase() === 'OIB') oibColumn = col;
    const period = headerPeriod(cell.value);
    if (period) periods.set(col, period);
  });
  if (!oibColumn) throw new PaymentFileError('no oib');
  const lines: SheetLine[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const oib = textOf(row.getCell(oibColumn).value).replace(/\D/g, '').padStart(11, '0');
    if (!/^\d{11}$/.test(oib) || oib === '00000000000') return;
    for (const [col, period] of periods) {
      const value = row.getCell(col).value;
      const amount = cellAmount(value);
      if (amount === 'empty') continue;
      const paidOn = value instanceof Date ? value.toISOString().slice(0, 10) : null;
      lines.push({ line: rowNumber, oib, period, amountCents: amount, paidOn });
    }
  });
  return lines;
}

import ExcelJS from 'exceljs';
import type { InvoiceSummary } from '@takt/shared/schemas/invoices';

/** The admin list as a spreadsheet: CSV (semicolons, as Croatian Excel opens it) or XLSX. */

const STATUS: Record<InvoiceSummary['status'], string> = {
  issued: 'Izdan',
  overdue: 'Dospio',
  paid: 'Plaćen',
  cancelled: 'Storniran',
};

const HEADER = [
  'Broj',
  'Vrsta',
  'Učenik',
  'Mjesec',
  'Iznos (€)',
  'Status',
  'Datum',
  'Rok',
  'Plaćeno',
  'Poziv na broj',
];

function cells(i: InvoiceSummary): (string | number)[] {
  return [
    i.number,
    i.kind === 'storno' ? 'Storno' : 'Račun',
    i.studentName,
    i.period,
    i.amountCents / 100,
    STATUS[i.status],
    i.issueDate,
    i.dueDate,
    i.paidAt ?? '',
    `${i.model} ${i.reference}`,
  ];
}

/** A cell that a spreadsheet would run as a formula gets a leading apostrophe. */
const safe = (v: string | number) => {
  if (typeof v === 'number') return v.toFixed(2).replace('.', ',');
  const text = /^[=+\-@]/.test(v) ? `'${v}` : v;
  return /[";\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function invoicesCsv(rows: InvoiceSummary[]): Buffer {
  const lines = [HEADER, ...rows.map(cells)].map((r) => r.map(safe).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function invoicesXlsx(rows: InvoiceSummary[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Računi');
  sheet.addRow(HEADER).font = { bold: true };
  for (const row of rows) sheet.addRow(cells(row));
  sheet.getColumn(5).numFmt = '#,##0.00';
  sheet.columns.forEach((c) => (c.width = 16));
  return Buffer.from(await book.xlsx.writeBuffer());
}

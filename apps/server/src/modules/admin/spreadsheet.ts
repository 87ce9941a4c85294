import ExcelJS from 'exceljs';
import { adminMessages as am, IMPORT_MAX_ROWS } from '@takt/shared/admin-messages';
import type { ImportRowValues } from '@takt/shared/schemas/admin-import';
import { foldCroatian } from '@takt/shared/username';
import { badRequest } from '../../lib/app-error.ts';
import { IMPORT_COLUMNS } from './import-rules.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The import template: Croatian headers, text-formatted cells (OIBs keep leading zeros). */
export async function importTemplate(example: { program: string; tip: string }): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Učenici');
  sheet.columns = IMPORT_COLUMNS.map(([header, key, width]) => ({
    header,
    key,
    width,
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    ime: 'Ana',
    prezime: 'Horvat',
    email: 'ana.horvat@example.com',
    oib: '69435151530',
    datumRodjenja: '04.03.2014.',
    brojMobitela: '+385911234567',
    ulica: 'Ilica',
    kucniBroj: '10',
    mjesto: 'Zagreb',
    program: example.program,
    pohadanjeNastave: example.tip,
    roditeljIme: 'Ivana',
    roditeljPrezime: 'Horvat',
    roditeljMobitel: '+385987654321',
    teorija: 'da',
    zbor: 'ne',
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const d = String(value.getUTCDate()).padStart(2, '0');
    const m = String(value.getUTCMonth() + 1).padStart(2, '0');
    return `${d}.${m}.${value.getUTCFullYear()}.`;
  }
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

const headerKey = (text: string) => foldCroatian(text).replace(/[^a-z]/g, '');

/**
 * Reads the first sheet of an import: a header row matching `columns` (accents, case and
 * punctuation ignored), then up to 1,000 non-empty rows, each cell as trimmed text.
 */
export async function readSheetRows<K extends string>(
  bytes: Buffer,
  columns: readonly (readonly [string, K, number])[],
  required: K[],
): Promise<(Record<K, string> & { row: number })[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(am.importFileInvalid, 'import_invalid');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest(am.importFileInvalid, 'import_invalid');
  const headers = new Map<number, K>();
  sheet.getRow(1).eachCell((cell, col) => {
    const found = columns.find(([h]) => headerKey(h) === headerKey(cellText(cell.value)));
    if (found) headers.set(col, found[1]);
  });
  if (!required.every((k) => [...headers.values()].includes(k))) {
    throw badRequest(am.importHeaders, 'import_invalid');
  }
  const rows: (Record<K, string> & { row: number })[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = Object.fromEntries(columns.map(([, key]) => [key, ''])) as Record<K, string>;
    let any = false;
    row.eachCell((cell, col) => {
      const key = headers.get(col);
      if (!key) return;
      let text = cellText(cell.value).trim().slice(0, 200);
      // A number-formatted OIB lost its leading zeros.
      if (key === 'oib' && typeof cell.value === 'number' && /^\d{1,10}$/.test(text)) {
        text = text.padStart(11, '0');
      }
      values[key] = text;
      if (text) any = true;
    });
    if (any) rows.push({ row: number, ...values });
  });
  if (rows.length === 0) throw badRequest(am.importEmpty, 'import_invalid');
  if (rows.length > IMPORT_MAX_ROWS) throw badRequest(am.importTooMany, 'import_invalid');
  return rows;
}

/** The students' import sheet (IMPORT_COLUMNS). */
export const readImportSheet = (bytes: Buffer): Promise<(ImportRowValues & { row: number })[]> =>
  readSheetRows(bytes, IMPORT_COLUMNS, ['ime', 'prezime', 'email']);

/** A template: Croatian headers, text-formatted cells, one example row. */
export async function templateOf<K extends string>(
  sheetName: string,
  columns: readonly (readonly [string, K, number])[],
  example: Record<K, string>,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map(([header, key, width]) => ({
    header,
    key,
    width,
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(example);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export interface ExportStudent {
  ime: string;
  prezime: string;
  korisnickoIme: string;
  email: string;
  oib: string | null;
  datumRodjenja: string | null;
  brojMobitela: string | null;
  programs: string[];
  mentors: string[];
  pohadjaTeoriju: boolean;
  maiZbor: boolean;
  isActive: boolean;
}

const EXPORT_HEADERS = [
  'Ime',
  'Prezime',
  'Korisničko ime',
  'E-mail',
  'OIB',
  'Datum rođenja',
  'Mobitel',
  'Programi',
  'Mentori',
  'Teorija',
  'Zbor',
  'Aktivan',
];

const hrDate = (iso: string | null) =>
  iso ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}.` : '';
const yes = (b: boolean) => (b ? 'da' : 'ne');

function exportCells(s: ExportStudent): string[] {
  return [
    s.ime,
    s.prezime,
    s.korisnickoIme,
    s.email,
    s.oib ?? '',
    hrDate(s.datumRodjenja),
    s.brojMobitela ?? '',
    s.programs.join(', '),
    s.mentors.join(', '),
    yes(s.pohadjaTeoriju),
    yes(s.maiZbor),
    yes(s.isActive),
  ];
}

/** A cell a spreadsheet would run as a formula is prefixed with an apostrophe. */
const safeCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

export function studentsCsv(students: ExportStudent[]): Buffer {
  const line = (cells: string[]) =>
    cells.map((c) => `"${safeCell(c).replace(/"/g, '""')}"`).join(';');
  const text = [EXPORT_HEADERS, ...students.map(exportCells)].map(line).join('\r\n');
  // A BOM so Excel reads the Croatian letters as UTF-8.
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

export async function studentsXlsx(students: ExportStudent[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Učenici');
  sheet.addRow(EXPORT_HEADERS).font = { bold: true };
  for (const s of students) sheet.addRow(exportCells(s));
  sheet.columns.forEach((c) => (c.width = 18));
  return Buffer.from(await book.xlsx.writeBuffer());
}

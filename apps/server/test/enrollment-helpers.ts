import ExcelJS from 'exceljs';
import { pdfPageTexts } from './pdf-reading.ts';

/**
 * The text of every page of a PDF, through the one PDF reader of the tests (a second pdf.js
 * version in the same worker refuses to start: "API version does not match Worker version").
 */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  return (await pdfPageTexts(new Uint8Array(bytes))).join('\n');
}

export async function pdfPageCount(bytes: Buffer | Uint8Array): Promise<number> {
  return (await pdfPageTexts(new Uint8Array(bytes))).length;
}

/** The first sheet of an XLSX as rows of cell texts, read back with exceljs. */
export async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

export const acceptBody = (overrides: Record<string, unknown> = {}) => ({
  agreementAccepted: true,
  agreementVersion: 1,
  oib: '69435151530',
  datumRodjenja: '2012-03-04',
  brojMobitela: '+385981234567',
  adresa: { ulica: 'Ilica', kucniBroj: '1', mjesto: 'Zagreb' },
  roditelj1: { ime: 'Ivana', prezime: 'Horvat', brojMobitela: '+385987654321' },
  roditelj2: { ime: 'Ivan', prezime: 'Horvat', brojMobitela: '+385911234567' },
  ...overrides,
});

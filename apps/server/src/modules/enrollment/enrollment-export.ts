import ExcelJS from 'exceljs';
import { attendanceLabels, enrollmentMessages as m } from '@takt/shared/enrollment-messages';
import type { StudentEnrollmentRow } from './enrollment.repository.ts';

/** The columns a secretary works with, in order. */
const COLUMNS = [
  'Prezime',
  'Ime',
  'Korisničko ime',
  'E-mail',
  'OIB',
  'Datum rođenja',
  'Mobitel',
  'Adresa',
  'Roditelj/skrbnik 1',
  'Mobitel roditelja 1',
  'Roditelj/skrbnik 2',
  'Mobitel roditelja 2',
  'Programi',
  'Mentori',
  'Status upisa',
  'Program upisa',
  'Način pohađanja',
  'Upis potvrđen',
  'Verzija uvjeta',
] as const;

const dateTime = new Intl.DateTimeFormat('hr-HR', {
  timeZone: 'Europe/Zagreb',
  dateStyle: 'short',
  timeStyle: 'short',
});

function cells(row: StudentEnrollmentRow): string[] {
  const e = row.enrollment;
  const person = e ?? row.personal;
  const address = [person.adresa.ulica, person.adresa.kucniBroj, person.adresa.mjesto]
    .filter(Boolean)
    .join(' ');
  const parent = (p: { ime: string; prezime: string } | null) =>
    p ? `${p.ime} ${p.prezime}`.trim() : '';
  return [
    row.prezime,
    row.ime,
    row.korisnickoIme,
    row.email,
    person.oib ?? '',
    person.datumRodjenja ?? '',
    person.brojMobitela ?? '',
    address,
    parent(person.roditelj1),
    person.roditelj1?.brojMobitela ?? '',
    parent(person.roditelj2),
    person.roditelj2?.brojMobitela ?? '',
    row.programs.map((p) => p.naziv).join(', '),
    row.mentors.map((p) => `${p.ime} ${p.prezime}`).join(', '),
    e ? m.confirmed : m.pending,
    e?.programName ?? '',
    e?.pohadanjeNastave ? (attendanceLabels[e.pohadanjeNastave] ?? e.pohadanjeNastave) : '',
    e ? dateTime.format(new Date(e.acceptedAt)) : '',
    e ? String(e.agreementVersion) : '',
  ];
}

/** Spreadsheets run cells starting with = + - @ as formulas; a leading apostrophe stops that. */
function neutralize(value: string): string {
  return /^[=@\t\r]/.test(value) || /^[+-][^\d]/.test(value) ? `'${value}` : value;
}

/** CSV for Excel in Croatian locales: UTF-8 with BOM, semicolons, quoted fields. */
export function enrollmentCsv(rows: StudentEnrollmentRow[]): string {
  const line = (values: readonly string[]) =>
    values.map((v) => `"${neutralize(v).replaceAll('"', '""')}"`).join(';');
  return '\ufeff' + [line(COLUMNS), ...rows.map((r) => line(cells(r)))].join('\r\n') + '\r\n';
}

/** The same table as an XLSX workbook (one sheet, header frozen, columns sized). */
export async function enrollmentXlsx(rows: StudentEnrollmentRow[], title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Takt';
  const sheet = workbook.addWorksheet(title.slice(0, 31).replace(/[\\/?*[\]:]/g, '-'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow([...COLUMNS]).font = { bold: true };
  for (const row of rows) sheet.addRow(cells(row).map(neutralize));
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(40, Math.max(COLUMNS[i]!.length + 2, 12));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

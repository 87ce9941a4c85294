import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { attendanceLabels } from '@takt/shared/enrollment-messages';

/** What one 'Potvrda o upisu' says. */
export interface ConfirmationData {
  schoolName: string;
  studentName: string;
  oib: string;
  datumRodjenja: string;
  programName: string | null;
  pohadanjeNastave: string | null;
  schoolYear: string;
  acceptedAt: string;
  agreementVersion: number;
}

let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/** DejaVu Sans (from its npm package) has every Croatian letter (č ć đ š ž). */
function fonts() {
  fontBytes ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    const [regular, bold] = await Promise.all([
      readFile(path.join(dir, 'DejaVuSans.ttf')),
      readFile(path.join(dir, 'DejaVuSans-Bold.ttf')),
    ]);
    return { regular, bold };
  })();
  return fontBytes;
}

const zagreb = new Intl.DateTimeFormat('hr-HR', {
  timeZone: 'Europe/Zagreb',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const formatBirthDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${Number(d)}.${Number(m)}.${y}.` : iso;
};

function drawPage(page: PDFPage, data: ConfirmationData, regular: PDFFont, bold: PDFFont) {
  const { height } = page.getSize();
  const ink = rgb(0.1, 0.1, 0.12);
  let y = height - 80;
  page.drawText(data.schoolName, { x: 60, y, size: 14, font: bold, color: ink });
  y -= 50;
  page.drawText('Potvrda o upisu', { x: 60, y, size: 24, font: bold, color: ink });
  y -= 22;
  page.drawText(`Školska godina ${data.schoolYear}`, {
    x: 60,
    y,
    size: 12,
    font: regular,
    color: ink,
  });
  y -= 40;
  const rows: [string, string][] = [
    ['Učenik', data.studentName],
    ['OIB', data.oib],
    ['Datum rođenja', formatBirthDate(data.datumRodjenja)],
    ['Program', data.programName ?? '—'],
    [
      'Način pohađanja nastave',
      data.pohadanjeNastave
        ? (attendanceLabels[data.pohadanjeNastave] ?? data.pohadanjeNastave)
        : '—',
    ],
    ['Školska godina', data.schoolYear],
    ['Upis potvrđen', zagreb.format(new Date(data.acceptedAt))],
    ['Verzija uvjeta upisa', String(data.agreementVersion)],
  ];
  for (const [label, value] of rows) {
    page.drawText(label, { x: 60, y, size: 11, font: regular, color: rgb(0.35, 0.35, 0.4) });
    page.drawText(value, { x: 230, y, size: 11, font: bold, color: ink, maxWidth: 320 });
    y -= 24;
  }
  y -= 30;
  page.drawText(
    'Učenik (odnosno roditelj ili skrbnik) prihvatio je uvjete upisa navedene verzije.',
    { x: 60, y, size: 10, font: regular, color: ink, maxWidth: 480 },
  );
}

/** One PDF with a page per confirmation (one for a student, many for the dashboard's bulk). */
export async function confirmationPdf(items: ConfirmationData[]): Promise<Uint8Array> {
  const { regular, bold } = await fonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(
    items.length === 1 ? `Potvrda o upisu – ${items[0]!.studentName}` : 'Potvrde o upisu',
  );
  doc.setLanguage('hr-HR');
  const regularFont = await doc.embedFont(regular, { subset: true });
  const boldFont = await doc.embedFont(bold, { subset: true });
  for (const item of items) drawPage(doc.addPage([595.28, 841.89]), item, regularFont, boldFont);
  return doc.save();
}

/** A file name from the student's name and id (spec §7), ASCII only. */
export function confirmationFileName(studentName: string, studentId: number): string {
  const ascii = studentName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `potvrda-o-upisu-${ascii || 'ucenik'}-${studentId}.pdf`;
}

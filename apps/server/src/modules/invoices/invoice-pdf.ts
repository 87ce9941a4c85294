import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { hub3Png, type Hub3Fields } from './hub3.ts';
import { euros, periodLabel } from './invoice-lines.ts';
import type { InvoiceRecord } from './invoice.repository.ts';

/**
 * The invoice PDF (pdf-lib, DejaVu Sans from the dejavu-fonts-ttf package for č, ć, đ, š, ž):
 * the school's header, the buyer, items, total in euros (hr-HR), due date, payment data and a
 * HUB-3A slip with its PDF417 barcode at the bottom of the page.
 */

const require = createRequire(import.meta.url);

/*
 * fontkit parses a font's layout tables again for every document that embeds it (about 100 ms
 * for DejaVu). The two fonts never change, so each is parsed once and shared: pdf-lib asks this
 * wrapper, which answers the same read-only font object for the same bytes.
 */
const parsed = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const sharedFontkit: typeof fontkit = {
  create(data, postscriptName) {
    let font = parsed.get(data);
    if (!font) parsed.set(data, (font = fontkit.create(data, postscriptName)));
    return font;
  },
};

let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
function fontBytes() {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

export function hub3FieldsOf(invoice: InvoiceRecord): Hub3Fields {
  return {
    amountCents: Math.max(0, invoice.amountCents),
    payerName: invoice.payerName,
    payerAddress: invoice.payerAddress,
    payerCity: invoice.payerCity,
    payeeName: invoice.issuer.name,
    payeeAddress: invoice.issuer.address,
    payeeCity: invoice.issuer.city,
    iban: invoice.issuer.iban,
    model: invoice.model,
    reference: invoice.reference,
    purposeCode: invoice.purposeCode,
    description: invoice.description,
  };
}

const hrDate = (iso: string) => {
  const [y, mo, d] = iso.split('-');
  return `${Number(d)}. ${Number(mo)}. ${y}.`;
};

const GREY = rgb(0.35, 0.35, 0.35);

export async function renderInvoicePdf(invoice: InvoiceRecord): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(sharedFontkit);
  const bytes = await fontBytes();
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });
  const title = invoice.kind === 'storno' ? 'Storno račun' : 'Račun';
  doc.setTitle(`${title} ${invoice.numberText}`);
  doc.setAuthor(invoice.issuer.name);
  const page = doc.addPage([595.28, 841.89]);
  const text = (
    s: string,
    x: number,
    y: number,
    size = 10,
    font: PDFFont = regular,
    color = rgb(0, 0, 0),
  ) => page.drawText(s, { x, y, size, font, color });
  const right = (s: string, x: number, y: number, size = 10, font: PDFFont = regular) =>
    text(s, x - font.widthOfTextAtSize(s, size), y, size, font);

  // Issuer
  text(invoice.issuer.name, 50, 790, 16, bold);
  text([invoice.issuer.address, invoice.issuer.city].filter(Boolean).join(', '), 50, 772, 10);
  text(`OIB: ${invoice.issuer.oib}   IBAN: ${invoice.issuer.iban}`, 50, 758, 10);

  // Title and dates
  text(`${title} br. ${invoice.numberText}`, 50, 715, 14, bold);
  text(`Datum izdavanja: ${hrDate(invoice.issueDate)}`, 50, 697);
  if (invoice.kind === 'invoice') text(`Rok plaćanja: ${hrDate(invoice.dueDate)}`, 50, 683);
  text(`Razdoblje: ${periodLabel(invoice.period)}`, 50, 669);

  // Buyer
  text('Kupac', 330, 715, 10, bold, GREY);
  text(invoice.payerName, 330, 700, 11, bold);
  text(invoice.payerAddress, 330, 686);
  text(invoice.payerCity, 330, 672);
  text(`Učenik: ${invoice.studentName}`, 330, 658);

  // Items
  let y = 620;
  text('Opis', 50, y, 10, bold);
  right('Iznos (€)', 545, y, 10, bold);
  page.drawLine({ start: { x: 50, y: y - 5 }, end: { x: 545, y: y - 5 }, thickness: 0.7 });
  for (const item of invoice.items) {
    y -= 18;
    text(item.label.slice(0, 80), 50, y);
    right(euros(item.amountCents), 545, y);
  }
  y -= 12;
  page.drawLine({ start: { x: 300, y }, end: { x: 545, y }, thickness: 0.7 });
  y -= 16;
  text('Ukupno za platiti', 300, y, 11, bold);
  right(`${euros(invoice.amountCents)} €`, 545, y, 11, bold);

  // Payment data
  y -= 40;
  text(invoice.description, 50, y);
  if (invoice.kind === 'invoice') {
    text(
      `Plaćanje na IBAN ${invoice.issuer.iban}, model ${invoice.model}, poziv na broj ${invoice.reference}.`,
      50,
      y - 15,
    );
  }
  if (invoice.zki) text(`ZKI: ${invoice.zki}`, 50, y - 30, 8, regular, GREY);
  if (invoice.jir) text(`JIR: ${invoice.jir}`, 50, y - 42, 8, regular, GREY);

  if (invoice.kind === 'invoice') await drawSlip(doc, page, invoice, regular, bold);
  return doc.save();
}

/** The HUB-3A payment slip: payer and payee on the left, payment data and barcode on the right. */
async function drawSlip(
  doc: PDFDocument,
  page: PDFPage,
  invoice: InvoiceRecord,
  regular: PDFFont,
  bold: PDFFont,
) {
  const top = 300;
  page.drawRectangle({
    x: 40,
    y: 40,
    width: 515,
    height: top - 40,
    borderWidth: 0.8,
    borderColor: GREY,
  });
  const label = (s: string, x: number, y: number) =>
    page.drawText(s, { x, y, size: 7, font: regular, color: GREY });
  const value = (s: string, x: number, y: number, size = 9) =>
    page.drawText(s, { x, y, size, font: bold });
  page.drawText('NALOG ZA PLAĆANJE (HUB-3A)', { x: 50, y: top - 18, size: 9, font: bold });
  label('Platitelj (naziv/ime i adresa)', 50, top - 38);
  value(invoice.payerName.slice(0, 30), 50, top - 52);
  value(invoice.payerAddress.slice(0, 27), 50, top - 64);
  value(invoice.payerCity.slice(0, 27), 50, top - 76);
  label('Primatelj (naziv/ime i adresa)', 50, top - 100);
  value(invoice.issuer.name.slice(0, 25), 50, top - 114);
  value(invoice.issuer.address.slice(0, 25), 50, top - 126);
  value(invoice.issuer.city.slice(0, 27), 50, top - 138);

  const x = 300;
  label('Valuta i iznos', x, top - 38);
  value(`EUR ${euros(invoice.amountCents)}`, x, top - 52, 11);
  label('IBAN primatelja', x, top - 72);
  value(invoice.issuer.iban, x, top - 86);
  label('Model i poziv na broj primatelja', x, top - 104);
  value(`${invoice.model}  ${invoice.reference}`, x, top - 118);
  label('Šifra namjene i opis plaćanja', x, top - 136);
  value(`${invoice.purposeCode}  ${invoice.description.slice(0, 35)}`, x, top - 150, 8);

  const png = await doc.embedPng(await hub3Png(hub3FieldsOf(invoice)));
  const width = 220;
  const height = (png.height / png.width) * width;
  page.drawImage(png, { x: 50, y: 55, width, height });
  label('Skenirajte barkod aplikacijom svoje banke.', x, 70);
}

import { PDFContentStream, PDFDocument, PDFRef, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { hub3Modules, type Hub3Fields } from './hub3.ts';
import { periodLabel } from '@takt/shared/invoice-periods';
import { euros } from './invoice-lines.ts';
import type { InvoiceRecord } from './invoice-rows.repository.ts';
import { deflateContent, embedInvoiceFonts } from './pdf-fonts.ts';

/**
 * The invoice PDF (pdf-lib, DejaVu Sans for č, ć, đ, š, ž; see pdf-fonts.ts): the school's
 * header, the buyer, items, total in euros (hr-HR), due date, payment data and a HUB-3A slip with
 * its PDF417 barcode at the bottom of the first page. Items that do not fit above the slip go on
 * to a second page, where the total follows them.
 */

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
const BLACK = rgb(0, 0, 0);

const PAGE: [number, number] = [595.28, 841.89];
const ITEM_STEP = 18;
/** The slip's top edge on page 1. */
const SLIP_TOP = 300;
/** Room the total and the payment data take below the last item. */
const SUMMARY_HEIGHT = 125;
/** A page's bottom margin when no slip is on it. */
const PAGE_BOTTOM = 50;

type Writer = ReturnType<typeof writerFor>;

/**
 * Drawing helpers of one page. The font is set on the page only when it changes: pdf-lib's
 * drawText with a font option adds a font resource entry per call.
 */
function writerFor(page: PDFPage, regular: PDFFont) {
  let current: PDFFont | undefined;
  const use = (font: PDFFont) => {
    if (font !== current) page.setFont(font);
    current = font;
  };
  const text = (
    s: string,
    x: number,
    y: number,
    size = 10,
    font: PDFFont = regular,
    color = BLACK,
  ) => {
    use(font);
    page.drawText(s, { x, y, size, color });
  };
  const right = (s: string, x: number, y: number, size = 10, font: PDFFont = regular) =>
    text(s, x - font.widthOfTextAtSize(s, size), y, size, font);
  return { page, text, right };
}

export async function renderInvoicePdf(invoice: InvoiceRecord): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedInvoiceFonts(doc);
  const title = invoice.kind === 'storno' ? 'Storno račun' : 'Račun';
  doc.setTitle(`${title} ${invoice.numberText}`);
  doc.setAuthor(invoice.issuer.name);
  let w: Writer = writerFor(doc.addPage(PAGE), regular);
  const first = w;

  // Issuer
  w.text(invoice.issuer.name, 50, 790, 16, bold);
  w.text([invoice.issuer.address, invoice.issuer.city].filter(Boolean).join(', '), 50, 772, 10);
  w.text(`OIB: ${invoice.issuer.oib}   IBAN: ${invoice.issuer.iban}`, 50, 758, 10);

  // Title and dates
  w.text(`${title} br. ${invoice.numberText}`, 50, 715, 14, bold);
  w.text(`Datum izdavanja: ${hrDate(invoice.issueDate)}`, 50, 697);
  if (invoice.kind === 'invoice') w.text(`Rok plaćanja: ${hrDate(invoice.dueDate)}`, 50, 683);
  w.text(`Razdoblje: ${periodLabel(invoice.period)}`, 50, 669);

  // Buyer
  w.text('Kupac', 330, 715, 10, bold, GREY);
  w.text(invoice.payerName, 330, 700, 11, bold);
  w.text(invoice.payerAddress, 330, 686);
  w.text(invoice.payerCity, 330, 672);
  w.text(`Učenik: ${invoice.studentName}`, 330, 658);

  // Items: on page 1 above the payment block and the slip, then on as many pages as they need.
  const hasSlip = invoice.kind === 'invoice';
  const itemsHeader = (y: number) => {
    w.text('Opis', 50, y, 10, bold);
    w.right('Iznos (€)', 545, y, 10, bold);
    w.page.drawLine({ start: { x: 50, y: y - 5 }, end: { x: 545, y: y - 5 }, thickness: 0.7 });
  };
  let y = 620;
  itemsHeader(y);
  let pageNumber = 1;
  const floor = () => (pageNumber === 1 && hasSlip ? SLIP_TOP + 15 : PAGE_BOTTOM);
  const nextPage = (withHeader: boolean) => {
    w.text('Nastavak na sljedećoj stranici.', 50, y - ITEM_STEP, 9, regular, GREY);
    w = writerFor(doc.addPage(PAGE), regular);
    pageNumber += 1;
    w.text(`${title} br. ${invoice.numberText} – stranica ${pageNumber}`, 50, 790, 10, bold);
    y = 760;
    if (withHeader) itemsHeader(y);
  };
  for (const item of invoice.items) {
    if (y - 2 * ITEM_STEP < floor()) nextPage(true);
    y -= ITEM_STEP;
    w.text(item.label.slice(0, 80), 50, y);
    w.right(euros(item.amountCents), 545, y);
  }
  if (y - SUMMARY_HEIGHT < floor()) nextPage(false);
  y -= 12;
  w.page.drawLine({ start: { x: 300, y }, end: { x: 545, y }, thickness: 0.7 });
  y -= 16;
  w.text('Ukupno za platiti', 300, y, 11, bold);
  w.right(`${euros(invoice.amountCents)} €`, 545, y, 11, bold);

  // Payment data
  y -= 40;
  w.text(invoice.description, 50, y);
  if (hasSlip) {
    w.text(
      `Plaćanje na IBAN ${invoice.issuer.iban}, model ${invoice.model}${invoice.reference ? `, poziv na broj ${invoice.reference}` : ''}.`,
      50,
      y - 15,
    );
  }
  if (invoice.zki) w.text(`ZKI: ${invoice.zki}`, 50, y - 30, 8, regular, GREY);
  if (invoice.jir) w.text(`JIR: ${invoice.jir}`, 50, y - 42, 8, regular, GREY);

  if (hasSlip) drawSlip(doc, first, invoice, regular, bold);
  deflatePages(doc);
  // Object streams would be deflated by pdf-lib's JavaScript deflate: plain objects cost a few
  // hundred bytes more and far less time.
  return doc.save({ useObjectStreams: false });
}

/** The HUB-3A payment slip: payer and payee on the left, payment data and barcode on the right. */
function drawSlip(
  doc: PDFDocument,
  w: Writer,
  invoice: InvoiceRecord,
  regular: PDFFont,
  bold: PDFFont,
) {
  const { page } = w;
  const top = SLIP_TOP;
  page.drawRectangle({
    x: 40,
    y: 40,
    width: 515,
    height: top - 40,
    borderWidth: 0.8,
    borderColor: GREY,
  });
  const label = (s: string, x: number, y: number) => w.text(s, x, y, 7, regular, GREY);
  const value = (s: string, x: number, y: number, size = 9) => w.text(s, x, y, size, bold);
  value('NALOG ZA PLAĆANJE (HUB-3A)', 50, top - 18);
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

  const code = hub3Modules(hub3FieldsOf(invoice));
  const module = 230 / code.columns;
  const rowHeight = code.rowHeight * module;
  const bottom = 60;
  const codeTop = bottom + rowHeight * code.rows.length;
  page.drawRectangle({
    x: 44,
    y: bottom - 6,
    width: 242,
    height: codeTop - bottom + 12,
    color: rgb(1, 1, 1),
  });
  label('Skenirajte barkod aplikacijom svoje banke.', x, 70);
  /*
   * The barcode as vector rectangles, one path filled once: sharp at any zoom and cheaper than
   * an image. Its own content stream, in module units (one unit a module wide and a row high),
   * so a few thousand rectangles are short integers, deflated by zlib.
   */
  const last = code.rows.length - 1;
  const ops = [`q 0 g ${num(module)} 0 0 ${num(rowHeight)} 50 ${bottom} cm`];
  code.rows.forEach((runs, r) => {
    for (const [start, length] of runs) ops.push(`${start} ${last - r} ${length} 1 re`);
  });
  ops.push('f Q');
  const stream = doc.context.stream(deflateContent(ops.join('\n')), { Filter: 'FlateDecode' });
  page.node.addContentStream(doc.context.register(stream));
}

/**
 * pdf-lib deflates the pages' drawn text with its JavaScript deflate when it saves; each page's
 * stream is swapped for the same operators deflated by zlib first.
 */
function deflatePages(doc: PDFDocument) {
  for (const page of doc.getPages()) {
    const ref = (page as unknown as { contentStreamRef?: unknown }).contentStreamRef;
    if (!(ref instanceof PDFRef)) continue;
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFContentStream)) continue;
    const packed = deflateContent(stream.getUnencodedContents());
    doc.context.assign(ref, doc.context.stream(packed, { Filter: 'FlateDecode' }));
  }
}

const num = (n: number) => String(Math.round(n * 10_000) / 10_000);

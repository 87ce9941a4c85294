import bwipjs from 'bwip-js';

/**
 * The HUB-3 2D barcode (Croatian payment slip, HUB3 standard): fourteen fields, each cut to its
 * length and ended by a line feed, encoded as ISO 8859-2 (the standard's character set, which
 * carries č, ć, đ, š, ž), drawn as PDF417 with error correction level 4 and 9 data columns.
 */
export interface Hub3Fields {
  amountCents: number;
  payerName: string;
  payerAddress: string;
  payerCity: string;
  payeeName: string;
  payeeAddress: string;
  payeeCity: string;
  iban: string;
  model: string;
  reference: string;
  purposeCode: string;
  description: string;
}

/** Field lengths of the HUB-3 barcode, in order after the header and currency. */
export const HUB3_LENGTHS = {
  amount: 15,
  payerName: 30,
  payerAddress: 27,
  payerCity: 27,
  payeeName: 25,
  payeeAddress: 25,
  payeeCity: 27,
  iban: 21,
  model: 4,
  reference: 22,
  purposeCode: 4,
  description: 35,
} as const;

/** Typographic marks ISO 8859-2 lacks, as a bank app would print them. */
const PLAIN: Record<string, string> = {
  '–': '-',
  '—': '-',
  '„': '"',
  '“': '"',
  '”': '"',
  '‘': "'",
  '’': "'",
  '…': '...',
};

const cut = (value: string, length: number) =>
  Array.from(
    value
      .replace(/[\r\n\t]+/g, ' ')
      .replace(/[–—„“”‘’…]/g, (c) => PLAIN[c] ?? c)
      .trim(),
  )
    .slice(0, length)
    .join('')
    .trimEnd();

/** The payload's fields in order (text, not yet encoded). */
export function hub3Lines(f: Hub3Fields): string[] {
  const L = HUB3_LENGTHS;
  return [
    'HRVHUB30',
    'EUR',
    String(Math.max(0, Math.round(f.amountCents))).padStart(L.amount, '0'),
    cut(f.payerName, L.payerName),
    cut(f.payerAddress, L.payerAddress),
    cut(f.payerCity, L.payerCity),
    cut(f.payeeName, L.payeeName),
    cut(f.payeeAddress, L.payeeAddress),
    cut(f.payeeCity, L.payeeCity),
    cut(f.iban, L.iban),
    cut(f.model, L.model),
    cut(f.reference, L.reference),
    cut(f.purposeCode, L.purposeCode),
    cut(f.description, L.description),
  ];
}

export function hub3Payload(f: Hub3Fields): string {
  return hub3Lines(f)
    .map((line) => `${line}\n`)
    .join('');
}

let latin2: Map<string, number> | undefined;

/** Text to ISO 8859-2 bytes, one char per byte ("binary string"); unknown letters become '?'. */
export function toLatin2Binary(text: string): string {
  if (!latin2) {
    const decoder = new TextDecoder('iso-8859-2');
    latin2 = new Map();
    for (let b = 0; b < 256; b++) latin2.set(decoder.decode(Uint8Array.of(b)), b);
  }
  const table = latin2;
  return Array.from(text, (ch) => String.fromCharCode(table.get(ch) ?? 0x3f)).join('');
}

/** ISO 8859-2 bytes back to text (what a bank app reading the barcode shows). */
export function fromLatin2(bytes: Uint8Array): string {
  return new TextDecoder('iso-8859-2').decode(bytes);
}

const barcodeOptions = (f: Hub3Fields) => ({
  bcid: 'pdf417',
  text: toLatin2Binary(hub3Payload(f)),
  binarytext: true,
  columns: 9,
  eclevel: 4,
  scale: 2,
  height: 4,
  paddingwidth: 4,
  paddingheight: 4,
});

/** The barcode as a PNG (for the PDF). */
export function hub3Png(f: Hub3Fields): Promise<Buffer> {
  return bwipjs.toBuffer({ ...barcodeOptions(f), backgroundcolor: 'FFFFFF' });
}

/** The barcode as an SVG document (shown large on a phone screen). */
export function hub3Svg(f: Hub3Fields): string {
  return bwipjs.toSVG({ ...barcodeOptions(f), backgroundcolor: 'FFFFFF' });
}

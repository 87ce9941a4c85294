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

/**
 * The payload as PDF417 codewords in byte compaction (the barcode carries ISO 8859-2 bytes):
 * latch 924 when the length is a multiple of six, else 901; six bytes become five base-900
 * codewords, the rest one codeword each. Handing bwip-js the codewords ("raw") spares its
 * general-purpose mode optimiser, most of a barcode's cost.
 */
export function hub3Codewords(f: Hub3Fields): number[] {
  const bytes = Array.from(toLatin2Binary(hub3Payload(f)), (c) => c.charCodeAt(0));
  const out = [bytes.length % 6 === 0 ? 924 : 901];
  let i = 0;
  for (; i + 6 <= bytes.length; i += 6) {
    // Six bytes are 48 bits: exact in a double (53 bits), no BigInt needed.
    let value = 0;
    for (let k = 0; k < 6; k++) value = value * 256 + bytes[i + k]!;
    const group: number[] = [];
    for (let k = 0; k < 5; k++) {
      group.unshift(value % 900);
      value = Math.floor(value / 900);
    }
    out.push(...group);
  }
  for (; i < bytes.length; i++) out.push(bytes[i]!);
  return out;
}

/**
 * The barcode's modules: dark runs per row as [start, length] in module widths, and each row's
 * height in module widths (PDF417 rows are three modules tall). Error correction level 4 and 9
 * data columns, as banks' apps expect of a HUB-3 slip.
 */
export function hub3Modules(f: Hub3Fields): {
  columns: number;
  rowHeight: number;
  rows: [number, number][][];
} {
  const text = hub3Codewords(f)
    .map((c) => `^${String(c).padStart(3, '0')}`)
    .join('');
  // The typings miss PDF417's own options (raw, columns, eclevel); bwip-js passes them through.
  const options = { bcid: 'pdf417', text, raw: true, columns: 9, eclevel: 4 };
  const [symbol] = bwipjs.raw(options as unknown as Parameters<typeof bwipjs.raw>[0]);
  if (!symbol || !('pixs' in symbol)) throw new Error('no PDF417 symbol');
  const width = symbol.pixx;
  const count = symbol.pixs.length / width;
  const rows: [number, number][][] = [];
  for (let r = 0; r < count; r++) {
    const runs: [number, number][] = [];
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const dark = x < width && symbol.pixs[r * width + x] === 1;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push([start, x - start]);
        start = -1;
      }
    }
    rows.push(runs);
  }
  return { columns: width, rowHeight: symbol.pixy / count, rows };
}

/** Row height of the on-screen barcode in module widths: taller rows read better off a screen. */
export const SCREEN_ROW_HEIGHT = 4;
const QUIET = 2;

/**
 * The barcode as an SVG document for a phone's screen: one module is one unit of the viewBox,
 * each row SCREEN_ROW_HEIGHT units tall, with a white quiet zone; the page scales it up.
 */
export function hub3Svg(f: Hub3Fields): string {
  const code = hub3Modules(f);
  const width = code.columns + 2 * QUIET;
  const height = code.rows.length * SCREEN_ROW_HEIGHT + 2 * QUIET;
  const path = code.rows
    .flatMap((runs, r) =>
      runs.map(
        ([start, length]) =>
          `M${start + QUIET} ${r * SCREEN_ROW_HEIGHT + QUIET}h${length}v${SCREEN_ROW_HEIGHT}h-${length}z`,
      ),
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ` +
    `width="${width * 3}" height="${height * 3}" shape-rendering="crispEdges">` +
    `<rect width="${width}" height="${height}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The invoice PDFs' fonts (DejaVu Sans from the dejavu-fonts-ttf package, for č, ć, đ, š, ž),
 * shared by every PDF the process makes. A run of a thousand invoices draws the same letters a
 * thousand times, so the expensive steps are done once and reused:
 * - each font file is parsed once (fontkit parses its layout tables again for every document);
 * - lines are laid out one glyph per character, and kept (most lines repeat);
 * - every document first takes the same glyphs in the same order (PRIMER), so its font subset is
 *   the same bytes as the last document's: the encoded subset and its deflated stream are kept;
 * - flate streams are deflated by Node's zlib instead of pdf-lib's JavaScript deflate.
 */

const require = createRequire(import.meta.url);

type Font = ReturnType<typeof fontkit.create>;
type Subset = ReturnType<Font['createSubset']>;

/**
 * Printable ASCII, the Croatian letters and the typographic marks invoices use. (Every glyph
 * here makes each PDF bigger; a name with another letter gets a subset of its own, also kept.)
 */
export const PRIMER =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('') +
  'ČĆĐŠŽčćđšž€–—„“”‘’…';

const LAYOUT_CACHE = 5000;
const SUBSET_CACHE = 64;
const DEFLATE_CACHE = 256;
/** Streams shorter than this are deflated each time (comparing them costs about as much). */
const DEFLATE_CACHE_MIN = 1024;
/** Streams made anew for every PDF (text, the barcode) take zlib's fastest level. */
const LEVEL = 1;

/**
 * Glyphs one per character, without OpenType shaping: pdf-lib reads only the glyphs of a run
 * (not their positions), and Latin text in precomposed form (NFC: č is one character) needs no
 * substitution, so the shaping engine's work (most of a page's cost) bought nothing but the
 * 'fi' ligature. Runs are kept, since most lines repeat from one invoice to the next.
 */
function withPlainLayout(font: Font): Font {
  const cache = new Map<string, ReturnType<Font['layout']>>();
  font.layout = (text) => {
    let run = cache.get(text);
    if (!run) {
      if (cache.size >= LAYOUT_CACHE) cache.clear();
      run = { glyphs: font.glyphsForString(text.normalize('NFC')) } as ReturnType<Font['layout']>;
      cache.set(text, run);
    }
    return run;
  };
  return font;
}

/** Emits bytes the way fontkit's subset stream does ('data', then 'end'), on a later tick. */
function replay(bytes: Promise<Uint8Array>) {
  const stream = new EventEmitter();
  bytes.then(
    (b) => {
      stream.emit('data', b);
      stream.emit('end');
    },
    (error: unknown) => stream.emit('error', error),
  );
  return stream as unknown as ReturnType<Subset['encodeStream']>;
}

function encodeOnce(subset: Subset): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const parts: Uint8Array[] = [];
    const stream = subset.encodeStream() as unknown as EventEmitter;
    stream.on('data', (b: Uint8Array) => parts.push(b));
    stream.on('end', () => resolve(Buffer.concat(parts)));
    stream.on('error', reject);
  });
}

/** Subsets of the same glyphs, in the same order, are encoded once. */
function withSubsetCache(font: Font): Font {
  const create = font.createSubset.bind(font);
  const encoded = new Map<string, Promise<Uint8Array>>();
  font.createSubset = () => {
    const subset = create();
    const cached: Subset = Object.create(subset) as Subset;
    cached.encodeStream = () => {
      // Read before encoding: a TrueType subset adds composite glyphs' parts while it encodes.
      const key = (subset as unknown as { glyphs: number[] }).glyphs.join(',');
      let bytes = encoded.get(key);
      if (!bytes) {
        if (encoded.size >= SUBSET_CACHE) encoded.clear();
        bytes = encodeOnce(subset);
        encoded.set(key, bytes);
        bytes.catch(() => encoded.delete(key));
      }
      return replay(bytes);
    };
    return cached;
  };
  return font;
}

const parsed = new Map<Uint8Array, Font>();

/** pdf-lib asks this for a font object: the same bytes get the same parsed, cached font. */
const sharedFontkit: typeof fontkit = {
  create(data, postscriptName) {
    let font = parsed.get(data);
    if (!font) {
      font = withSubsetCache(withPlainLayout(fontkit.create(data, postscriptName)));
      parsed.set(data, font);
    }
    return font;
  },
};

let files: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
function fontFiles() {
  files ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return files;
}

/** Deflated streams by length; a hit is a byte-for-byte equal stream (a memcmp, no hash). */
const deflated = new Map<number, { bytes: Buffer; packed: Uint8Array }[]>();
let deflatedCount = 0;

function deflate(bytes: Uint8Array): Uint8Array {
  if (bytes.length < DEFLATE_CACHE_MIN) return deflateSync(bytes, { level: LEVEL });
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const same = deflated.get(bytes.length)?.find((e) => e.bytes.equals(view));
  if (same) return same.packed;
  if (deflatedCount >= DEFLATE_CACHE) {
    deflated.clear();
    deflatedCount = 0;
  }
  const packed = deflateSync(bytes);
  deflated.set(bytes.length, [
    ...(deflated.get(bytes.length) ?? []),
    { bytes: Buffer.from(view), packed },
  ]);
  deflatedCount += 1;
  return packed;
}

/**
 * Makes `doc` deflate its streams with zlib (repeated ones, such as the font subset and its
 * character map, from the cache) and embeds the two fonts, primed with the shared glyph order.
 */
export async function embedInvoiceFonts(
  doc: PDFDocument,
): Promise<{ regular: PDFFont; bold: PDFFont }> {
  const context = doc.context;
  context.flateStream = (contents, dict = {}) =>
    context.stream(
      deflate(typeof contents === 'string' ? Buffer.from(contents, 'latin1') : contents),
      { ...dict, Filter: 'FlateDecode' },
    );
  doc.registerFontkit(sharedFontkit);
  const bytes = await fontFiles();
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });
  regular.encodeText(PRIMER);
  bold.encodeText(PRIMER);
  return { regular, bold };
}

/** Deflates a content stream the PDF writes itself (the barcode) with zlib. */
export function deflateContent(text: string | Uint8Array): Uint8Array {
  return deflateSync(typeof text === 'string' ? Buffer.from(text, 'latin1') : text, {
    level: LEVEL,
  });
}

/**
 * What a stored file is, judged by its first bytes, never by its name or the type a browser
 * claims. The server decides with this on receipt; the web may use it to warn before an upload.
 */

export const fileTypes = {
  'image/jpeg': { kind: 'image', label: 'JPEG', extensions: ['jpg', 'jpeg'] },
  'image/png': { kind: 'image', label: 'PNG', extensions: ['png'] },
  'image/gif': { kind: 'image', label: 'GIF', extensions: ['gif'] },
  'image/webp': { kind: 'image', label: 'WebP', extensions: ['webp'] },
  'application/pdf': { kind: 'pdf', label: 'PDF', extensions: ['pdf'] },
  'audio/mpeg': { kind: 'audio', label: 'MP3', extensions: ['mp3'] },
  'audio/ogg': { kind: 'audio', label: 'OGG', extensions: ['ogg', 'oga', 'opus'] },
  'audio/wav': { kind: 'audio', label: 'WAV', extensions: ['wav'] },
  'audio/mp4': { kind: 'audio', label: 'M4A', extensions: ['m4a'] },
  'application/vnd.recordare.musicxml+xml': {
    kind: 'musicxml',
    label: 'MusicXML',
    extensions: ['musicxml', 'xml'],
  },
  'application/vnd.recordare.musicxml': {
    kind: 'musicxml',
    label: 'MusicXML (.mxl)',
    extensions: ['mxl'],
  },
  'text/plain': { kind: 'text', label: 'tekst (TXT, ABC)', extensions: ['txt', 'abc'] },
} as const satisfies Record<string, { kind: string; label: string; extensions: string[] }>;

export type FileType = keyof typeof fileTypes;
export type FileKind = (typeof fileTypes)[FileType]['kind'];

export const allFileTypes = Object.keys(fileTypes) as FileType[];

/** How many leading bytes sniffFileType looks at (MusicXML's root may follow a long prolog). */
export const FILE_SNIFF_BYTES = 4096;

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const startsAt = (bytes: Uint8Array, offset: number, prefix: number[]) =>
  bytes.length >= offset + prefix.length && prefix.every((b, i) => bytes[offset + i] === b);
const textAt = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

const MXL_MIMETYPE = 'application/vnd.recordare.musicxml';
/** ISO media brands of audio-only MP4 files (iTunes, phones' voice recorders). */
const M4A_BRANDS = new Set(['M4A ', 'M4B ', 'mp41', 'mp42', 'isom', 'iso2']);

function sniffBinary(b: Uint8Array): FileType | null {
  if (startsAt(b, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsAt(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsAt(b, 0, ascii('GIF87a')) || startsAt(b, 0, ascii('GIF89a'))) return 'image/gif';
  if (startsAt(b, 0, ascii('RIFF')) && startsAt(b, 8, ascii('WEBP'))) return 'image/webp';
  if (startsAt(b, 0, ascii('RIFF')) && startsAt(b, 8, ascii('WAVE'))) return 'audio/wav';
  if (startsAt(b, 0, ascii('%PDF-'))) return 'application/pdf';
  if (startsAt(b, 0, ascii('OggS'))) return 'audio/ogg';
  if (startsAt(b, 0, ascii('ID3')) || isMpegAudioFrame(b)) return 'audio/mpeg';
  if (startsAt(b, 4, ascii('ftyp')) && isM4a(b)) return 'audio/mp4';
  if (startsAt(b, 0, [0x50, 0x4b, 0x03, 0x04])) return isMxl(b) ? MXL_MIMETYPE : null;
  return null;
}

/** An MPEG audio frame header: 11 sync bits, a real layer, bitrate and sample rate. */
function isMpegAudioFrame(b: Uint8Array): boolean {
  if (b.length < 4 || b[0] !== 0xff || (b[1]! & 0xe0) !== 0xe0) return false;
  const version = (b[1]! >> 3) & 3;
  const layer = (b[1]! >> 1) & 3;
  const bitrate = b[2]! >> 4;
  const sampleRate = (b[2]! >> 2) & 3;
  return version !== 1 && layer !== 0 && bitrate !== 0 && bitrate !== 15 && sampleRate !== 3;
}

function isM4a(b: Uint8Array): boolean {
  const boxSize = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
  const end = Math.min(boxSize, b.length);
  if (end < 12) return false;
  if (M4A_BRANDS.has(textAt(b, 8, 4))) return true;
  for (let at = 16; at + 4 <= end; at += 4) if (M4A_BRANDS.has(textAt(b, at, 4))) return true;
  return false;
}

/**
 * Compressed MusicXML is a zip whose first entry is either an uncompressed `mimetype` naming it
 * (MusicXML 3+) or `META-INF/container.xml` (older writers). Other zips (Office, EPUB) are not.
 */
function isMxl(b: Uint8Array): boolean {
  if (b.length < 30) return false;
  const u16 = (at: number) => b[at]! | (b[at + 1]! << 8);
  const method = u16(8);
  const size = u16(18) | (u16(20) << 16);
  const nameLength = u16(26);
  const name = textAt(b, 30, nameLength);
  if (name === 'META-INF/container.xml') return true;
  if (name !== 'mimetype' || method !== 0) return false;
  return textAt(b, 30 + nameLength + u16(28), size).trim() === MXL_MIMETYPE;
}

/**
 * Whether the bytes are UTF-8 text: no NUL or control characters other than tab, line breaks and
 * form feed; a sequence cut off by the end of an incomplete sample is fine.
 */
function isUtf8Text(b: Uint8Array, complete: boolean): boolean {
  for (let i = 0; i < b.length;) {
    const c = b[i]!;
    if (c < 0x80) {
      if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) return false;
      if (c === 0x7f) return false;
      i++;
      continue;
    }
    const length =
      c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
    if (length === 0) return false;
    if (i + length > b.length) return !complete;
    for (let k = 1; k < length; k++) if ((b[i + k]! & 0xc0) !== 0x80) return false;
    i += length;
  }
  return true;
}

/** Text starting with `<` is markup: MusicXML is welcome, HTML, SVG and other XML are not. */
function sniffText(b: Uint8Array, complete: boolean): FileType | null {
  const body = startsAt(b, 0, [0xef, 0xbb, 0xbf]) ? b.subarray(3) : b;
  if (!isUtf8Text(body, complete)) return null;
  let first = 0;
  while (first < body.length && /\s/.test(String.fromCharCode(body[first]!))) first++;
  if (body[first] !== 0x3c /* < */) return 'text/plain';
  const head = String.fromCharCode(...body.subarray(first, first + 4096));
  return /<(score-partwise|score-timewise)[\s>]/.test(head)
    ? 'application/vnd.recordare.musicxml+xml'
    : null;
}

/**
 * The type of a file from its first bytes (up to FILE_SNIFF_BYTES); `complete` says the sample
 * is the whole file. Null for an empty file and for anything not in `fileTypes`.
 */
export function sniffFileType(head: Uint8Array, complete = false): FileType | null {
  if (head.length === 0) return null;
  return sniffBinary(head) ?? sniffText(head, complete);
}

/** The lower-case extension of a file name, or null when it has none. */
export function extensionOf(name: string): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Whether a file's name agrees with its content: no extension, or one of the same kind (a PNG
 * named .jpg is still an image; a script named .pdf is refused, so is an unknown extension).
 */
export function nameMatchesType(name: string, type: FileType): boolean {
  const extension = extensionOf(name);
  if (!extension) return true;
  const kind = fileTypes[type].kind;
  return allFileTypes.some(
    (t) =>
      fileTypes[t].kind === kind &&
      (fileTypes[t].extensions as readonly string[]).includes(extension),
  );
}

import { FILE_SNIFF_BYTES, sniffFileType, type FileType } from '@takt/shared/file-type';

/** The first bytes of an upload, its sniffed type, and the whole stream again for storage. */
export interface PeekedUpload {
  head: Buffer;
  type: FileType | null;
  /** Every byte, the head included; read it once. */
  bytes: AsyncIterable<Uint8Array>;
  /** Stops reading the source (a refused upload is not read to its end). */
  cancel(): Promise<void>;
}

/**
 * Reads just enough of `source` to judge its type, without buffering the rest: the returned
 * `bytes` replays the head and then pulls the remaining chunks from the source as storage asks.
 */
export async function peekUpload(source: AsyncIterable<Uint8Array>): Promise<PeekedUpload> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let ended = false;
  while (length < FILE_SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  const sample = head.subarray(0, FILE_SNIFF_BYTES);
  const cancel = async () => {
    if (!ended) {
      ended = true;
      await iterator.return?.();
    }
  };
  async function* bytes() {
    try {
      if (head.length > 0) yield head;
      while (!ended) {
        const next = await iterator.next();
        if (next.done) ended = true;
        else yield next.value;
      }
    } finally {
      // Storage stopped early (too large, disk error): release the source as well.
      await cancel();
    }
  }
  return {
    head,
    type: sniffFileType(sample, ended && head.length <= FILE_SNIFF_BYTES),
    bytes: bytes(),
    cancel,
  };
}

// C0/C1 controls, and bidirectional overrides that make "gpj.exe" look like "exe.jpg".
const UNSAFE_NAME_CHARS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const MAX_NAME_LENGTH = 200;

/**
 * The name to keep for an uploaded file: its last path segment, NFC, without control or
 * direction characters, at most 200 characters with the extension kept; null when nothing is left.
 */
export function cleanFileName(name: string | null | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE_NAME_CHARS, '').replace(/\s+/g, ' ').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return null;
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 11 ? cleaned.slice(dot) : '';
  return chars.slice(0, MAX_NAME_LENGTH - extension.length).join('') + extension;
}

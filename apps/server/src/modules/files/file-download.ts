import { fileTypes, type FileType } from '@takt/shared/file-type';
import type { ByteRange } from '../../lib/file-storage.ts';

/** HTTP details of serving a stored file: validators, ranges, the download name. */

export const etagOf = (sha256: string) => `"${sha256}"`;

/** If-None-Match against our (strong) ETag; weak forms of it and `*` match too. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * The one range of a `Range: bytes=…` header: null to send the whole file (no header, a form we
 * do not serve such as several ranges, or an If-Range that no longer matches), 'unsatisfiable'
 * when it starts past the end.
 */
export function requestedRange(
  headers: { range?: string | undefined; 'if-range'?: string | undefined },
  size: number,
  etag: string,
): ByteRange | 'unsatisfiable' | null {
  const header = headers.range;
  if (!header) return null;
  const ifRange = headers['if-range'];
  if (ifRange !== undefined && ifRange.trim() !== etag) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/** The Content-Type a file is served with (text says its charset). */
export function servedContentType(type: string): string {
  return type === 'text/plain' ? 'text/plain; charset=utf-8' : type;
}

/** Shown in the browser unless asked to download; MusicXML is only useful in a notation app. */
export function dispositionKind(type: string, download: boolean): 'inline' | 'attachment' {
  if (download) return 'attachment';
  const known = fileTypes[type as FileType] as (typeof fileTypes)[FileType] | undefined;
  return known && known.kind !== 'musicxml' ? 'inline' : 'attachment';
}

/** A name for a file uploaded without one: `profile-picture-12.webp`. */
export function fallbackName(purpose: string, id: number, type: string): string {
  const known = fileTypes[type as FileType] as (typeof fileTypes)[FileType] | undefined;
  return `${purpose}-${id}${known ? `.${known.extensions[0]}` : ''}`;
}

const LETTERS: Record<string, string> = {
  đ: 'd',
  Đ: 'D',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
};

/** ASCII for old clients: Croatian letters lose their marks, anything else unsafe becomes _. */
function asciiName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, (c) => LETTERS[c] ?? '_')
    .replace(/["\\;%]/g, '_');
}

/** RFC 8187 value-chars: everything but letters, digits and !#$&+-.^_`|~ is percent-encoded. */
function extValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `inline; filename="Skladba_cetvrta.pdf"; filename*=UTF-8''Skladba%20%C4%8Detvrta.pdf` (RFC 6266):
 * the quoted ASCII form for old clients, the UTF-8 form for everyone else. Line breaks and
 * control characters never get this far (cleanFileName), and neither form can end the header.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const safe = name.replace(/[\p{Cc}]/gu, '');
  return `${kind}; filename="${asciiName(safe)}"; filename*=UTF-8''${extValue(safe)}`;
}

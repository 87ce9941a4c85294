import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  dispositionKind,
  etagMatches,
  requestedRange,
} from './file-download.ts';
import { cleanFileName } from './file-intake.ts';

const etag = '"abc"';

describe('requestedRange', () => {
  const range = (header: string | undefined, size = 1000, ifRange?: string) =>
    requestedRange({ range: header, 'if-range': ifRange }, size, etag);

  it('reads the forms browsers send', () => {
    expect(range('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(range('bytes=900-')).toEqual({ start: 900, end: 999 });
    expect(range('bytes=-100')).toEqual({ start: 900, end: 999 });
    expect(range('bytes=990-5000')).toEqual({ start: 990, end: 999 });
    expect(range('bytes=-5000')).toEqual({ start: 0, end: 999 });
  });

  it('sends the whole file for no range, other units, several ranges or a stale If-Range', () => {
    expect(range(undefined)).toBeNull();
    expect(range('items=0-1')).toBeNull();
    expect(range('bytes=0-1,5-6')).toBeNull();
    expect(range('bytes=5-1')).toBeNull();
    expect(range('bytes=-')).toBeNull();
    expect(range('bytes=0-99', 1000, '"old"')).toBeNull();
    expect(range('bytes=0-99', 1000, etag)).toEqual({ start: 0, end: 99 });
  });

  it('calls a range past the end unsatisfiable', () => {
    expect(range('bytes=1000-')).toBe('unsatisfiable');
    expect(range('bytes=-0')).toBe('unsatisfiable');
  });
});

describe('etagMatches', () => {
  it('matches the tag, its weak form, a list and *', () => {
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"x", "abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"abcd"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});

describe('Content-Disposition', () => {
  it('gives old clients ASCII and everyone else the UTF-8 name (RFC 6266 / 8187)', () => {
    expect(contentDisposition('inline', 'Čajkovski – Đurđevak "Žuta" (1).pdf')).toBe(
      `inline; filename="Cajkovski _ Durdevak _Zuta_ (1).pdf"; ` +
        `filename*=UTF-8''%C4%8Cajkovski%20%E2%80%93%20%C4%90ur%C4%91evak%20%22%C5%BDuta%22%20%281%29.pdf`,
    );
    expect(contentDisposition('attachment', "a;b\\c'd%.txt")).toBe(
      `attachment; filename="a_b_c'd_.txt"; filename*=UTF-8''a%3Bb%5Cc%27d%25.txt`,
    );
  });

  it('cannot be broken out of with line breaks, even without cleanFileName', () => {
    const header = contentDisposition('inline', 'a\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="aSet-Cookie: x=1.pdf"');
  });

  it('shows media and PDF inline, MusicXML and ?download=1 as attachments', () => {
    expect(dispositionKind('application/pdf', false)).toBe('inline');
    expect(dispositionKind('audio/mpeg', false)).toBe('inline');
    expect(dispositionKind('application/vnd.recordare.musicxml', false)).toBe('attachment');
    expect(dispositionKind('image/png', true)).toBe('attachment');
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment without controls or direction tricks', () => {
    expect(cleanFileName('C:\\Users\\ana\\Skladba.pdf')).toBe('Skladba.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('racun\u202Efdp.exe')).toBe('racunfdp.exe');
    expect(cleanFileName('a\r\nb.txt')).toBe('ab.txt');
    expect(cleanFileName('Z\u030Cuta.pdf')).toBe('Žuta.pdf');
    expect(cleanFileName('  ')).toBeNull();
    expect(cleanFileName('..')).toBeNull();
    expect(cleanFileName(null)).toBeNull();
  });

  it('shortens a long name and keeps its extension', () => {
    const name = cleanFileName(`${'č'.repeat(300)}.musicxml`)!;
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('.musicxml')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { extensionOf, nameMatchesType, sniffFileType, type FileType } from './file-type.ts';

/** Latin-1 text as bytes; `utf8` for real UTF-8 (this package has neither DOM nor Node types). */
const text = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const utf8 = (s: string) => {
  const out: number[] = [];
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return new Uint8Array(out);
};
const bytes = (...b: number[]) => new Uint8Array(b);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const le16 = (n: number) => bytes(n & 255, n >> 8);
const le32 = (n: number) => bytes(n & 255, (n >> 8) & 255, (n >> 16) & 255, n >>> 24);

/** A zip's first local file header, stored (not compressed). */
const zipEntry = (name: string, content: string) =>
  concat(
    bytes(0x50, 0x4b, 0x03, 0x04),
    le16(10),
    le16(0),
    le16(0),
    le32(0),
    le32(0),
    le32(content.length),
    le32(content.length),
    le16(name.length),
    le16(0),
    text(name),
    text(content),
  );

const good: [string, Uint8Array, FileType][] = [
  ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
  ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
  ['GIF', text('GIF89a\x01\x00'), 'image/gif'],
  ['WebP', text('RIFF\x24\x00\x00\x00WEBPVP8 '), 'image/webp'],
  ['PDF', text('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), 'application/pdf'],
  ['MP3 with ID3', text('ID3\x04\x00\x00\x00\x00\x00\x00'), 'audio/mpeg'],
  ['MP3 frame', bytes(0xff, 0xfb, 0x90, 0x64, 0, 0), 'audio/mpeg'],
  ['OGG', text('OggS\x00\x02\x00\x00'), 'audio/ogg'],
  ['WAV', text('RIFF\x24\x00\x00\x00WAVEfmt '), 'audio/wav'],
  [
    'M4A',
    concat(bytes(0, 0, 0, 0x20), text('ftypM4A \x00\x00\x00\x00M4A mp42isom\x00\x00\x00\x00')),
    'audio/mp4',
  ],
  [
    'MusicXML',
    utf8(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" "http://www.musicxml.org/dtds/partwise.dtd">\n<score-partwise version="4.0">',
    ),
    'application/vnd.recordare.musicxml+xml',
  ],
  [
    'MXL with mimetype',
    zipEntry('mimetype', 'application/vnd.recordare.musicxml'),
    'application/vnd.recordare.musicxml',
  ],
  [
    'MXL with container',
    zipEntry('META-INF/container.xml', '<container>'),
    'application/vnd.recordare.musicxml',
  ],
  ['ABC notation', utf8('X:1\nT:Ćiribu ćiriba\nM:4/4\nK:C\nCDEF|GABc|\n'), 'text/plain'],
  ['text with a BOM', concat(bytes(0xef, 0xbb, 0xbf), utf8('Bilješke')), 'text/plain'],
];

describe('sniffFileType', () => {
  it.each(good)('recognises %s by its first bytes', (_label, head, type) => {
    expect(sniffFileType(head, true)).toBe(type);
  });

  const refused: [string, Uint8Array][] = [
    ['an empty file', new Uint8Array(0)],
    ['HTML', utf8('<!DOCTYPE html><html><script>alert(1)</script>')],
    ['HTML after blank lines', utf8('\n\n  <html>')],
    ['SVG', utf8('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['other XML', utf8('<?xml version="1.0"?><note>hi</note>')],
    ['binary with NUL bytes', bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00)],
    ['Latin-1 text (not UTF-8)', text('Bilje\x9aka \xe8')],
    ['an Office zip', zipEntry('[Content_Types].xml', '<Types>')],
    ['an EPUB', zipEntry('mimetype', 'application/epub+zip')],
    ['an MP4 video brand', concat(bytes(0, 0, 0, 0x14), text('ftypqt  \x00\x00\x00\x00qt  '))],
    ['AAC without a container', bytes(0xff, 0xf1, 0x50, 0x80)],
  ];
  it.each(refused)('refuses %s', (_label, head) => {
    expect(sniffFileType(head, true)).toBeNull();
  });

  it('accepts a UTF-8 letter cut off by the end of a sample, not by the end of the file', () => {
    const cut = utf8('Čajkovski č').subarray(0, -1);
    expect(sniffFileType(cut, false)).toBe('text/plain');
    expect(sniffFileType(cut, true)).toBeNull();
  });
});

describe('file names against content', () => {
  it('reads the extension case-insensitively', () => {
    expect(extensionOf('Skladba.PDF')).toBe('pdf');
    expect(extensionOf('bez-nastavka')).toBeNull();
  });

  it('lets a name of the same kind pass and refuses another kind or an unknown extension', () => {
    expect(nameMatchesType('foto.jpg', 'image/png')).toBe(true);
    expect(nameMatchesType('snimka.mp3', 'audio/mp4')).toBe(true);
    expect(nameMatchesType('partitura.xml', 'application/vnd.recordare.musicxml+xml')).toBe(true);
    expect(nameMatchesType('pjesma.abc', 'text/plain')).toBe(true);
    expect(nameMatchesType('bez-nastavka', 'application/pdf')).toBe(true);
    expect(nameMatchesType('racun.pdf', 'text/plain')).toBe(false);
    expect(nameMatchesType('skripta.sh', 'text/plain')).toBe(false);
    expect(nameMatchesType('slika.png', 'application/pdf')).toBe(false);
  });
});

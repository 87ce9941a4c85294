#!/usr/bin/env node
/**
 * Writes public/documents/ugovor-i-privola-2025-2026.pdf: the contract and consent a sign-up
 * accepts (spec §2). A genuine PDF 1.4 written by hand with Node built-ins only: Helvetica with
 * WinAnsiEncoding plus a Differences array for the Croatian letters WinAnsi lacks (č ć đ Č Ć Đ).
 * Run: node apps/web/scripts/make-contract-pdf.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(
  dirname(fileURLToPath(import.meta.url)),
  '../public/documents/ugovor-i-privola-2025-2026.pdf',
);

const title = 'UGOVOR O OBRAZOVANJU I PRIVOLA ZA OBRADU OSOBNIH PODATAKA';
const subtitle = 'Školska godina 2025./2026.';

/** [heading, paragraphs] pairs of the contract. */
const sections = [
  [
    '1. Ugovorne strane',
    [
      'Ugovor sklapaju glazbena škola (u daljnjem tekstu: Škola) i polaznik, odnosno za maloljetnog polaznika njegov roditelj ili skrbnik (u daljnjem tekstu: Polaznik), čiji su podaci navedeni u elektroničkoj prijavi za upis.',
    ],
  ],
  [
    '2. Predmet ugovora',
    [
      'Škola se obvezuje Polazniku pružati glazbeno obrazovanje u programu i načinu pohađanja nastave odabranima u prijavi, u školskoj godini 2025./2026., prema godišnjem planu i rasporedu Škole.',
      'Nastava se održava u prostorima Škole ili na drugom mjestu o kojem Škola pravodobno obavijesti Polaznika. Raspored nastave dogovara se s mentorom.',
    ],
  ],
  [
    '3. Školarina i plaćanje',
    [
      'Polaznik se obvezuje plaćati mjesečnu školarinu prema cjeniku Škole za odabrani program i način pohađanja nastave. Školarina se plaća do 15. dana u mjesecu za tekući mjesec na temelju računa koji Škola izdaje.',
      'Izostanak s nastave ne oslobađa Polaznika plaćanja školarine. Nastava koju otkaže Škola nadoknađuje se u dogovorenom terminu.',
    ],
  ],
  [
    '4. Obveze Polaznika',
    [
      'Polaznik se obvezuje redovito pohađati nastavu, pravodobno najaviti izostanak mentoru, vježbati prema uputama mentora te poštovati pravila ponašanja i kućni red Škole.',
    ],
  ],
  [
    '5. Trajanje i otkaz ugovora',
    [
      'Ugovor se sklapa za školsku godinu 2025./2026. Svaka strana može otkazati ugovor pisanom obavijesti uz otkazni rok od 30 dana. Do isteka otkaznog roka Polaznik plaća školarinu.',
    ],
  ],
  [
    '6. Privola za obradu osobnih podataka',
    [
      'Polaznik daje privolu da Škola, kao voditelj obrade, obrađuje osobne podatke navedene u prijavi (ime i prezime, OIB, datum rođenja, adresa, broj mobitela, email adresa te podaci roditelja ili skrbnika) u svrhu upisa, organizacije nastave, izdavanja računa i komunikacije s Polaznikom, u skladu s Općom uredbom o zaštiti podataka (EU) 2016/679.',
      'Podaci se čuvaju dok traje obrazovanje i koliko to zahtijevaju propisi. Polaznik ima pravo na pristup, ispravak i brisanje podataka, ograničenje obrade i prigovor, te pravo u svakom trenutku povući privolu, što ne utječe na zakonitost obrade prije povlačenja.',
    ],
  ],
  [
    '7. Sklapanje ugovora elektroničkim putem',
    [
      'Slanjem elektroničke prijave i prihvaćanjem ovih uvjeta ugovor se smatra sklopljenim i ima jednaku pravnu snagu kao ugovor potpisan u papirnatom obliku. Ugovor počinje vrijediti kada Škola odobri prijavu i Polazniku pošalje podatke za prijavu u aplikaciju.',
    ],
  ],
  [
    '8. Završne odredbe',
    [
      'Na odnose koji nisu uređeni ovim ugovorom primjenjuju se propisi Republike Hrvatske. Sporove strane rješavaju sporazumno, a ako to nije moguće, nadležan je sud prema sjedištu Škole.',
    ],
  ],
];

// WinAnsi has š ž Š Ž; the other Croatian letters are mapped onto codes via /Differences.
const extra = { č: 0x81, ć: 0x8d, đ: 0x8f, Č: 0x90, Ć: 0x9d, Đ: 0x80 };
const winAnsi = { š: 0x9a, ž: 0x9e, Š: 0x8a, Ž: 0x8e, '–': 0x96 };
const differences = '[128 /Dcroat /ccaron 141 /cacute 143 /dcroat /Ccaron 157 /Cacute]';

/** A PDF string literal in the font's encoding, escaped. */
function pdfString(text) {
  let out = '';
  for (const ch of text) {
    const code = extra[ch] ?? winAnsi[ch] ?? ch.charCodeAt(0);
    if (code > 0xff) throw new Error(`No code for ${ch}`);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `(${out})`;
}

function wrap(text, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

// Layout: A4, 56 pt margins; each item is [font, size, text, spaceBefore].
const items = [
  ['F2', 13, title, 0],
  ['F1', 11, subtitle, 6],
];
for (const [heading, paragraphs] of sections) {
  items.push(['F2', 11, heading, 16]);
  for (const paragraph of paragraphs) {
    wrap(paragraph, 92).forEach((line, i) => items.push(['F1', 10, line, i === 0 ? 6 : 0]));
  }
}
items.push(['F1', 10, 'Mjesto i datum: prema datumu slanja elektroničke prijave.', 24]);

const pages = [];
let y = 0;
let ops = null;
for (const [font, size, text, before] of items) {
  const step = size * 1.35 + before;
  if (!ops || y - step < 56) {
    ops = [];
    pages.push(ops);
    y = 842 - 56;
  } else y -= step;
  ops.push(`BT /${font} ${size} Tf 56 ${y.toFixed(1)} Td ${pdfString(text)} Tj ET`);
}

// Objects: 1 catalog, 2 pages, 3-4 fonts, then a page and its content per page.
const objects = [];
const font = (base) =>
  `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${differences} >> >>`;
objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
objects[3] = font('Helvetica');
objects[4] = font('Helvetica-Bold');
const kids = [];
pages.forEach((pageOps, i) => {
  const pageId = 5 + i * 2;
  const contentId = pageId + 1;
  kids.push(`${pageId} 0 R`);
  const stream = pageOps.join('\n');
  objects[pageId] =
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`;
  objects[contentId] =
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
});
objects[2] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
const infoId = objects.length;
objects[infoId] =
  `<< /Title ${pdfString('Ugovor i privola 2025./2026.')} /Producer (Takt make-contract-pdf.mjs) >>`;

let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
const offsets = [];
for (let id = 1; id < objects.length; id += 1) {
  offsets[id] = Buffer.byteLength(pdf, 'latin1');
  pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
}
const xref = Buffer.byteLength(pdf, 'latin1');
pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
for (let id = 1; id < objects.length; id += 1) {
  pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
}
pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, Buffer.from(pdf, 'latin1'));
console.log(`Wrote ${out} (${pages.length} page(s), ${Buffer.byteLength(pdf, 'latin1')} bytes)`);

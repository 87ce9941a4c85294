import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { person, type DemoStep } from './demo-world.ts';

const TUNE = `X:1
T:Mala ljestvica
M:4/4
L:1/4
K:G
G A B c | d e f g | g f e d | c B A G |]
`;

async function scalesPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('Ljestvice i akordi - vjezbe za gitaru', { x: 60, y: 760, size: 18, font });
  page.drawText('1. G-dur ljestvica, dvije oktave', { x: 60, y: 720, size: 12, font });
  page.drawText('2. Akordi: G, C, D, Em', { x: 60, y: 700, size: 12, font });
  return doc.save();
}

/**
 * The mentor's 'Poveznice': links, a PDF and an ABC tune shared with their students, and a post
 * linking the PDF (its title shows to those who may open it).
 */
export const seedDocuments: DemoStep = async (services, world) => {
  const mentor = person(world, 'mentor');
  const docs = services.documents;
  const folder = await docs.createFolder(mentor, 'Gitara');
  const links = [
    { title: 'Metronom online', url: 'https://www.google.com/search?q=metronom' },
    { title: 'Rječnik glazbenih pojmova', url: 'https://hr.wikipedia.org/wiki/Glazba' },
  ];
  for (const link of links) {
    const d = await docs.create(mentor, { kind: 'link', ...link, folderId: folder.id });
    await docs.share(mentor, d.id, { visibility: 'shared', myStudents: true });
  }
  const pdf = await docs.upload(mentor, {
    stream: Readable.from([Buffer.from(await scalesPdf())]),
    filename: 'ljestvice-i-akordi.pdf',
    fields: { title: 'Ljestvice i akordi', folderId: String(folder.id) },
  });
  await docs.share(mentor, pdf.document.id, { visibility: 'shared', myStudents: true });
  const tune = await docs.create(mentor, { kind: 'abc', title: 'Mala ljestvica (ABC)', abc: TUNE });
  await docs.share(mentor, tune.id, { visibility: 'shared', myStudents: true });
  const id = pdf.document.id;
  await services.posts.create(mentor, {
    title: 'Vježbe za ovaj tjedan',
    visibility: 'public',
    showAllSchools: false,
    content: `<p>Vježbajte ljestvice iz dokumenta: <a data-document-id="${id}" href="/documents/${id}">Dokument ${id}</a></p>`,
  });
};

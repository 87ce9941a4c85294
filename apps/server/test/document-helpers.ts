import { PDFDocument, StandardFonts } from 'pdf-lib';
import { BOUNDARY } from './picture-requests.ts';

export const UPLOAD_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A small real PDF whose page says `text`. */
export async function tinyPdf(text = 'Ljestvice'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 14, font });
  return Buffer.from(await doc.save());
}

/** A multipart body with text fields first, then one file in field `file`. */
export function uploadBody(
  file: { filename: string; type: string; data: Buffer },
  fields: Record<string, string> = {},
  field = 'file',
): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  chunks.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(chunks);
}

export const ABC_TUNE = `X:1
T:Kolo
M:2/4
L:1/8
K:D
d2 fd | e2 ce | d2 fd | A4 |]
`;

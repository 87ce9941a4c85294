import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { decodePdf417 } from './pdf417-decode.ts';

/** Reads a PDF as a person would: its text, and page 1 rendered to pixels (pdf.js + canvas). */

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Each page's text, in order. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).pages.map((p) => p.text);
  } finally {
    await parser.destroy();
  }
}

/**
 * Renders an SVG (the barcode a phone shows) to pixels the way a screen does, at `width`
 * pixels across, and decodes the PDF417 barcode in it; answers its bytes.
 */
export async function barcodeInSvg(svg: string, width = 600): Promise<Uint8Array> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 288 })
    .resize({ width })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return decodePdf417(data, info.width, info.height, info.channels);
}

/** Renders page 1 and decodes the PDF417 barcode on it; answers the barcode's bytes. */
export async function barcodeOnFirstPage(bytes: Uint8Array): Promise<Uint8Array> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const shot = await parser.getScreenshot({ scale: 3, imageBuffer: true, first: 1 });
    const png = shot.pages[0]!.data;
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    return decodePdf417(data, info.width, info.height, info.channels);
  } finally {
    await parser.destroy();
  }
}

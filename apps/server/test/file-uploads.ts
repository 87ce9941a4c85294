import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { allFileTypes, type FileType } from '@takt/shared/file-type';
import { fileMessages as fm } from '@takt/shared/file-messages';
import { fileMetaSchema } from '@takt/shared/schemas/files';
import { AppError } from '../src/lib/app-error.ts';
import { acceptUploads, receiveFile } from '../src/modules/files/multipart-upload.ts';
import { requireAuth } from '../src/plugins/access-control.ts';

/**
 * Upload routes as the documents feature will have them, for tests of the files module: the
 * streaming multipart helper feeding `storeUpload`. `/api/test/upload` takes every type up to
 * 1 MB; `/api/test/upload-large` up to 25 MB.
 */
export const SMALL_LIMIT = 1024 * 1024;
export const LARGE_LIMIT = 25 * 1024 * 1024;

export function testUploadRoutes(app: FastifyInstance) {
  const route = (url: string, maxBytes: number) =>
    app.register(async (scope) => {
      await acceptUploads(scope, { maxBytes });
      scope.post(
        url,
        { config: { access: 'signedIn' }, schema: { response: { 200: fileMetaSchema } } },
        async (request) => {
          const viewer = requireAuth(request).user;
          const files = app.services.files;
          const tooLarge = () => new AppError('file_too_large', fm.tooLarge(maxBytes));
          const file = await receiveFile(
            request,
            { field: 'file', tooLarge },
            (upload) =>
              files.storeUpload(upload.stream, {
                owner: viewer.id,
                school: viewer.schoolId,
                purpose: 'document',
                allowedTypes: allFileTypes,
                maxBytes,
                originalName: upload.filename,
                tooLarge,
              }),
            (stored) => files.remove(stored.schoolId, stored.id),
          );
          return { ...file, name: file.originalName, contentType: file.contentType as FileType };
        },
      );
    });
  void route('/api/test/upload', SMALL_LIMIT);
  void route('/api/test/upload-large', LARGE_LIMIT);
}

/** Stored files under the app's DATA_DIR (temp files included), relative paths. */
export async function filesOnDisk(app: FastifyInstance): Promise<string[]> {
  const root = path.join(app.platform.config.DATA_DIR, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

const le16 = (n: number) => Buffer.from([n & 255, n >> 8]);
const le32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

/** A one-entry zip (stored), enough for a sniffer: `mimetype` first, as MusicXML 3+ writes. */
function zip(name: string, content: string) {
  const data = Buffer.from(content);
  return Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    le16(10),
    le16(0),
    le16(0),
    le32(0),
    le32(crc32(data)),
    le32(data.length),
    le32(data.length),
    le16(name.length),
    le16(0),
    Buffer.from(name),
    data,
  ]);
}

function wav(samples = 8000) {
  const data = Buffer.alloc(samples * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export const samplePdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  );

/** One real-looking file of each type the files module takes, with a fitting name. */
export async function sampleFiles(): Promise<[string, Buffer, FileType][]> {
  const image = sharp({ create: { width: 16, height: 16, channels: 3, background: 'teal' } });
  return [
    ['slika.jpg', await image.clone().jpeg().toBuffer(), 'image/jpeg'],
    ['slika.png', await image.clone().png().toBuffer(), 'image/png'],
    ['slika.gif', await image.clone().gif().toBuffer(), 'image/gif'],
    ['slika.webp', await image.clone().webp().toBuffer(), 'image/webp'],
    ['Pravilnik.pdf', samplePdf(), 'application/pdf'],
    [
      'vjezba.mp3',
      Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00'), Buffer.alloc(2000, 0xff)]),
      'audio/mpeg',
    ],
    ['vjezba.ogg', Buffer.concat([Buffer.from('OggS\x00\x02'), Buffer.alloc(2000)]), 'audio/ogg'],
    ['ljestvica.wav', wav(), 'audio/wav'],
    [
      'snimka.m4a',
      Buffer.concat([
        Buffer.from([0, 0, 0, 0x1c]),
        Buffer.from('ftypM4A \x00\x00\x02\x00M4A isommp42'),
        Buffer.alloc(2000),
      ]),
      'audio/mp4',
    ],
    [
      'Partitura.musicxml',
      Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?>\n<score-partwise version="4.0"><part-list/></score-partwise>\n',
      ),
      'application/vnd.recordare.musicxml+xml',
    ],
    [
      'Partitura.mxl',
      zip('mimetype', 'application/vnd.recordare.musicxml'),
      'application/vnd.recordare.musicxml',
    ],
    ['Pjesmica.abc', Buffer.from('X:1\nT:Pjesmica o žabi\nM:4/4\nK:G\nGABc|d2d2|\n'), 'text/plain'],
  ];
}

import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { fileMessages as fm } from '@takt/shared/file-messages';
import { AppError, badRequest } from '../../lib/app-error.ts';

/**
 * Lets the routes of `app` (one plugin scope) take multipart bodies with one file of at most
 * `maxBytes`. Busboy's own limit sits one byte above, so storage's count, which refuses past
 * `maxBytes` and keeps nothing, is what answers 413.
 */
export async function acceptUploads(app: FastifyInstance, options: { maxBytes: number }) {
  await app.register(multipart, {
    limits: {
      fileSize: options.maxBytes + 1,
      files: 1,
      fields: 10,
      fieldSize: 2048,
      parts: 11,
      headerPairs: 100,
    },
  });
}

/** The file part as it arrives: read `stream` once, to its end, before the request ends. */
export interface IncomingFile {
  stream: Readable;
  filename: string;
  /** Text fields sent before the file. */
  fields: Record<string, string>;
}

/**
 * Hands the one file of `options.field` to `store` while the body is still arriving (nothing is
 * buffered whole). A second file or a broken body after it was stored undoes the store with
 * `undo` and answers 400; no file, an empty field name or a file in another field answers 400.
 */
export async function receiveFile<T>(
  request: FastifyRequest,
  options: { field: string; tooLarge: () => AppError },
  store: (file: IncomingFile) => Promise<T>,
  undo: (stored: T) => Promise<unknown>,
): Promise<T> {
  const missing = () => badRequest(fm.fileMissing, 'file_missing');
  if (!request.isMultipart()) throw missing();
  let stored: { value: T } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== options.field || stored) {
        part.file.resume();
        throw missing();
      }
      const fields: Record<string, string> = {};
      for (const [name, value] of Object.entries(part.fields)) {
        const first = Array.isArray(value) ? value[0] : value;
        if (first?.type === 'field' && typeof first.value === 'string') fields[name] = first.value;
      }
      // Browsers send a quote in a file name as %22 (HTML's multipart encoding); busboy keeps it.
      const filename = part.filename.replace(/%22/g, '"');
      stored = { value: await store({ stream: part.file, filename, fields }) };
      // Busboy cut the file at its own limit (set below the caller's): never keep a torso.
      if (part.file.truncated) throw options.tooLarge();
    }
  } catch (error) {
    if (stored) await undo(stored.value);
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    // Broken multipart, too many parts or files: the client sent no usable file.
    throw missing();
  }
  if (!stored) throw missing();
  return stored.value;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@takt/shared/messages';
import { badRequest } from '../lib/app-error.ts';

/**
 * NUL (PostgreSQL refuses it in text, SQLite would store it and let it truncate other tools'
 * views) and lone UTF-16 surrogates (not text at all): refused at the edge, in any string of a
 * body, query or path, before any route or database sees them.
 */
// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function findUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSAFE.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (UNSAFE.test(key) || findUnsafeText(item, depth + 1)) return true;
  }
  return false;
}

const invalidCharacters = () => badRequest(messages.invalidCharacters, 'invalid_characters');

/** The text of one part of a multipart body, as @fastify/multipart hands it over. */
interface Part {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  mimetype?: string;
  encoding?: string;
  value?: unknown;
  file?: { resume(): unknown };
}

function refuseUnsafePart(part: Part | undefined): void {
  if (!part) return;
  const text = [part.fieldname, part.filename, part.mimetype, part.encoding, part.value];
  if (!findUnsafeText(text)) return;
  // Let the rest of the upload drain, so the parser can finish while the error is answered.
  part.file?.resume();
  throw invalidCharacters();
}

type Reader = (this: FastifyRequest, ...args: unknown[]) => unknown;

/**
 * Multipart bodies are read by the handler itself, after every hook has run: the readers
 * @fastify/multipart puts on the request are wrapped for this request, so each part (field
 * names, file names, field values) is checked as it arrives, before the handler sees it.
 */
function guardMultipart(request: FastifyRequest): void {
  const readers = request as unknown as Record<string, Reader | undefined>;
  for (const name of ['parts', 'files']) {
    const read = readers[name];
    if (typeof read !== 'function') continue;
    readers[name] = async function* (this: FastifyRequest, ...args: unknown[]) {
      for await (const part of read.apply(request, args) as AsyncIterable<Part>) {
        refuseUnsafePart(part);
        yield part;
      }
    };
  }
  const file = readers.file;
  if (typeof file === 'function') {
    readers.file = async function (this: FastifyRequest, ...args: unknown[]) {
      const part = (await file.apply(request, args)) as Part | undefined;
      refuseUnsafePart(part);
      return part;
    };
  }
}

export const inputSafetyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (
      findUnsafeText(request.params) ||
      findUnsafeText(request.query) ||
      findUnsafeText(request.body)
    ) {
      throw invalidCharacters();
    }
    const multipart = (request as { isMultipart?: () => boolean }).isMultipart;
    if (multipart?.call(request)) guardMultipart(request);
  });
});

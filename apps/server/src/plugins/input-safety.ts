import type { FastifyInstance } from 'fastify';
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

export const inputSafetyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (
      findUnsafeText(request.params) ||
      findUnsafeText(request.query) ||
      findUnsafeText(request.body)
    ) {
      throw badRequest(messages.invalidCharacters, 'invalid_characters');
    }
  });
});

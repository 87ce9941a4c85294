import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileMessages as fm } from '@takt/shared/file-messages';
import { fileBytesResponse, fileDownloadQuerySchema } from '@takt/shared/schemas/files';
import { idParamsSchema } from '@takt/shared/schemas/params';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import {
  contentDisposition,
  dispositionKind,
  etagMatches,
  etagOf,
  fallbackName,
  requestedRange,
  servedContentType,
} from './file-download.ts';
import type { FilesService } from './files.service.ts';

/**
 * GET /api/files/{id}: the bytes of a file the caller may read, streamed from storage. A file
 * never changes under its id, so its content hash is a strong ETag; ranges serve audio seeking
 * and PDF viewers. Another school's file, or one the caller may not read, is a 404.
 */
export function filesRoutes(files: FilesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/files/:id',
      {
        config: { access: 'signedIn', cache: 'private, no-cache' },
        schema: {
          params: idParamsSchema,
          querystring: fileDownloadQuerySchema,
          response: {
            200: fileBytesResponse('The file, with its own Content-Type'),
            206: fileBytesResponse('The requested byte range'),
            304: z.null(),
          },
        },
      },
      async (request, reply) => {
        const { file, read } = await files.open(requireAuth(request).user, request.params.id);
        const etag = etagOf(file.sha256);
        void reply.header('ETag', etag).header('Accept-Ranges', 'bytes');
        if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);

        const range = requestedRange(request.headers, file.size, etag);
        if (range === 'unsatisfiable') {
          void reply.header('Content-Range', `bytes */${file.size}`);
          throw new AppError('range_not_satisfiable', fm.rangeNotSatisfiable);
        }
        // Opened before the file's own headers are set: a failure answers as an error, not as
        // a broken download. HEAD reads nothing (Fastify would read a real stream to its end).
        const stream =
          request.method === 'HEAD' ? Readable.from([]) : await read(range ?? undefined);
        const name = file.originalName ?? fallbackName(file.purpose, file.id, file.contentType);
        const kind = dispositionKind(file.contentType, request.query.download === '1');
        void reply
          .header('Content-Type', servedContentType(file.contentType))
          .header('Content-Disposition', contentDisposition(kind, name))
          .header('X-Content-Type-Options', 'nosniff');
        if (!range) return reply.header('Content-Length', file.size).send(stream);
        return reply
          .code(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('Content-Length', range.end - range.start + 1)
          .send(stream);
      },
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentMessages as m } from '@takt/shared/document-messages';
import { fileMessages as fm } from '@takt/shared/file-messages';
import { successMessageSchema } from '@takt/shared/schemas/common';
import {
  documentCreateSchema,
  documentListQuerySchema,
  documentListSchema,
  documentSavedSchema,
  documentSchema,
  documentSharingSchema,
  documentTitlesQuerySchema,
  documentTitlesSchema,
  documentUpdateSchema,
  folderInputSchema,
  folderSavedSchema,
  shareOptionsSchema,
} from '@takt/shared/schemas/documents';
import { idParamsSchema } from '@takt/shared/schemas/params';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import { acceptUploads, receiveFile } from '../files/multipart-upload.ts';
import type { DocumentsService } from './documents.service.ts';

/** Documents ('Poveznice'): every signed-in person keeps and shares their own. */
export function documentsRoutes(
  documents: DocumentsService,
  options: { maxBytes: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { access: 'signedIn' as const };

    app.get(
      '/api/documents',
      {
        config: signedIn,
        schema: { querystring: documentListQuerySchema, response: { 200: documentListSchema } },
      },
      async (request) => documents.list(requireAuth(request).user, request.query),
    );

    app.get(
      '/api/documents/titles',
      {
        config: signedIn,
        schema: { querystring: documentTitlesQuerySchema, response: { 200: documentTitlesSchema } },
      },
      async (request) => ({
        documents: await documents.titles(requireAuth(request).user, request.query.ids),
      }),
    );

    app.get(
      '/api/documents/share-options',
      { config: signedIn, schema: { response: { 200: shareOptionsSchema } } },
      async (request) => documents.shareOptions(requireAuth(request).user),
    );

    app.get(
      '/api/documents/:id',
      {
        config: signedIn,
        schema: { params: idParamsSchema, response: { 200: documentSchema } },
      },
      async (request) => documents.view(requireAuth(request).user, request.params.id),
    );

    app.post(
      '/api/documents',
      {
        config: signedIn,
        schema: { body: documentCreateSchema, response: { 201: documentSavedSchema } },
      },
      async (request, reply) => {
        const document = await documents.create(requireAuth(request).user, request.body);
        return reply.status(201).send({ document, message: m.saved });
      },
    );

    app.put(
      '/api/documents/:id',
      {
        config: signedIn,
        schema: {
          params: idParamsSchema,
          body: documentUpdateSchema,
          response: { 200: documentSavedSchema },
        },
      },
      async (request) => ({
        document: await documents.update(
          requireAuth(request).user,
          request.params.id,
          request.body,
        ),
        message: m.saved,
      }),
    );

    app.put(
      '/api/documents/:id/sharing',
      {
        config: signedIn,
        schema: {
          params: idParamsSchema,
          body: documentSharingSchema,
          response: { 200: documentSavedSchema },
        },
      },
      async (request) => ({
        document: await documents.share(requireAuth(request).user, request.params.id, request.body),
        message: m.shared,
      }),
    );

    app.delete(
      '/api/documents/:id',
      {
        config: signedIn,
        schema: { params: idParamsSchema, response: { 200: successMessageSchema } },
      },
      async (request) => {
        await documents.remove(requireAuth(request).user, request.params.id);
        return { success: true as const, message: m.deleted };
      },
    );

    app.post(
      '/api/document-folders',
      {
        config: signedIn,
        schema: { body: folderInputSchema, response: { 201: folderSavedSchema } },
      },
      async (request, reply) => {
        const folder = await documents.createFolder(requireAuth(request).user, request.body.name);
        return reply.status(201).send({ folder, message: m.folderSaved });
      },
    );

    app.delete(
      '/api/document-folders/:id',
      {
        config: signedIn,
        schema: { params: idParamsSchema, response: { 200: successMessageSchema } },
      },
      async (request) => {
        await documents.deleteFolder(requireAuth(request).user, request.params.id);
        return { success: true as const, message: m.folderDeleted };
      },
    );

    // Uploads in a scope of their own: only this route takes multipart bodies.
    await app.register(async (uploads) => {
      await acceptUploads(uploads, { maxBytes: options.maxBytes });
      uploads.post(
        '/api/documents/upload',
        { config: signedIn, schema: { response: { 201: documentSavedSchema } } },
        async (request, reply) => {
          const viewer = requireAuth(request).user;
          const stored = await receiveFile(
            request,
            {
              field: 'file',
              tooLarge: () => new AppError('file_too_large', fm.tooLarge(options.maxBytes)),
            },
            (file) => documents.upload(viewer, file),
            (done) => documents.undoUpload(viewer, done),
          );
          return reply.status(201).send({ document: stored.document, message: m.saved });
        },
      );
    });
  };
}

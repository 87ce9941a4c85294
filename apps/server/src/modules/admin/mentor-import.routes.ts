import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { importResultSchema } from '@takt/shared/schemas/admin-import';
import { fileBytesResponse } from '@takt/shared/schemas/files';
import {
  mentorImportCommitSchema,
  mentorImportPreviewSchema,
} from '@takt/shared/schemas/mentor-import';
import { requireAuth } from '../../plugins/access-control.ts';
import type { MentorImportService } from './mentor-import.service.ts';
import { XLSX_TYPE } from './spreadsheet.ts';
import { importUploadLimits, readUploadedSheet } from './upload-sheet.ts';

/** /mentori: the mentors' XLSX import (template, preview, check, commit). */
export function mentorImportRoutes(imports: MentorImportService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: importUploadLimits });
    const access = { access: 'admin' } as const;

    app.get(
      '/api/admin/import/mentors/template',
      { config: access, schema: { response: { 200: fileBytesResponse('XLSX') } } },
      async (_request, reply) => {
        reply.header('content-disposition', 'attachment; filename="predlozak-mentori.xlsx"');
        return reply.type(XLSX_TYPE).send(await imports.template());
      },
    );
    app.post(
      '/api/admin/import/mentors/preview',
      { config: access, schema: { response: { 200: mentorImportPreviewSchema } } },
      async (request) =>
        imports.previewFile(requireAuth(request).user, await readUploadedSheet(request)),
    );
    app.post(
      '/api/admin/import/mentors/check',
      {
        config: access,
        schema: { body: mentorImportCommitSchema, response: { 200: mentorImportPreviewSchema } },
      },
      async (request) => imports.previewRows(requireAuth(request).user, request.body.rows),
    );
    app.post(
      '/api/admin/import/mentors/commit',
      {
        config: access,
        schema: { body: mentorImportCommitSchema, response: { 200: importResultSchema } },
      },
      async (request) => imports.commit(requireAuth(request).user, request.body.rows),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  createdAccountSchema,
  createStudentSchema,
  studentExportQuerySchema,
  studentListQuerySchema,
  studentListSchema,
} from '@takt/shared/schemas/admin';
import {
  importCommitSchema,
  importPreviewSchema,
  importResultSchema,
} from '@takt/shared/schemas/admin-import';
import { fileBytesResponse } from '@takt/shared/schemas/files';
import { pageFrom } from '../../lib/paging.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { ImportService } from './import.service.ts';
import { importTemplate, studentsCsv, studentsXlsx, XLSX_TYPE } from './spreadsheet.ts';
import type { StudentAdminService } from './students.service.ts';
import { importUploadLimits, readUploadedSheet } from './upload-sheet.ts';

const stamp = (now: Date) => now.toISOString().slice(0, 10);

/** /korisnici: the list, one student added, the export, the XLSX import. */
export function studentAdminRoutes(s: {
  students: StudentAdminService;
  imports: ImportService;
  now: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: importUploadLimits,
    });

    app.get(
      '/api/admin/students',
      {
        config: { access: 'admin' },
        schema: { querystring: studentListQuerySchema, response: { 200: studentListSchema } },
      },
      async (request) => {
        const { cursor, limit, ...filter } = request.query;
        return s.students.list(requireAuth(request).user, filter, pageFrom({ cursor, limit }, 50));
      },
    );
    app.post(
      '/api/admin/students',
      {
        config: { access: 'admin' },
        schema: { body: createStudentSchema(s.now), response: { 201: createdAccountSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await s.students.create(requireAuth(request).user, request.body)),
    );
    app.get(
      '/api/admin/students/export',
      {
        config: { access: 'admin' },
        schema: {
          querystring: studentExportQuerySchema,
          response: { 200: fileBytesResponse('CSV (text/csv) or XLSX') },
        },
      },
      async (request, reply) => {
        const { format, ...filter } = request.query;
        const rows = await s.students.exportRows(requireAuth(request).user, filter);
        const name = `ucenici-${stamp(s.now())}.${format}`;
        reply.header('content-disposition', `attachment; filename="${name}"`);
        if (format === 'csv') {
          return reply.type('text/csv; charset=utf-8').send(studentsCsv(rows));
        }
        return reply.type(XLSX_TYPE).send(await studentsXlsx(rows));
      },
    );

    app.get(
      '/api/admin/import/students/template',
      { config: { access: 'admin' }, schema: { response: { 200: fileBytesResponse('XLSX') } } },
      async (_request, reply) => {
        reply.header('content-disposition', 'attachment; filename="predlozak-ucenici.xlsx"');
        return reply
          .type(XLSX_TYPE)
          .send(await importTemplate({ program: 'Klavir', tip: 'Individualno 1x tjedno' }));
      },
    );
    app.post(
      '/api/admin/import/students/preview',
      { config: { access: 'admin' }, schema: { response: { 200: importPreviewSchema } } },
      async (request) =>
        s.imports.previewFile(requireAuth(request).user, await readUploadedSheet(request)),
    );
    app.post(
      '/api/admin/import/students/check',
      {
        config: { access: 'admin' },
        schema: { body: importCommitSchema, response: { 200: importPreviewSchema } },
      },
      async (request) => s.imports.previewRows(requireAuth(request).user, request.body.rows),
    );
    app.post(
      '/api/admin/import/students/commit',
      {
        config: { access: 'admin' },
        schema: { body: importCommitSchema, response: { 200: importResultSchema } },
      },
      async (request) => s.imports.commit(requireAuth(request).user, request.body.rows),
    );
  };
}

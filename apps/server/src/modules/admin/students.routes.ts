import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { adminMessages as am } from '@takt/shared/admin-messages';
import {
  createdAccountSchema,
  createStudentSchema,
  importCommitSchema,
  importPreviewSchema,
  importResultSchema,
  studentExportQuerySchema,
  studentListQuerySchema,
  studentListSchema,
} from '@takt/shared/schemas/admin';
import { fileBytesResponse } from '@takt/shared/schemas/files';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { pageFrom } from '../../lib/paging.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { ImportService } from './import.service.ts';
import { importTemplate, studentsCsv, studentsXlsx, XLSX_TYPE } from './spreadsheet.ts';
import type { StudentAdminService } from './students.service.ts';

const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The one XLSX file of field `file`, read whole (at most 5 MB). */
async function readSheet(request: FastifyRequest): Promise<Buffer> {
  const missing = () => badRequest(am.importFileMissing, 'file_missing');
  if (!request.isMultipart()) throw missing();
  try {
    let data: Buffer | null = null;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || data) throw missing();
      data = await part.toBuffer();
    }
    if (!data || data.length === 0) throw missing();
    return data;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('file_too_large', am.importFileInvalid);
    }
    throw missing();
  }
}

const stamp = (now: Date) => now.toISOString().slice(0, 10);

/** /korisnici: the list, one student added, the export, the XLSX import. */
export function studentAdminRoutes(s: {
  students: StudentAdminService;
  imports: ImportService;
  now: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 100 },
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
      async (request) => s.imports.previewFile(requireAuth(request).user, await readSheet(request)),
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

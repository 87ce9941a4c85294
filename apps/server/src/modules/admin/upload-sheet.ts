import type { FastifyRequest } from 'fastify';
import { adminMessages as am } from '@takt/shared/admin-messages';
import { AppError, badRequest } from '../../lib/app-error.ts';

/** Largest import file accepted (a 1,000-row sheet is far below it). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Limits of @fastify/multipart for an import upload: one file, nothing else. */
export const importUploadLimits = {
  fileSize: IMPORT_MAX_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  headerPairs: 100,
};

/** The one XLSX file of field `file`, read whole (at most 5 MB). */
export async function readUploadedSheet(request: FastifyRequest): Promise<Buffer> {
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

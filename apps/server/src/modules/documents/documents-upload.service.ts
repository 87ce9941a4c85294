import type { Readable } from 'node:stream';
import { documentMessages as m } from '@takt/shared/document-messages';
import type { FileType } from '@takt/shared/file-type';
import type { DocumentView } from '@takt/shared/schemas/documents';
import type { Transactor } from '../../db/unit-of-work.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FilesService } from '../files/files.service.ts';
import type { DocumentCaller, DocumentLimits, DocumentsAccess } from './documents-access.ts';
import type { DocumentsRepository } from './documents.repository.ts';

/** What may be uploaded as a document: PDF, images, audio, MusicXML. */
export const DOCUMENT_FILE_TYPES: readonly FileType[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/mp4',
  'application/vnd.recordare.musicxml+xml',
  'application/vnd.recordare.musicxml',
];

/** Uploaded files as documents, kept within the size limit and the school's quota. */
export function createDocumentsUpload(deps: {
  documents: DocumentsRepository;
  access: DocumentsAccess;
  files: FilesService;
  transactor: Transactor;
  limits: DocumentLimits;
  now: () => Date;
}) {
  const { documents: repo, access, files, transactor, limits } = deps;
  const at = () => deps.now().toISOString();

  return {
    /**
     * Streams an upload into storage within the size limit and what is left of the school's
     * quota, then records the document; if that fails the stored file goes again.
     */
    async upload(
      viewer: DocumentCaller,
      upload: { stream: Readable; filename: string; fields: Record<string, string> },
    ) {
      await access.checkRoom(viewer);
      const folderId = await access.checkFolder(
        viewer,
        /^\d{1,15}$/.test(upload.fields.folderId ?? '') ? Number(upload.fields.folderId) : null,
      );
      const used = await files.usage(viewer.schoolId, ['document']);
      const left = limits.DOCUMENT_SCHOOL_QUOTA_BYTES - used;
      const quotaError = () => new AppError('quota_exceeded', m.quotaExceeded);
      if (left <= 0) {
        upload.stream.resume();
        throw quotaError();
      }
      const byQuota = left < limits.DOCUMENT_MAX_BYTES;
      const file = await files.storeUpload(upload.stream, {
        owner: viewer.id,
        school: viewer.schoolId,
        purpose: 'document',
        allowedTypes: DOCUMENT_FILE_TYPES,
        maxBytes: Math.min(left, limits.DOCUMENT_MAX_BYTES),
        originalName: upload.filename,
        ...(byQuota ? { tooLarge: quotaError } : {}),
      });
      const title =
        (upload.fields.title ?? '').trim().slice(0, 200) || file.originalName || 'Dokument';
      try {
        const id = await transactor.run(async () => {
          await access.checkRoom(viewer);
          return repo.insert({
            schoolId: viewer.schoolId,
            ownerId: viewer.id,
            folderId,
            kind: 'file',
            title,
            url: null,
            abc: null,
            fileId: file.id,
            at: at(),
          });
        });
        return { document: await access.view(viewer, id), fileId: file.id };
      } catch (error) {
        await files.remove(viewer.schoolId, file.id);
        throw error;
      }
    },

    /** Undoes an upload whose request broke after the file was stored. */
    async undoUpload(viewer: DocumentCaller, stored: { document: DocumentView; fileId: number }) {
      await repo.delete(viewer.schoolId, stored.document.id);
      await files.remove(viewer.schoolId, stored.fileId);
    },
  };
}

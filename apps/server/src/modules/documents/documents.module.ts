import type { Platform } from '../../platform.ts';
import type { FilesService } from '../files/files.service.ts';
import { createDocumentsRepository } from './documents.repository.ts';
import { documentsRoutes } from './documents.routes.ts';
import { createDocumentsService } from './documents.service.ts';
import { documentsPersonalData } from './documents-personal-data.ts';

/**
 * Documents ('Poveznice'): links, files and ABC tunes with sharing. Registers the access rule of
 * the files module's 'document' purpose, so every download asks who the document is shared with.
 */
export function createDocumentsModule(platform: Platform, deps: { files: FilesService }) {
  const service = createDocumentsService({
    documents: createDocumentsRepository(platform.data),
    files: deps.files,
    transactor: platform.transactor,
    limits: platform.config,
    now: platform.now,
  });
  deps.files.registerAccess('document', (viewer, file) => service.fileVisible(viewer, file.id));
  platform.personalData.register(documentsPersonalData(platform.data));
  return {
    name: 'documents',
    service,
    routes: documentsRoutes(service, { maxBytes: platform.config.DOCUMENT_MAX_BYTES }),
  };
}

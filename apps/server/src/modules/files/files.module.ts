import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform.ts';
import { createFilesRepository } from './files.repository.ts';
import { filesRoutes } from './files.routes.ts';
import { createFilesService } from './files.service.ts';
import { moveInlineBytes } from './legacy-inline-bytes.ts';

/**
 * Files: what users upload and the server makes (profile pictures, documents, invoice PDFs).
 * The table says what each file is and who owns it; `platform.storage` keeps the bytes. Other
 * modules store and read through the service and register who besides the owner may read theirs.
 */
export function createFilesModule(platform: Platform) {
  const files = createFilesRepository(platform.data);
  const service = createFilesService({
    files,
    storage: platform.storage,
    transactor: platform.transactor,
    now: platform.now,
    log: platform.log,
  });
  const moveLegacyBytes = () =>
    moveInlineBytes({ files, storage: platform.storage, transactor: platform.transactor });

  const routes: FastifyPluginAsyncZod = async (app) => {
    // Bytes kept in the table before file storage existed move out once the app is up. A
    // failure is logged, not fatal: such files are still served from the row meanwhile.
    app.addHook('onReady', async () => {
      try {
        const moved = await moveLegacyBytes();
        if (moved > 0)
          platform.log.info({ moved }, 'moved stored files from the database to storage');
      } catch (error) {
        platform.log.error({ err: error }, 'moving stored files to storage failed');
      }
    });
    await app.register(filesRoutes(service));
  };

  return { name: 'files', service, routes, moveLegacyBytes };
}

import type { Transactor } from '../../db/unit-of-work.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import type { FilesRepository } from './files.repository.ts';

const BATCH = 50;

/**
 * Moves bytes that files kept in their row (from before file storage) into storage, then clears
 * them: run at startup, safe to run again and on several instances at once (a row already moved
 * by someone else keeps theirs, and the copy just written goes). Returns how many rows it moved.
 */
export async function moveInlineBytes(deps: {
  files: FilesRepository;
  storage: FileStorage;
  transactor: Transactor;
}): Promise<number> {
  const { files, storage, transactor } = deps;
  let moved = 0;
  for (;;) {
    // A moved row leaves the list, so every round makes progress.
    const batch = await files.listInline(BATCH);
    if (batch.length === 0) return moved;
    for (const { id, schoolId } of batch) {
      const bytes = await files.readInline(schoolId, id);
      if (!bytes) continue;
      const stored = await storage.put(bytes);
      const done = await transactor.run(() => files.moveInlineToStorage(schoolId, id, stored.key));
      if (done) moved++;
      else await storage.remove(stored.key);
    }
  }
}

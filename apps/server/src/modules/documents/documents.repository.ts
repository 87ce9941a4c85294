import type { DocumentKind, DocumentVisibility } from '@takt/shared/schemas/documents';
import type { DataAccess } from '../../db/unit-of-work.ts';
import { createDocumentsFoldersRepository } from './documents-folders.repository.ts';
import { createDocumentsSharesRepository } from './documents-shares.repository.ts';
import { createDocumentsVisibilityRepository } from './documents-visibility.repository.ts';

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;

/**
 * Documents, their shares and their owners' folders. The writes below go by school and id, not
 * through the visibility predicate: the service has checked that the caller owns the document.
 */
export function createDocumentsRepository(data: DataAccess) {
  return {
    ...createDocumentsVisibilityRepository(data),
    ...createDocumentsSharesRepository(data),
    ...createDocumentsFoldersRepository(data),

    async owned(schoolId: number, id: number) {
      return data.db
        .selectFrom('documents')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async countOwned(schoolId: number, ownerId: number): Promise<number> {
      const row = await data.db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('ownerId', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(values: {
      schoolId: number;
      ownerId: number;
      folderId: number | null;
      kind: DocumentKind;
      title: string;
      url: string | null;
      fileId: number | null;
      abc: string | null;
      at: string;
    }): Promise<number> {
      const { at, ...rest } = values;
      const { id } = await data.db
        .insertInto('documents')
        .values({ ...rest, visibility: 'private', createdAt: at, updatedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(
      schoolId: number,
      id: number,
      values: Partial<{
        title: string;
        folderId: number | null;
        url: string;
        abc: string;
        visibility: DocumentVisibility;
      }> & { updatedAt: string },
    ): Promise<void> {
      await data.db
        .updateTable('documents')
        .set(values)
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },

    async delete(schoolId: number, id: number): Promise<void> {
      await data.db
        .deleteFrom('documents')
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },
  };
}

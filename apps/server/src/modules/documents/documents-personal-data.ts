import type { DataAccess } from '../../db/unit-of-work.ts';
import type { PersonalDataSource } from '../../lib/personal-data.ts';

/**
 * The documents and folders a person made, and the shares naming them. Erasure deletes them (the
 * files behind them are removed with the person's other files).
 */
export function documentsPersonalData(data: DataAccess): PersonalDataSource {
  return {
    name: 'poveznice',
    async export({ schoolId, userId }) {
      const [folders, documents] = await Promise.all([
        data.db
          .selectFrom('document_folders')
          .select(['name', 'createdAt'])
          .where('schoolId', '=', schoolId)
          .where('ownerId', '=', userId)
          .orderBy('id')
          .execute(),
        data.db
          .selectFrom('documents')
          .select(['kind', 'title', 'url', 'abc', 'visibility', 'createdAt'])
          .where('schoolId', '=', schoolId)
          .where('ownerId', '=', userId)
          .orderBy('id')
          .execute(),
      ]);
      return { mape: folders, dokumenti: documents };
    },
    async erase({ schoolId, userId }) {
      const db = data.db;
      await db
        .deleteFrom('documents')
        .where('schoolId', '=', schoolId)
        .where('ownerId', '=', userId)
        .execute();
      await db
        .deleteFrom('document_folders')
        .where('schoolId', '=', schoolId)
        .where('ownerId', '=', userId)
        .execute();
      await db
        .deleteFrom('document_shares')
        .where('kind', '=', 'user')
        .where('targetId', '=', userId)
        .execute();
    },
  };
}

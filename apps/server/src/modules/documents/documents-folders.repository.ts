import type { DataAccess } from '../../db/unit-of-work.ts';

/** A person's own folders: nobody else sees or files into them. */
export function createDocumentsFoldersRepository(data: DataAccess) {
  return {
    async folders(schoolId: number, ownerId: number) {
      const rows = await data.db
        .selectFrom('document_folders as f')
        .leftJoin('documents as d', 'd.folderId', 'f.id')
        .select(['f.id', 'f.name', (eb) => eb.fn.count<number>('d.id').as('documentCount')])
        .where('f.schoolId', '=', schoolId)
        .where('f.ownerId', '=', ownerId)
        .groupBy(['f.id', 'f.name'])
        .orderBy('f.name')
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, documentCount: Number(r.documentCount) }));
    },

    async folder(schoolId: number, ownerId: number, id: number) {
      return data.db
        .selectFrom('document_folders')
        .select(['id', 'name'])
        .where('schoolId', '=', schoolId)
        .where('ownerId', '=', ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insertFolder(schoolId: number, ownerId: number, name: string, at: string) {
      const { id } = await data.db
        .insertInto('document_folders')
        .values({ schoolId, ownerId, name, createdAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async deleteFolder(schoolId: number, ownerId: number, id: number) {
      await data.db
        .deleteFrom('document_folders')
        .where('schoolId', '=', schoolId)
        .where('ownerId', '=', ownerId)
        .where('id', '=', id)
        .execute();
    },
  };
}

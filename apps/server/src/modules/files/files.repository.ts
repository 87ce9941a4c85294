import type { DataAccess } from '../../db/unit-of-work.ts';

/** A file's row without its legacy inline bytes. */
export interface FileRecord {
  id: number;
  schoolId: number;
  ownerId: number | null;
  purpose: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string | null;
  originalName: string | null;
  createdAt: string;
}

export type NewFileRecord = Omit<FileRecord, 'id'>;

const columns = [
  'id',
  'schoolId',
  'ownerId',
  'purpose',
  'contentType',
  'size',
  'sha256',
  'storageKey',
  'originalName',
  'createdAt',
] as const;

export type FilesRepository = ReturnType<typeof createFilesRepository>;

/** The `files` table. Every lookup by id names the school, so another school's file is absent. */
export function createFilesRepository(data: DataAccess) {
  const row = (r: FileRecord): FileRecord => ({ ...r, size: Number(r.size) });
  return {
    async insert(file: NewFileRecord): Promise<FileRecord> {
      const created = await data.db
        .insertInto('files')
        .values(file)
        .returning(columns)
        .executeTakeFirstOrThrow();
      return row(created);
    },

    async find(schoolId: number, id: number): Promise<FileRecord | undefined> {
      const found = await data.db
        .selectFrom('files')
        .select(columns)
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
        .executeTakeFirst();
      return found && row(found);
    },

    /** The owner's files of one purpose, newest first. */
    async listOwned(schoolId: number, ownerId: number, purpose: string): Promise<FileRecord[]> {
      const rows = await data.db
        .selectFrom('files')
        .select(columns)
        .where('ownerId', '=', ownerId)
        .where('schoolId', '=', schoolId)
        .where('purpose', '=', purpose)
        .orderBy('id', 'desc')
        .execute();
      return rows.map(row);
    },

    /** Bytes the school's files of these purposes take (quotas). */
    async usage(schoolId: number, purposes: readonly string[]): Promise<number> {
      if (purposes.length === 0) return 0;
      const result = await data.db
        .selectFrom('files')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('total'))
        .where('schoolId', '=', schoolId)
        .where('purpose', 'in', purposes)
        .executeTakeFirstOrThrow();
      return Number(result.total);
    },

    async delete(schoolId: number, id: number): Promise<boolean> {
      const result = await data.db
        .deleteFrom('files')
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Rows whose bytes still sit in the table (from before file storage), a batch at a time. */
    async listInline(limit: number): Promise<{ id: number; schoolId: number }[]> {
      return data.db
        .selectFrom('files')
        .select(['id', 'schoolId'])
        .where('inlineData', 'is not', null)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async readInline(schoolId: number, id: number): Promise<Buffer | null> {
      const found = await data.db
        .selectFrom('files')
        .select('inlineData')
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
        .executeTakeFirst();
      return found?.inlineData ? Buffer.from(found.inlineData) : null;
    },

    /**
     * Points a row at its bytes in storage and drops the inline copy; false when someone else
     * (another instance at startup) did it first.
     */
    async moveInlineToStorage(schoolId: number, id: number, storageKey: string): Promise<boolean> {
      const result = await data.db
        .updateTable('files')
        .set({ storageKey, inlineData: null })
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
        .where('inlineData', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

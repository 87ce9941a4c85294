import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/rows.ts';

export function createSchoolRepository(db: Kysely<Database>) {
  return {
    async findByName(name: string): Promise<{ id: number; name: string } | null> {
      const row = await db
        .selectFrom('schools')
        .select(['id', 'name'])
        .where('name', '=', name)
        .executeTakeFirst();
      return row ?? null;
    },
    async insert(name: string): Promise<number> {
      const { id } = await db
        .insertInto('schools')
        .values({ name, createdAt: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}

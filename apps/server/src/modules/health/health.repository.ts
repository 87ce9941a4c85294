import { sql } from 'kysely';
import type { DataAccess } from '../../db/unit-of-work.ts';

export function createHealthRepository(data: DataAccess) {
  return {
    async ping(): Promise<boolean> {
      try {
        await sql`select 1`.execute(data.db);
        return true;
      } catch {
        return false;
      }
    },
  };
}

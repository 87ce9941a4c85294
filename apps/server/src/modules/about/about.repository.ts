import type { DataAccess } from '../../db/unit-of-work.ts';

export interface LegalRow {
  schoolId: number;
  version: string;
  terms: string;
  privacy: string;
  supportEmail: string | null;
  updatedAt: string;
}

export type AboutRepository = ReturnType<typeof createAboutRepository>;

export function createAboutRepository(data: DataAccess) {
  return {
    async legal(schoolId: number): Promise<LegalRow | undefined> {
      return data.db
        .selectFrom('school_legal_documents')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .executeTakeFirst();
    },
    async saveLegal(row: LegalRow): Promise<void> {
      const { schoolId, ...rest } = row;
      const updated = await data.db
        .updateTable('school_legal_documents')
        .set(rest)
        .where('schoolId', '=', schoolId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await data.db.insertInto('school_legal_documents').values(row).execute();
      }
    },
    async accepted(userId: number, version: string): Promise<string | undefined> {
      const row = await data.db
        .selectFrom('terms_acceptances')
        .select('acceptedAt')
        .where('userId', '=', userId)
        .where('version', '=', version)
        .executeTakeFirst();
      return row?.acceptedAt;
    },
    async recordAcceptance(a: {
      schoolId: number;
      userId: number;
      version: string;
      acceptedAt: string;
    }): Promise<void> {
      await data.db
        .insertInto('terms_acceptances')
        .values(a)
        .onConflict((oc) => oc.columns(['userId', 'version']).doNothing())
        .execute();
    },
    async adminEmails(schoolId: number): Promise<string[]> {
      const rows = await data.db
        .selectFrom('users')
        .select('email')
        .where('schoolId', '=', schoolId)
        .where('isAdmin', '=', true)
        .where('isActive', '=', true)
        .orderBy('id')
        .execute();
      return [...new Set(rows.map((r) => r.email))];
    },
  };
}

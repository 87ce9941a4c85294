import type { DataAccess } from '../../db/unit-of-work.ts';

export type ShareKind = 'user' | 'program' | 'mentor_students' | 'group' | 'chat';
export interface ShareTarget {
  kind: ShareKind;
  targetId: number;
}

/**
 * Whom a document is shared with, and the people, programs, groups and chats an owner may name
 * (each checked to be the school's before it is stored).
 */
export function createDocumentsSharesRepository(data: DataAccess) {
  return {
    async shares(documentIds: number[]): Promise<Map<number, ShareTarget[]>> {
      const map = new Map<number, ShareTarget[]>();
      if (documentIds.length === 0) return map;
      const rows = await data.db
        .selectFrom('document_shares')
        .select(['documentId', 'kind', 'targetId'])
        .where('documentId', 'in', documentIds)
        .orderBy('targetId')
        .execute();
      for (const r of rows) {
        const list = map.get(r.documentId) ?? [];
        list.push({ kind: r.kind as ShareKind, targetId: r.targetId });
        map.set(r.documentId, list);
      }
      return map;
    },

    async replaceShares(documentId: number, targets: ShareTarget[]): Promise<void> {
      await data.db.deleteFrom('document_shares').where('documentId', '=', documentId).execute();
      if (targets.length > 0) {
        await data.db
          .insertInto('document_shares')
          .values(targets.map((t) => ({ documentId, ...t })))
          .execute();
      }
    },

    /** How many of `ids` are active people of the school (share targets must all be). */
    async countPeople(schoolId: number, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const row = await data.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('isActive', '=', true)
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async countPrograms(schoolId: number, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const row = await data.db
        .selectFrom('programs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** How many of `ids` are student groups of the school. */
    async countGroups(schoolId: number, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const row = await data.db
        .selectFrom('student_groups')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** How many of `ids` are group chats of the school that `userId` is a member of. */
    async countMemberChats(schoolId: number, userId: number, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const row = await data.db
        .selectFrom('chats as c')
        .innerJoin('chat_members as cm', 'cm.chatId', 'c.id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('c.schoolId', '=', schoolId)
        .where('c.kind', '=', 'group')
        .where('cm.userId', '=', userId)
        .where('c.id', 'in', ids)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async groups(schoolId: number) {
      return data.db
        .selectFrom('student_groups')
        .select(['id', 'name'])
        .where('schoolId', '=', schoolId)
        .orderBy('name')
        .execute();
    },

    async memberChats(schoolId: number, userId: number) {
      const rows = await data.db
        .selectFrom('chats as c')
        .innerJoin('chat_members as cm', 'cm.chatId', 'c.id')
        .select(['c.id', 'c.name'])
        .where('c.schoolId', '=', schoolId)
        .where('c.kind', '=', 'group')
        .where('cm.userId', '=', userId)
        .orderBy('c.name')
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name ?? 'Grupa' }));
    },

    async people(schoolId: number, exceptId: number) {
      return data.db
        .selectFrom('users')
        .select(['id', 'ime', 'prezime', 'isStudent'])
        .where('schoolId', '=', schoolId)
        .where('isActive', '=', true)
        .where('id', '!=', exceptId)
        .orderBy('prezime')
        .orderBy('ime')
        .execute();
    },

    async programs(schoolId: number) {
      return data.db
        .selectFrom('programs')
        .select(['id', 'naziv'])
        .where('schoolId', '=', schoolId)
        .where('active', '=', true)
        .orderBy('naziv')
        .execute();
    },

    async hasStudents(mentorId: number): Promise<boolean> {
      const row = await data.db
        .selectFrom('student_mentors')
        .select('studentId')
        .where('mentorId', '=', mentorId)
        .executeTakeFirst();
      return !!row;
    },
  };
}

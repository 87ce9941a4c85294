import type { ExpressionBuilder } from 'kysely';
import type { DocumentKind, DocumentVisibility } from '@takt/shared/schemas/documents';
import type { Database } from '../../db/schema.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';

export interface DocumentViewer {
  id: number;
  schoolId: number;
}

export interface DocumentRecord {
  id: number;
  schoolId: number;
  ownerId: number;
  ownerIme: string;
  ownerPrezime: string;
  folderId: number | null;
  kind: DocumentKind;
  title: string;
  url: string | null;
  abc: string | null;
  visibility: DocumentVisibility;
  createdAt: string;
  updatedAt: string;
  file: {
    id: number;
    purpose: string;
    contentType: string;
    size: number;
    name: string | null;
    createdAt: string;
  } | null;
}

export type ShareKind = 'user' | 'program' | 'mentor_students' | 'group' | 'chat';
export interface ShareTarget {
  kind: ShareKind;
  targetId: number;
}

type Eb = ExpressionBuilder<Database & { d: Database['documents'] }, 'd'>;

/**
 * Who may open a document, in SQL: its school's people who own it, or see the whole school's,
 * or are named, or are in a shared program, or are taught by the mentor who shared with "my
 * students" (membership as it is now, not as it was when shared).
 */
function visibleTo(viewer: DocumentViewer) {
  return (eb: Eb) =>
    eb.and([
      eb('d.schoolId', '=', viewer.schoolId),
      eb.or([
        eb('d.ownerId', '=', viewer.id),
        eb('d.visibility', '=', 'school'),
        eb.and([
          eb('d.visibility', '=', 'shared'),
          eb.exists(
            eb
              .selectFrom('document_shares as s')
              .select('s.documentId')
              .whereRef('s.documentId', '=', 'd.id')
              .where((e) =>
                e.or([
                  e.and([e('s.kind', '=', 'user'), e('s.targetId', '=', viewer.id)]),
                  e.and([
                    e('s.kind', '=', 'program'),
                    e.exists(
                      e
                        .selectFrom('user_programs as up')
                        .select('up.userId')
                        .whereRef('up.programId', '=', 's.targetId')
                        .where('up.userId', '=', viewer.id),
                    ),
                  ]),
                  e.and([
                    e('s.kind', '=', 'group'),
                    e.exists(
                      e
                        .selectFrom('student_group_members as gm')
                        .select('gm.studentId')
                        .whereRef('gm.groupId', '=', 's.targetId')
                        .where('gm.studentId', '=', viewer.id),
                    ),
                  ]),
                  e.and([
                    e('s.kind', '=', 'chat'),
                    e.exists(
                      e
                        .selectFrom('chat_members as cm')
                        .select('cm.userId')
                        .whereRef('cm.chatId', '=', 's.targetId')
                        .where('cm.userId', '=', viewer.id),
                    ),
                  ]),
                  e.and([
                    e('s.kind', '=', 'mentor_students'),
                    e.exists(
                      e
                        .selectFrom('student_mentors as sm')
                        .select('sm.studentId')
                        .whereRef('sm.mentorId', '=', 's.targetId')
                        .where('sm.studentId', '=', viewer.id),
                    ),
                  ]),
                ]),
              ),
          ),
        ]),
      ]),
    ]);
}

const LIST_CAP = 500;

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;

export function createDocumentsRepository(data: DataAccess) {
  const base = () =>
    data.db
      .selectFrom('documents as d')
      .innerJoin('users as o', 'o.id', 'd.ownerId')
      .leftJoin('files as f', 'f.id', 'd.fileId')
      .select([
        'd.id',
        'd.schoolId',
        'd.ownerId',
        'o.ime as ownerIme',
        'o.prezime as ownerPrezime',
        'd.folderId',
        'd.kind',
        'd.title',
        'd.url',
        'd.abc',
        'd.visibility',
        'd.createdAt',
        'd.updatedAt',
        'f.id as fileId',
        'f.purpose as filePurpose',
        'f.contentType as fileType',
        'f.size as fileSize',
        'f.originalName as fileName',
        'f.createdAt as fileCreatedAt',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
  const toRecord = (r: Row): DocumentRecord => ({
    id: r.id,
    schoolId: r.schoolId,
    ownerId: r.ownerId,
    ownerIme: r.ownerIme,
    ownerPrezime: r.ownerPrezime,
    folderId: r.folderId,
    kind: r.kind as DocumentKind,
    title: r.title,
    url: r.url,
    abc: r.abc,
    visibility: r.visibility as DocumentVisibility,
    createdAt: String(r.createdAt),
    updatedAt: String(r.updatedAt),
    file:
      r.fileId === null
        ? null
        : {
            id: r.fileId,
            purpose: r.filePurpose!,
            contentType: r.fileType!,
            size: r.fileSize!,
            name: r.fileName,
            createdAt: String(r.fileCreatedAt),
          },
  });

  return {
    /** The documents `viewer` may open ('mine': only their own), newest first. */
    async list(
      viewer: DocumentViewer,
      filter: { mine: boolean; folderId?: number | undefined },
    ): Promise<DocumentRecord[]> {
      let q = base().where(visibleTo(viewer));
      if (filter.mine) q = q.where('d.ownerId', '=', viewer.id);
      if (filter.folderId) q = q.where('d.folderId', '=', filter.folderId);
      const rows = await q
        .orderBy('d.createdAt', 'desc')
        .orderBy('d.id', 'desc')
        .limit(LIST_CAP)
        .execute();
      return rows.map(toRecord);
    },

    async visible(viewer: DocumentViewer, id: number): Promise<DocumentRecord | null> {
      const row = await base().where('d.id', '=', id).where(visibleTo(viewer)).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async visibleTitles(viewer: DocumentViewer, ids: number[]) {
      if (ids.length === 0) return [];
      return data.db
        .selectFrom('documents as d')
        .select(['d.id', 'd.title'])
        .where('d.id', 'in', ids)
        .where(visibleTo(viewer))
        .orderBy('d.id')
        .execute();
    },

    /** Whether a stored file belongs to a document `viewer` may open. */
    async fileVisible(viewer: DocumentViewer, fileId: number): Promise<boolean> {
      const row = await data.db
        .selectFrom('documents as d')
        .select('d.id')
        .where('d.fileId', '=', fileId)
        .where(visibleTo(viewer))
        .executeTakeFirst();
      return !!row;
    },

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

    // Folders (a person's own)

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

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

/** The documents a viewer may open, every read filtered by who the document is shared with. */
export function createDocumentsVisibilityRepository(data: DataAccess) {
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
    /**
     * The documents `viewer` may open ('mine': only their own), newest first (ids grow with
     * creation), `limit` of them after the document `beforeId` when paging on.
     */
    async list(
      viewer: DocumentViewer,
      filter: { mine: boolean; folderId?: number | undefined },
      page: { limit: number; beforeId?: number | undefined },
    ): Promise<DocumentRecord[]> {
      let q = base().where(visibleTo(viewer));
      if (filter.mine) q = q.where('d.ownerId', '=', viewer.id);
      if (filter.folderId) q = q.where('d.folderId', '=', filter.folderId);
      if (page.beforeId) q = q.where('d.id', '<', page.beforeId);
      const rows = await q.orderBy('d.id', 'desc').limit(page.limit).execute();
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
  };
}

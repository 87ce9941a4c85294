import { isMentorSide } from '@takt/shared/policy';
import { documentMessages as m } from '@takt/shared/document-messages';
import type { DocumentView } from '@takt/shared/schemas/documents';
import type { Config } from '../../config.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { DocumentsRepository } from './documents.repository.ts';
import type { ShareTarget } from './documents-shares.repository.ts';
import type { DocumentRecord } from './documents-visibility.repository.ts';

export interface DocumentCaller {
  id: number;
  schoolId: number;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
}

export type DocumentLimits = Pick<
  Config,
  | 'DOCUMENT_MAX_BYTES'
  | 'DOCUMENT_SCHOOL_QUOTA_BYTES'
  | 'DOCUMENT_FOLDER_LIMIT'
  | 'DOCUMENT_LIMIT_MENTOR'
  | 'DOCUMENT_LIMIT_STUDENT'
>;

/** Only the owner sees whom a document is shared with and which of their folders holds it. */
export function toView(
  d: DocumentRecord,
  viewer: DocumentCaller,
  shares: ShareTarget[] | undefined,
): DocumentView {
  const mine = d.ownerId === viewer.id;
  return {
    id: d.id,
    kind: d.kind,
    title: d.title,
    url: d.url,
    abc: d.abc,
    file: d.file as DocumentView['file'],
    folderId: mine ? d.folderId : null,
    visibility: d.visibility,
    owner: { id: d.ownerId, ime: d.ownerIme, prezime: d.ownerPrezime },
    mine,
    sharing: mine
      ? {
          visibility: d.visibility,
          userIds: (shares ?? []).filter((s) => s.kind === 'user').map((s) => s.targetId),
          programIds: (shares ?? []).filter((s) => s.kind === 'program').map((s) => s.targetId),
          groupIds: (shares ?? []).filter((s) => s.kind === 'group').map((s) => s.targetId),
          chatIds: (shares ?? []).filter((s) => s.kind === 'chat').map((s) => s.targetId),
          myStudents: (shares ?? []).some((s) => s.kind === 'mentor_students'),
        }
      : null,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

export type DocumentsAccess = ReturnType<typeof createDocumentsAccess>;

/**
 * The checks every document write shares (ownership, the owner's folder, the per-person limit),
 * so CRUD, upload and sharing answer a caller the same way.
 */
export function createDocumentsAccess(deps: {
  documents: DocumentsRepository;
  limits: DocumentLimits;
}) {
  const { documents: repo, limits } = deps;

  const documentLimit = (c: DocumentCaller) =>
    isMentorSide(c) ? limits.DOCUMENT_LIMIT_MENTOR : limits.DOCUMENT_LIMIT_STUDENT;

  return {
    documentLimit,

    async view(viewer: DocumentCaller, id: number): Promise<DocumentView> {
      const d = await repo.visible(viewer, id);
      if (!d) throw notFound(m.notFound);
      const shares = d.ownerId === viewer.id ? await repo.shares([d.id]) : new Map();
      return toView(d, viewer, shares.get(d.id));
    },

    /** The document if the caller owns it; 404 if they may not see it, 403 if they only see it. */
    async ownedBy(viewer: DocumentCaller, id: number) {
      const d = await repo.visible(viewer, id);
      if (!d) throw notFound(m.notFound);
      if (d.ownerId !== viewer.id) throw forbidden(m.onlyOwner);
      return d;
    },

    async checkFolder(viewer: DocumentCaller, folderId: number | null | undefined) {
      if (!folderId) return null;
      const folder = await repo.folder(viewer.schoolId, viewer.id, folderId);
      if (!folder)
        throw badRequest(m.folderNotFound, 'validation_error', { folderId: m.folderNotFound });
      return folder.id;
    },

    async checkRoom(viewer: DocumentCaller) {
      const max = documentLimit(viewer);
      if ((await repo.countOwned(viewer.schoolId, viewer.id)) >= max) {
        throw conflict(m.documentLimit(max));
      }
    },
  };
}

import { isMentorSide } from '@takt/shared/policy';
import type { Readable } from 'node:stream';
import { documentMessages as m } from '@takt/shared/document-messages';
import type { FileType } from '@takt/shared/file-type';
import type {
  DocumentCreateInput,
  DocumentSharingInput,
  DocumentUpdateInput,
  DocumentView,
} from '@takt/shared/schemas/documents';
import { documentSharingSchema } from '@takt/shared/schemas/documents';
import type { Config } from '../../config.ts';
import type { Transactor } from '../../db/unit-of-work.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { pageFrom, toPage } from '../../lib/paging.ts';
import type { FilesService } from '../files/files.service.ts';
import type { DocumentsRepository } from './documents.repository.ts';
import type { ShareTarget } from './documents-shares.repository.ts';
import type { DocumentRecord } from './documents-visibility.repository.ts';

/** Documents a page of the list (the page asks for more with 'Učitaj još'). */
const DOCUMENT_PAGE = 50;

export interface DocumentCaller {
  id: number;
  schoolId: number;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
}

/** What may be uploaded as a document: PDF, images, audio, MusicXML. */
export const DOCUMENT_FILE_TYPES: readonly FileType[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/mp4',
  'application/vnd.recordare.musicxml+xml',
  'application/vnd.recordare.musicxml',
];

export type DocumentLimits = Pick<
  Config,
  | 'DOCUMENT_MAX_BYTES'
  | 'DOCUMENT_SCHOOL_QUOTA_BYTES'
  | 'DOCUMENT_FOLDER_LIMIT'
  | 'DOCUMENT_LIMIT_MENTOR'
  | 'DOCUMENT_LIMIT_STUDENT'
>;

export type DocumentsService = ReturnType<typeof createDocumentsService>;

/**
 * Documents ('Poveznice'): links, uploaded files and ABC tunes a person keeps, optionally in
 * folders, and shares with people, programs, their students or the whole school. Only the owner
 * edits, shares and deletes; everyone else sees a document only if it is shared with them, and a
 * document they may not open does not exist for them (404), download included.
 */
export function createDocumentsService(deps: {
  documents: DocumentsRepository;
  files: FilesService;
  transactor: Transactor;
  limits: DocumentLimits;
  now: () => Date;
}) {
  const { documents: repo, files, transactor, limits } = deps;
  const at = () => deps.now().toISOString();

  const documentLimit = (c: DocumentCaller) =>
    isMentorSide(c) ? limits.DOCUMENT_LIMIT_MENTOR : limits.DOCUMENT_LIMIT_STUDENT;

  function toView(
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

  async function view(viewer: DocumentCaller, id: number): Promise<DocumentView> {
    const d = await repo.visible(viewer, id);
    if (!d) throw notFound(m.notFound);
    const shares = d.ownerId === viewer.id ? await repo.shares([d.id]) : new Map();
    return toView(d, viewer, shares.get(d.id));
  }

  /** The document if the caller owns it; 404 if they may not see it, 403 if they only see it. */
  async function ownedBy(viewer: DocumentCaller, id: number) {
    const d = await repo.visible(viewer, id);
    if (!d) throw notFound(m.notFound);
    if (d.ownerId !== viewer.id) throw forbidden(m.onlyOwner);
    return d;
  }

  async function checkFolder(viewer: DocumentCaller, folderId: number | null | undefined) {
    if (!folderId) return null;
    const folder = await repo.folder(viewer.schoolId, viewer.id, folderId);
    if (!folder)
      throw badRequest(m.folderNotFound, 'validation_error', { folderId: m.folderNotFound });
    return folder.id;
  }

  async function checkRoom(viewer: DocumentCaller) {
    const max = documentLimit(viewer);
    if ((await repo.countOwned(viewer.schoolId, viewer.id)) >= max) {
      throw conflict(m.documentLimit(max));
    }
  }

  return {
    async list(
      viewer: DocumentCaller,
      query: {
        view: 'all' | 'mine';
        folderId?: number | undefined;
        cursor?: string | undefined;
        limit?: number | undefined;
      },
    ) {
      const page = pageFrom(query, DOCUMENT_PAGE);
      const rows = await repo.list(
        viewer,
        { mine: query.view === 'mine', folderId: query.folderId },
        { limit: page.limit + 1, beforeId: page.cursorId },
      );
      const { items, nextCursor } = toPage(rows, page.limit);
      const shares = await repo.shares(
        items.filter((d) => d.ownerId === viewer.id).map((d) => d.id),
      );
      return {
        documents: items.map((d) => toView(d, viewer, shares.get(d.id))),
        nextCursor,
        folders: await repo.folders(viewer.schoolId, viewer.id),
        limits: { documents: documentLimit(viewer), folders: limits.DOCUMENT_FOLDER_LIMIT },
      };
    },

    view,

    /** Titles for the posts' document links: only documents the caller may open. */
    titles: (viewer: DocumentCaller, ids: number[]) => repo.visibleTitles(viewer, ids),

    /** The files module asks this before every download of a document's file. */
    fileVisible: (viewer: DocumentCaller, fileId: number) => repo.fileVisible(viewer, fileId),

    async create(viewer: DocumentCaller, input: DocumentCreateInput): Promise<DocumentView> {
      const id = await transactor.run(async () => {
        await checkRoom(viewer);
        return repo.insert({
          schoolId: viewer.schoolId,
          ownerId: viewer.id,
          folderId: await checkFolder(viewer, input.folderId),
          kind: input.kind,
          title: input.title,
          url: input.kind === 'link' ? input.url : null,
          abc: input.kind === 'abc' ? input.abc : null,
          fileId: null,
          at: at(),
        });
      });
      return view(viewer, id);
    },

    /**
     * Streams an upload into storage within the size limit and what is left of the school's
     * quota, then records the document; if that fails the stored file goes again.
     */
    async upload(
      viewer: DocumentCaller,
      upload: { stream: Readable; filename: string; fields: Record<string, string> },
    ) {
      await checkRoom(viewer);
      const folderId = await checkFolder(
        viewer,
        /^\d{1,15}$/.test(upload.fields.folderId ?? '') ? Number(upload.fields.folderId) : null,
      );
      const used = await files.usage(viewer.schoolId, ['document']);
      const left = limits.DOCUMENT_SCHOOL_QUOTA_BYTES - used;
      const quotaError = () => new AppError('quota_exceeded', m.quotaExceeded);
      if (left <= 0) {
        upload.stream.resume();
        throw quotaError();
      }
      const byQuota = left < limits.DOCUMENT_MAX_BYTES;
      const file = await files.storeUpload(upload.stream, {
        owner: viewer.id,
        school: viewer.schoolId,
        purpose: 'document',
        allowedTypes: DOCUMENT_FILE_TYPES,
        maxBytes: Math.min(left, limits.DOCUMENT_MAX_BYTES),
        originalName: upload.filename,
        ...(byQuota ? { tooLarge: quotaError } : {}),
      });
      const title =
        (upload.fields.title ?? '').trim().slice(0, 200) || file.originalName || 'Dokument';
      try {
        const id = await transactor.run(async () => {
          await checkRoom(viewer);
          return repo.insert({
            schoolId: viewer.schoolId,
            ownerId: viewer.id,
            folderId,
            kind: 'file',
            title,
            url: null,
            abc: null,
            fileId: file.id,
            at: at(),
          });
        });
        return { document: await view(viewer, id), fileId: file.id };
      } catch (error) {
        await files.remove(viewer.schoolId, file.id);
        throw error;
      }
    },

    /** Undoes an upload whose request broke after the file was stored. */
    async undoUpload(viewer: DocumentCaller, stored: { document: DocumentView; fileId: number }) {
      await repo.delete(viewer.schoolId, stored.document.id);
      await files.remove(viewer.schoolId, stored.fileId);
    },

    async update(viewer: DocumentCaller, id: number, input: DocumentUpdateInput) {
      await transactor.run(async () => {
        const d = await ownedBy(viewer, id);
        await repo.update(viewer.schoolId, id, {
          title: input.title,
          ...(input.folderId !== undefined
            ? { folderId: await checkFolder(viewer, input.folderId) }
            : {}),
          ...(d.kind === 'link' && input.url ? { url: input.url } : {}),
          ...(d.kind === 'abc' && input.abc ? { abc: input.abc } : {}),
          updatedAt: at(),
        });
      });
      return view(viewer, id);
    },

    async share(viewer: DocumentCaller, id: number, raw: DocumentSharingInput) {
      const input = documentSharingSchema.parse(raw);
      await transactor.run(async () => {
        await ownedBy(viewer, id);
        const userIds = [...new Set(input.userIds)].filter((u) => u !== viewer.id);
        const programIds = [...new Set(input.programIds)];
        const groupIds = [...new Set(input.groupIds)];
        const chatIds = [...new Set(input.chatIds)];
        const invalid = (field: string) =>
          badRequest(m.shareTargetInvalid, 'validation_error', { [field]: m.shareTargetInvalid });
        if ((await repo.countGroups(viewer.schoolId, groupIds)) !== groupIds.length) {
          throw invalid('groupIds');
        }
        if ((await repo.countMemberChats(viewer.schoolId, viewer.id, chatIds)) !== chatIds.length) {
          throw invalid('chatIds');
        }
        if ((await repo.countPeople(viewer.schoolId, userIds)) !== userIds.length) {
          throw badRequest(m.shareTargetInvalid, 'validation_error', {
            userIds: m.shareTargetInvalid,
          });
        }
        if ((await repo.countPrograms(viewer.schoolId, programIds)) !== programIds.length) {
          throw badRequest(m.shareTargetInvalid, 'validation_error', {
            programIds: m.shareTargetInvalid,
          });
        }
        if (input.myStudents && !isMentorSide(viewer)) {
          throw badRequest(m.myStudentsOnlyMentors, 'validation_error', {
            myStudents: m.myStudentsOnlyMentors,
          });
        }
        const targets: ShareTarget[] =
          input.visibility === 'shared'
            ? [
                ...userIds.map((targetId) => ({ kind: 'user' as const, targetId })),
                ...programIds.map((targetId) => ({ kind: 'program' as const, targetId })),
                ...groupIds.map((targetId) => ({ kind: 'group' as const, targetId })),
                ...chatIds.map((targetId) => ({ kind: 'chat' as const, targetId })),
                ...(input.myStudents
                  ? [{ kind: 'mentor_students' as const, targetId: viewer.id }]
                  : []),
              ]
            : [];
        const visibility =
          input.visibility === 'shared' && targets.length === 0 ? 'private' : input.visibility;
        await repo.replaceShares(id, targets);
        await repo.update(viewer.schoolId, id, { visibility, updatedAt: at() });
      });
      return view(viewer, id);
    },

    async remove(viewer: DocumentCaller, id: number): Promise<void> {
      await transactor.run(async () => {
        const d = await ownedBy(viewer, id);
        await repo.delete(viewer.schoolId, id);
        if (d.file) await files.remove(viewer.schoolId, d.file.id);
      });
    },

    async shareOptions(viewer: DocumentCaller) {
      const people = await repo.people(viewer.schoolId, viewer.id);
      return {
        people: people.map((p) => ({
          id: p.id,
          ime: p.ime,
          prezime: p.prezime,
          role: p.isStudent ? ('student' as const) : ('mentor' as const),
        })),
        programs: await repo.programs(viewer.schoolId),
        groups: isMentorSide(viewer) ? await repo.groups(viewer.schoolId) : [],
        chats: await repo.memberChats(viewer.schoolId, viewer.id),
        myStudents: isMentorSide(viewer) && (await repo.hasStudents(viewer.id)),
      };
    },

    async createFolder(viewer: DocumentCaller, name: string) {
      return transactor.run(async () => {
        const existing = await repo.folders(viewer.schoolId, viewer.id);
        if (existing.length >= limits.DOCUMENT_FOLDER_LIMIT) {
          throw conflict(m.folderLimit(limits.DOCUMENT_FOLDER_LIMIT));
        }
        const id = await repo.insertFolder(viewer.schoolId, viewer.id, name, at());
        return { id, name, documentCount: 0 };
      });
    },

    async deleteFolder(viewer: DocumentCaller, id: number): Promise<void> {
      await transactor.run(async () => {
        if (!(await repo.folder(viewer.schoolId, viewer.id, id))) throw notFound(m.folderNotFound);
        await repo.deleteFolder(viewer.schoolId, viewer.id, id);
      });
    },
  };
}

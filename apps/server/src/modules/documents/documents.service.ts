import { documentMessages as m } from '@takt/shared/document-messages';
import type {
  DocumentCreateInput,
  DocumentUpdateInput,
  DocumentView,
} from '@takt/shared/schemas/documents';
import type { Transactor } from '../../db/unit-of-work.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { pageFrom, toPage } from '../../lib/paging.ts';
import type { FilesService } from '../files/files.service.ts';
import type { DocumentsRepository } from './documents.repository.ts';
import {
  createDocumentsAccess,
  toView,
  type DocumentCaller,
  type DocumentLimits,
} from './documents-access.ts';
import { createDocumentsSharing } from './documents-sharing.service.ts';
import { createDocumentsUpload } from './documents-upload.service.ts';

/** Documents a page of the list (the page asks for more with 'Učitaj još'). */
const DOCUMENT_PAGE = 50;

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
  const access = createDocumentsAccess(deps);
  const { view, ownedBy, checkFolder, checkRoom } = access;

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
        limits: { documents: access.documentLimit(viewer), folders: limits.DOCUMENT_FOLDER_LIMIT },
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

    ...createDocumentsUpload({ ...deps, access }),

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

    ...createDocumentsSharing({ ...deps, access }),

    async remove(viewer: DocumentCaller, id: number): Promise<void> {
      await transactor.run(async () => {
        const d = await ownedBy(viewer, id);
        await repo.delete(viewer.schoolId, id);
        if (d.file) await files.remove(viewer.schoolId, d.file.id);
      });
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

import { Readable } from 'node:stream';
import { nameMatchesType, type FileType } from '@takt/shared/file-type';
import { fileMessages as fm } from '@takt/shared/file-messages';
import type { FilePurpose } from '@takt/shared/schemas/files';
import type { Transactor } from '../../db/unit-of-work.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import {
  StorageLimitError,
  type ByteRange,
  type ByteSource,
  type FileStorage,
  type StoredObject,
} from '../../lib/file-storage.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import type { Log } from '../../platform.ts';
import { cleanFileName, peekUpload } from './file-intake.ts';
import type { FileRecord, FilesRepository } from './files.repository.ts';

export type FileViewer = AuthContext['user'];

/**
 * Whether `viewer` (of the file's school; the owner is always let in) may read `file`. Each
 * purpose registers its own: profile pictures are for the whole school, documents for those
 * they were shared with, invoices for the billed family and the school's admins.
 */
export type AccessRule = (viewer: FileViewer, file: FileRecord) => Promise<boolean>;

export interface UploadOptions {
  owner: number;
  school: number;
  purpose: FilePurpose;
  /** Types this upload takes; anything else is refused with the list of these. */
  allowedTypes: readonly FileType[];
  maxBytes: number;
  /** The name the file came with (kept for the download; checked against the content). */
  originalName?: string | null;
  /** The refusal past maxBytes (e.g. a school's quota instead of the size limit). */
  tooLarge?: () => AppError;
}

export interface GeneratedOptions {
  owner: number | null;
  school: number;
  purpose: FilePurpose;
  contentType: FileType;
  name?: string | null;
}

export type FilesService = ReturnType<typeof createFilesService>;

/*
 * Bytes are written before their row, so a failed insert removes them again here. A caller's
 * own transaction that joins and then rolls back cannot be seen from here: store first, then
 * open yours, and remove the file if yours fails.
 */

export function createFilesService(deps: {
  files: FilesRepository;
  storage: FileStorage;
  transactor: Transactor;
  now: () => Date;
  log: Log;
}) {
  const { files, storage, transactor } = deps;
  const rules = new Map<string, AccessRule>();

  const forget = (key: string) =>
    storage.remove(key).catch((error: unknown) => {
      deps.log.error({ err: error }, 'could not remove stored file bytes');
    });

  /** Records stored bytes; if the row cannot be written, the bytes go again. */
  async function record(
    stored: StoredObject,
    meta: {
      owner: number | null;
      school: number;
      purpose: string;
      type: FileType;
      name: string | null;
    },
  ): Promise<FileRecord> {
    try {
      return await transactor.run(() =>
        files.insert({
          schoolId: meta.school,
          ownerId: meta.owner,
          purpose: meta.purpose,
          contentType: meta.type,
          size: stored.size,
          sha256: stored.sha256,
          storageKey: stored.key,
          originalName: meta.name,
          createdAt: deps.now().toISOString(),
        }),
      );
    } catch (error) {
      await forget(stored.key);
      throw error;
    }
  }

  async function readBytes(file: FileRecord, range?: ByteRange): Promise<Readable> {
    if (file.storageKey) return storage.get(file.storageKey, range);
    // Bytes from before file storage that the startup step has not moved yet.
    const inline = await files.readInline(file.schoolId, file.id);
    if (!inline) throw notFound(fm.fileNotFound);
    return Readable.from([range ? inline.subarray(range.start, range.end + 1) : inline]);
  }

  return {
    /** Lets `purpose`'s files be read by more than their owner (one rule per purpose). */
    registerAccess(purpose: FilePurpose, rule: AccessRule): void {
      if (rules.has(purpose)) throw new Error(`access rule for ${purpose} registered twice`);
      rules.set(purpose, rule);
    },

    /**
     * Streams an upload into storage: judges its type by the first bytes, refuses a type not
     * allowed or a name that says otherwise (a script named .pdf), and stops past maxBytes. Bad
     * input stores nothing, neither bytes nor row.
     */
    async storeUpload(source: Readable | AsyncIterable<Uint8Array>, options: UploadOptions) {
      const tooLarge =
        options.tooLarge ?? (() => new AppError('file_too_large', fm.tooLarge(options.maxBytes)));
      const upload = await peekUpload(source);
      const name = cleanFileName(options.originalName);
      const refuse = async (error: AppError) => {
        await upload.cancel();
        return error;
      };
      if (upload.head.length === 0) throw await refuse(badRequest(fm.fileEmpty, 'file_missing'));
      if (upload.head.length > options.maxBytes) throw await refuse(tooLarge());
      const type = upload.type;
      if (!type || !options.allowedTypes.includes(type)) {
        throw await refuse(
          badRequest(fm.unsupported(options.allowedTypes), 'unsupported_file_type'),
        );
      }
      if (name && !nameMatchesType(name, type)) {
        throw await refuse(badRequest(fm.nameMismatch, 'unsupported_file_type'));
      }
      let stored: StoredObject;
      try {
        stored = await storage.put(upload.bytes, { maxBytes: options.maxBytes });
      } catch (error) {
        if (error instanceof StorageLimitError) throw tooLarge();
        throw error;
      }
      return record(stored, { ...options, type, name });
    },

    /** Stores a file the server made (a processed picture, an invoice PDF). */
    async storeGenerated(source: ByteSource, options: GeneratedOptions): Promise<FileRecord> {
      const stored = await storage.put(source);
      const name = cleanFileName(options.name);
      return record(stored, { ...options, type: options.contentType, name });
    },

    /**
     * The file if `viewer` may read it: their school's, and theirs or allowed by its purpose's
     * rule. Anything else (another school's, not allowed, missing) is the same 404.
     */
    async open(viewer: FileViewer, fileId: number) {
      const file = await files.find(viewer.schoolId, fileId);
      const rule = file && rules.get(file.purpose);
      const allowed = file && (file.ownerId === viewer.id || (rule && (await rule(viewer, file))));
      if (!file || !allowed) throw notFound(fm.fileNotFound);
      return { file, read: (range?: ByteRange) => readBytes(file, range) };
    },

    /** A small file's bytes at once (a profile picture for a JSON answer). */
    async readAll(file: FileRecord): Promise<Buffer> {
      const chunks: Buffer[] = [];
      for await (const chunk of await readBytes(file)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    /**
     * A stored file's bytes for the server itself (a mail's attachment at delivery), without a
     * viewer: callers hold the id from their own records. Null when it is gone.
     */
    async readStored(schoolId: number, fileId: number) {
      const file = await files.find(schoolId, fileId);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of await readBytes(file)) chunks.push(chunk as Buffer);
      return { content: Buffer.concat(chunks), contentType: file.contentType };
    },

    listOwned: (schoolId: number, ownerId: number, purpose: FilePurpose) =>
      files.listOwned(schoolId, ownerId, purpose),

    /** Bytes a school's files of these purposes take (per-school quotas). */
    usage: (schoolId: number, purposes: readonly FilePurpose[]) => files.usage(schoolId, purposes),

    /**
     * Deletes the file; its bytes go once the deletion has committed (awaited here when this call
     * made the transaction, after the caller's commit when it joined one).
     */
    async remove(schoolId: number, fileId: number): Promise<boolean> {
      let removal: Promise<void> | undefined;
      const removed = await transactor.run(async () => {
        const file = await files.find(schoolId, fileId);
        if (!file || !(await files.delete(schoolId, fileId))) return false;
        const key = file.storageKey;
        if (key) transactor.afterCommit(() => (removal = forget(key)));
        return true;
      });
      await removal;
      return removed;
    },
  };
}

import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What `put` stored: the key to find it again, its length and content hash (hex). */
export interface StoredObject {
  key: string;
  size: number;
  sha256: string;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export type ByteSource = Readable | AsyncIterable<Uint8Array> | Uint8Array;

/**
 * Where file bytes live. The database holds what a file is and who may read it; storage only
 * keeps bytes under keys it chose itself (never derived from a name a user typed). Disk today;
 * an object store implements the same four calls.
 */
export interface FileStorage {
  /** Streams `source` in, hashing as it goes; past `maxBytes` it stops and keeps nothing. */
  put(source: ByteSource, options?: { maxBytes?: number }): Promise<StoredObject>;
  /** The stored bytes (or a range of them); StorageMissingError when there are none. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Forgets the key; removing a missing key is no error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** The source had more than `maxBytes`: nothing was stored. */
export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`more than ${maxBytes} bytes`);
    this.name = 'StorageLimitError';
  }
}

export class StorageMissingError extends Error {
  constructor(readonly key: string) {
    super(`no stored object ${key}`);
    this.name = 'StorageMissingError';
  }
}

const KEY_PATTERN = /^[0-9a-f]{32}$/;

/** Keys are 128 random bits in hex; anything else never reaches the file system. */
function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new StorageMissingError(key);
  return key;
}

const toReadable = (source: ByteSource) =>
  source instanceof Readable
    ? source
    : Readable.from(source instanceof Uint8Array ? [source] : source);

/**
 * Files on local disk under `root`: `ab/cd/abcd…` (two levels of 256 folders keep directories
 * small), written to `root/tmp` first and renamed into place, so a reader never sees half a file
 * and a crash leaves only a temp file behind.
 */
export function createDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const tmpDir = path.join(base, 'tmp');
  const pathOf = (key: string) =>
    path.join(base, key.slice(0, 2), key.slice(2, 4), checkedKey(key));

  return {
    async put(source, options = {}) {
      const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
      const key = randomBytes(16).toString('hex');
      const tmp = path.join(tmpDir, `${key}.part`);
      const hash = createHash('sha256');
      let size = 0;
      await mkdir(tmpDir, { recursive: true });
      try {
        await pipeline(
          toReadable(source),
          async function* count(chunks: AsyncIterable<Uint8Array>) {
            for await (const chunk of chunks) {
              size += chunk.length;
              if (size > maxBytes) throw new StorageLimitError(maxBytes);
              hash.update(chunk);
              yield chunk;
            }
          },
          createWriteStream(tmp, { flags: 'wx', flush: true }),
        );
        const final = pathOf(key);
        await mkdir(path.dirname(final), { recursive: true });
        await rename(tmp, final);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      return { key, size, sha256: hash.digest('hex') };
    },

    async get(key, range) {
      const handle = await open(pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new StorageMissingError(key) : error;
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async remove(key) {
      if (!KEY_PATTERN.test(key)) return;
      await rm(pathOf(key), { force: true });
    },

    async exists(key) {
      if (!KEY_PATTERN.test(key)) return false;
      return stat(pathOf(key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
  };
}

import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createDiskStorage,
  StorageLimitError,
  StorageMissingError,
  type FileStorage,
} from './file-storage.ts';

let root: string;
let storage: FileStorage;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'takt-storage-'));
  storage = createDiskStorage(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
/** Every file under root, relative paths. */
const filesOnDisk = async () =>
  (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
const chunked = (total: number, chunk = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let sent = 0; sent < total; sent += chunk) {
        yield Buffer.alloc(Math.min(chunk, total - sent), sent % 251);
      }
    })(),
  );

describe('disk file storage', () => {
  it('stores a stream under a random, sharded key with its size and hash', async () => {
    const data = Buffer.from('Ave Maria, gratia plena');
    const stored = await storage.put(Readable.from([data.subarray(0, 5), data.subarray(5)]));
    expect(stored.key).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.size).toBe(data.length);
    expect(stored.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    expect(await filesOnDisk()).toEqual([
      path.join(stored.key.slice(0, 2), stored.key.slice(2, 4), stored.key),
    ]);
    expect(await read(await storage.get(stored.key))).toEqual(data);
    expect(await storage.exists(stored.key)).toBe(true);
  });

  it('gives an inclusive byte range', async () => {
    const stored = await storage.put(Buffer.from('0123456789'));
    expect((await read(await storage.get(stored.key, { start: 2, end: 5 }))).toString()).toBe(
      '2345',
    );
  });

  it('stops past maxBytes and keeps nothing, not even the temp file', async () => {
    await expect(storage.put(chunked(300_000), { maxBytes: 200_000 })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(await filesOnDisk()).toEqual([]);
    const exact = await storage.put(chunked(200_000), { maxBytes: 200_000 });
    expect(exact.size).toBe(200_000);
  });

  it('keeps nothing when the source fails midway', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1000);
        throw new Error('connection lost');
      })(),
    );
    await expect(storage.put(failing)).rejects.toThrow('connection lost');
    expect(await filesOnDisk()).toEqual([]);
  });

  it('removes idempotently and answers a missing key with StorageMissingError', async () => {
    const stored = await storage.put(Buffer.from('x'));
    await storage.remove(stored.key);
    await storage.remove(stored.key);
    expect(await storage.exists(stored.key)).toBe(false);
    await expect(storage.get(stored.key)).rejects.toBeInstanceOf(StorageMissingError);
  });

  it('never turns a key that is not its own into a path', async () => {
    for (const key of ['../../etc/passwd', 'ab/cd', '', 'A'.repeat(32)]) {
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageMissingError);
      expect(await storage.exists(key)).toBe(false);
      await storage.remove(key);
    }
  });
});

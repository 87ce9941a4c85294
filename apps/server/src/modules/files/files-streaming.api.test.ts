import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { filesOnDisk, LARGE_LIMIT, testUploadRoutes } from '../../../test/file-uploads.ts';
import { loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * A 20 MB upload over real HTTP goes to storage as it arrives: the process never holds it. Live
 * memory (after a forced collection, so garbage chunks do not count) is sampled during the
 * upload; holding the file would add 20 MB.
 */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const live = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

let t: TestApp;
let token: string;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: testUploadRoutes });
  await buildUser(t.database.db, { korisnickoIme: 'velika.datoteka' });
  token = await loginAs(t.app, 'velika.datoteka');
  port = await listenInRange(t, 4600, 4699);
});
afterAll(() => t.close());

/** This worktree's ports; parallel runs (SQLite and PostgreSQL) each take a free one. */
async function listenInRange(app: TestApp, from: number, to: number): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const candidate = from + ((process.pid + attempt) % (to - from + 1));
    try {
      await app.app.listen({ host: '127.0.0.1', port: candidate });
      return (app.app.server.address() as AddressInfo).port;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE' || attempt > to - from) throw error;
    }
  }
}

const BOUNDARY = '----takt-stream-boundary';
const CHUNK = Buffer.alloc(64 * 1024, 0x20);

/** Sends `size` bytes of a PDF-looking file without ever holding them; resolves the answer. */
function uploadStreamed(size: number, onProgress: () => void) {
  return new Promise<{ status: number; body: string; sha256: string }>((resolve, reject) => {
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="snimka.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const hash = createHash('sha256').update(head.subarray(head.indexOf('%PDF')));
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/test/upload-large',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': head.length + (size - 9) + tail.length,
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (c: string) => (body += c));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, sha256: hash.digest('hex') }),
      );
    });
    request.on('error', reject);
    void (async () => {
      request.write(head);
      for (let left = size - 9; left > 0; left -= CHUNK.length) {
        const chunk = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
        hash.update(chunk);
        onProgress();
        if (!request.write(chunk)) await new Promise((r) => request.once('drain', r));
      }
      request.end(tail);
    })();
  });
}

describe('a 20 MB upload', () => {
  it('streams to disk without the process holding it', async () => {
    const size = 20 * 1024 * 1024;
    expect(size).toBeLessThan(LARGE_LIMIT);
    const baseline = live();
    let peak = baseline;
    let sent = 0;
    // Sampled every 2 MB the client sends, so the samples span the whole upload.
    const answer = await uploadStreamed(size, () => {
      if (++sent % 32 === 0) peak = Math.max(peak, live());
    });
    const growthMb = (peak - baseline) / (1024 * 1024);
    if (process.env.SHOW_MEMORY) console.info(`live memory growth: ${growthMb.toFixed(2)} MB`);
    expect(answer.status, answer.body).toBe(200);
    const meta = JSON.parse(answer.body) as { id: number; size: number };
    expect(meta.size).toBe(size);
    const row = await t.database.db
      .selectFrom('files')
      .select(['sha256', 'storageKey'])
      .where('id', '=', meta.id)
      .executeTakeFirstOrThrow();
    expect(row.sha256).toBe(answer.sha256);
    expect(await filesOnDisk(t.app)).toHaveLength(1);
    // Holding the file would show 20 MB here; chunks in flight and buffers stay far below.
    expect(growthMb, `live memory grew by ${growthMb.toFixed(1)} MB`).toBeLessThan(8);
  });
});

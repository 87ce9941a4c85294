import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './database.ts';
import { createUnitOfWork } from './unit-of-work.ts';

/** Another process writing the same SQLite file (what a CLI command does next to the server). */
function writeFromAnotherProcess(file: string): Promise<number> {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.pragma('busy_timeout = 5000');
    db.prepare("insert into notes (text) values ('other')").run();
    db.close();`;
  const child = spawn(process.execPath, ['-e', script, file], { stdio: 'inherit' });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SQLite transactions next to another process', () => {
  let dir = '';
  let database: DatabaseHandle | null = null;
  afterEach(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a transaction that reads, then writes, waits for the lock instead of failing', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-immediate-'));
    const file = path.join(dir, 'shared.db');
    database = createDatabase(`file:${file}`);
    const db = database.db;
    await sql`create table notes (id integer primary key, text text not null)`.execute(db);
    const { data, transactor } = createUnitOfWork(db);

    let other: Promise<number> | null = null;
    await transactor.run(async () => {
      await sql`select count(*) from notes`.execute(data.db);
      // The other process writes while this transaction is open, between its read and its write.
      other = writeFromAnotherProcess(file);
      await sleep(400);
      await sql`insert into notes (text) values ('mine')`.execute(data.db);
    });
    expect(await other!).toBe(0);
    const rows = await sql<{ text: string }>`select text from notes order by id`.execute(db);
    expect(rows.rows.map((r) => r.text)).toEqual(['mine', 'other']);
  });
});

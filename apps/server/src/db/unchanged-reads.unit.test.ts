import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { createUnchangedReads, sqliteChangeStamp } from './unchanged-reads.ts';

describe('reads kept while the database is unchanged', () => {
  it('answers from memory until the stamp moves, then computes again', async () => {
    let stamp = '1';
    let runs = 0;
    const read = createUnchangedReads(() => stamp);
    const compute = async () => ++runs;
    expect(await read('a', compute)).toBe(1);
    expect(await read('a', compute)).toBe(1);
    expect(await read('b', compute)).toBe(2);
    stamp = '2';
    expect(await read('a', compute)).toBe(3);
    expect(runs).toBe(3);
  });

  it('keeps nothing computed while a write landed, and nothing without a stamp', async () => {
    let stamp = '1';
    let runs = 0;
    const read = createUnchangedReads(() => stamp);
    const racing = async () => {
      runs++;
      stamp = String(Number(stamp) + 1);
      return runs;
    };
    await read('a', racing);
    await read('a', racing);
    expect(runs).toBe(2);

    let plain = 0;
    const never = createUnchangedReads(() => null);
    await never('a', async () => ++plain);
    await never('a', async () => ++plain);
    expect(plain).toBe(2);
  });

  it('forgets the oldest key past its capacity', async () => {
    let runs = 0;
    const read = createUnchangedReads(() => 'same', 2);
    for (const key of ['a', 'b', 'c', 'a']) await read(key, async () => ++runs);
    expect(runs).toBe(4);
  });

  it('moves on SQLite with every row written, and with commits of another connection', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-stamp-'));
    const file = path.join(dir, 'stamp.db');
    const one = new SQLite(file);
    one.pragma('journal_mode = WAL');
    one.exec('create table t (x integer)');
    const other = new SQLite(file);
    const stamp = sqliteChangeStamp(one);
    const start = stamp();
    expect(stamp()).toBe(start);
    one.prepare('insert into t values (1)').run();
    const afterOwn = stamp();
    expect(afterOwn).not.toBe(start);
    other.prepare('update t set x = 2').run();
    expect(stamp()).not.toBe(afterOwn);
    one.close();
    other.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

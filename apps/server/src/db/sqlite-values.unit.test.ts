import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createStatementCache, wrapSqliteForKysely } from './sqlite-values.ts';

let sqlite: SQLite.Database;
afterEach(() => sqlite?.close());

function open() {
  sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (id integer primary key, flag integer)');
  sqlite.exec('insert into t (flag) values (1), (0), (1)');
  return sqlite;
}

describe('SQLite statement cache', () => {
  it('prepares a SQL text once and reuses the statement', () => {
    const cache = createStatementCache(open());
    const first = cache.prepare('select count(*) as n from t');
    const second = cache.prepare('select count(*) as n from t');
    expect(second).toBe(first);
    expect(cache.size).toBe(1);
    expect(second.get()).toEqual({ n: 3 });
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = createStatementCache(open(), 3);
    const a = cache.prepare('select 1');
    cache.prepare('select 2');
    cache.prepare('select 3');
    expect(cache.prepare('select 1')).toBe(a); // now the most recent
    cache.prepare('select 4'); // evicts 'select 2'
    expect(cache.size).toBe(3);
    expect(cache.prepare('select 1')).toBe(a);
    const two = cache.prepare('select 2');
    expect(cache.prepare('select 2')).toBe(two);
    expect(cache.size).toBe(3);
  });

  it('hands out a fresh statement while the cached one is being iterated', () => {
    const cache = createStatementCache(open());
    const sql = 'select id from t order by id';
    const iterating = cache.prepare(sql);
    const rows = iterating.iterate();
    rows.next();
    const other = cache.prepare(sql);
    expect(other).not.toBe(iterating);
    expect(other.all()).toHaveLength(3);
    rows.return?.();
    expect(cache.prepare(sql)).toBe(iterating);
  });

  it('stays correct with different parameters through the Kysely wrapper', () => {
    const db = wrapSqliteForKysely(open());
    const statement = db.prepare('select count(*) as n from t where flag = ?');
    expect(statement.all([true])).toEqual([{ n: 2 }]);
    expect(db.prepare('select count(*) as n from t where flag = ?').all([false])).toEqual([
      { n: 1 },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import type { DatabaseHandle } from './database.ts';
import { createUnitOfWork } from './unit-of-work.ts';

/**
 * The one transaction style, on a real database: services open a transaction, repositories built
 * once see it through `data.db`, and after-commit work runs only when it commits.
 */
let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

const schoolCount = async () =>
  Number(
    (
      await database.db
        .selectFrom('schools')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function insertSchool(data: { db: DatabaseHandle['db'] }, name: string) {
  return data.db
    .insertInto('schools')
    .values({ name, createdAt: new Date().toISOString() })
    .execute();
}

describe('unit of work', () => {
  it('commits all writes of a run together and then runs the after-commit work', async () => {
    const { data, transactor } = createUnitOfWork(database.db);
    const before = await schoolCount();
    const seen: string[] = [];
    await transactor.run(async () => {
      await insertSchool(data, 'Prva');
      // Joining: an inner run is part of the outer transaction.
      await transactor.run(async () => {
        await insertSchool(data, 'Druga');
        transactor.afterCommit(() => seen.push('inner'));
      });
      transactor.afterCommit(() => seen.push('outer'));
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['inner', 'outer']);
    expect(await schoolCount()).toBe(before + 2);
  });

  it('rolls back every write of a failed run and drops its after-commit work', async () => {
    const { data, transactor } = createUnitOfWork(database.db);
    const before = await schoolCount();
    const seen: string[] = [];
    await expect(
      transactor.run(async () => {
        await insertSchool(data, 'Treća');
        transactor.afterCommit(() => seen.push('never'));
        throw new Error('odustani');
      }),
    ).rejects.toThrow('odustani');
    expect(seen).toEqual([]);
    expect(await schoolCount()).toBe(before);
  });

  it('runs after-commit work at once outside a transaction, and keeps parallel runs apart', async () => {
    const { data, transactor } = createUnitOfWork(database.db);
    const seen: string[] = [];
    transactor.afterCommit(() => seen.push('now'));
    expect(seen).toEqual(['now']);
    const before = await schoolCount();
    const results = await Promise.allSettled([
      transactor.run(async () => {
        await insertSchool(data, 'Paralelna A');
      }),
      transactor.run(async () => {
        await insertSchool(data, 'Paralelna B');
        throw new Error('samo ova');
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(await schoolCount()).toBe(before + 1);
  });

  it('reports a failing after-commit callback without undoing the commit or the others', async () => {
    const errors: unknown[] = [];
    const { data, transactor } = createUnitOfWork(database.db, (e) => errors.push(e));
    const seen: string[] = [];
    await transactor.run(async () => {
      await insertSchool(data, 'Četvrta');
      transactor.afterCommit(() => {
        throw new Error('slušatelj pukao');
      });
      transactor.afterCommit(() => seen.push('drugi'));
    });
    expect(seen).toEqual(['drugi']);
    expect(errors).toHaveLength(1);
  });
});

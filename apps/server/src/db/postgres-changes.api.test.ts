import net from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { buildSchool } from '../../test/factories.ts';
import type { DatabaseHandle } from './database.ts';
import { postgresChanges } from './postgres-changes.ts';

/** The PostgreSQL change stamp: which statements move it, other writers' commits, reconnecting. */

const url = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(url)('PostgreSQL change stamp', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let schema: string;
  const stamp = () => database.changeStamp();

  /** Waits until `check` holds, for up to 5 s (notices and reconnects arrive on their own). */
  async function eventually(check: () => boolean) {
    for (let i = 0; i < 250 && !check(); i++) await sleep(20);
    expect(check()).toBe(true);
  }

  /** The stamp once no notice has arrived for 200 ms (those of this process's own commits too). */
  async function settled() {
    for (;;) {
      const seen = stamp();
      await sleep(200);
      if (stamp() === seen) return seen;
    }
  }

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(database.db);
    schema = rows[0]!.s;
    await eventually(() => stamp() !== null);
  });
  afterAll(() => drop());

  it('stands through reads and writes that touch no row', async () => {
    const before = stamp();
    await database.db.selectFrom('schools').selectAll().execute();
    await database.db.updateTable('schools').set({ name: 'x' }).where('id', '=', -1).execute();
    await database.db.transaction().execute(async (tx) => {
      await tx.selectFrom('schools').select('id').execute();
    });
    expect(stamp()).toBe(before);
  });

  it('moves as soon as this process writes, and again when its transaction commits', async () => {
    const before = stamp();
    await buildSchool(database.db, 'Glazbena škola Osijek');
    const afterInsert = stamp();
    expect(afterInsert).not.toBe(before);

    let insideTransaction: string | null = null;
    await database.db.transaction().execute(async (tx) => {
      await tx.updateTable('schools').set({ name: 'Glazbena škola Vukovar' }).execute();
      insideTransaction = stamp();
    });
    expect(insideTransaction).not.toBe(afterInsert);
    // A read that began before the commit must not be kept under the stamp after it.
    expect(stamp()).not.toBe(insideTransaction);
  });

  it('moves when another connection commits, through the trigger’s notice', async () => {
    const before = await settled();
    const other = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`update schools set name = name || '.'`);
      await sleep(100);
      expect(stamp()).toBe(before); // not before the commit
      await other.query('commit');
    } finally {
      await other.end();
    }
    await eventually(() => stamp() !== before);
  });

  it('keeps nothing while its listening connection is down, and moves once it is back', async () => {
    const before = stamp();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`,
        [`takt-changes:${schema}`],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await eventually(() => stamp() === null);
    await eventually(() => stamp() !== null);
    expect(stamp()).not.toBe(before);
  });

  it('notices a listening connection that went silent without a reset', async () => {
    // A proxy in front of the server that can stop passing bytes while keeping both ends open,
    // as a NAT table that forgot the connection would.
    let frozen = false;
    const sockets: net.Socket[] = [];
    const proxy = net.createServer((socket) => {
      const target = new URL(url!);
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      sockets.push(socket, upstream);
      socket.on('data', (chunk) => void (frozen || upstream.write(chunk)));
      upstream.on('data', (chunk) => void (frozen || socket.write(chunk)));
      socket.on('error', () => {});
      upstream.on('error', () => {});
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxied = new URL(url!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String((proxy.address() as net.AddressInfo).port);
    const changes = postgresChanges(proxied.toString(), { pgSchema: schema, heartbeatMs: 200 });
    try {
      const local = () => changes.stamp();
      for (let i = 0; i < 250 && local() === null; i++) await sleep(20);
      expect(local()).not.toBeNull();
      frozen = true;
      for (let i = 0; i < 250 && local() !== null; i++) await sleep(20);
      expect(local()).toBeNull();
    } finally {
      await changes.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

#!/usr/bin/env node
// Chat benchmark: `node bench/chat.mjs` after `npm run build` (also part of `npm run bench`).
// On the compiled server with the demo seed, per database (SQLite; PostgreSQL when
// BENCH_CHAT_PG_URL or the local test server is reachable) and with Redis (BENCH_REDIS_URL,
// default the local one):
// - 1,000 sockets on one instance: 500 people with two devices each (a phone and a laptop), 30 of
//   them in one group. One message to the 30-member group reaches its members' 60 devices while
//   the other 940 sockets stay connected, and direct messages go out at a steady rate; delivery
//   is timed from just before the POST to the push arriving. Budget p99 ≤ 50 ms.
// - the same with half the sockets on a second instance sharing Redis: ≤ 100 ms.
// - unbudgeted, to show the limit: all 1,000 sockets are devices of the group's 30 members, so one
//   message makes 1,000 deliveries.
// - GET /api/chats for a person with 200 conversations (its first page of 30): p95 ≤ 30 ms,
//   4 requests at a time. BENCH_SERVER_LOG=1 shows the servers' logs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  api,
  clientId,
  deliveryTimer,
  listLatency,
  loginAll,
  openSockets,
  percentile,
} from './chat-client.mjs';
import { addDirectChats, addPeople, openDatabase } from './chat-data.mjs';

export const chatBudgets = { fanoutP99Ms: 50, clusterP99Ms: 100, listP95Ms: 30 };
const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const GROUP = 30;
const DEVICES = 2;
const PEOPLE = Math.ceil(SOCKETS / DEVICES);
const root = path.resolve(import.meta.dirname, '..');
const serverJs = path.join(root, 'apps/server/dist/server.js');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function startServer(env, children) {
  // BENCH_CHAT_PROFILE=dir writes each server's CPU profile there (node --cpu-prof).
  const profile = process.env.BENCH_CHAT_PROFILE;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...flags, '--enable-source-maps', serverJs], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
    detached: true,
  });
  children.push(child);
}

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

/** Sends `count` group messages a little apart; answers the delivery samples. */
async function groupRound(base, tokens, url, sockets, bases, label, count = 20) {
  const timer = deliveryTimer();
  sockets.push(...(await openSockets(SOCKETS, tokens, bases, (...a) => timer.onPush(...a))));
  for (let i = 0; i < count; i++) {
    await timer.send(base, tokens[i % GROUP], url, { body: `${label} ${i}`, clientId: clientId() });
    await sleep(150);
  }
  await sleep(500);
  for (const s of sockets.splice(0)) s.close();
  return timer.samples;
}

async function runOn(label, databaseUrl, redisUrl, basePort) {
  const children = [];
  const prefix = `takt-bench-chat-${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-bench-chat-'));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
  };
  const [baseA, baseB] = [basePort, basePort + 1].map((p) => `http://127.0.0.1:${p}`);
  const sockets = [];
  try {
    startServer({ ...env, PORT: String(basePort) }, children);
    await waitFor(`${baseA}/api/health`);
    const db = await openDatabase(databaseUrl);
    // Everyone but `mentor`: the group's other 29, then the people outside it.
    const { people, schoolId, mentorId } = await addPeople(db, PEOPLE - 1, label);
    await addDirectChats(db, {
      ownerId: mentorId,
      schoolId,
      partners: people.slice(GROUP - 1, GROUP - 1 + 200).map((p) => p.id),
    });
    await db.close();
    startServer({ ...env, PORT: String(basePort + 1) }, children);
    await waitFor(`${baseB}/api/health`);

    // tokens[0..29] are the group (mentor first); socket i belongs to tokens[i % PEOPLE].
    const tokens = await loginAll(baseA, ['mentor', ...people.map((p) => p.username)]);
    const members = people.slice(0, GROUP - 1);
    const group = await api(baseA, tokens[0], 'POST', '/api/chats/groups', {
      name: 'Bench orkestar',
      memberIds: members.map((m) => m.id),
    });
    const groupUrl = `/api/chats/${group.chat.id}/messages`;

    const fanout = (
      await groupRound(baseA, tokens, groupUrl, sockets, [baseA], `grupa ${label}`)
    ).map((s) => s.ms);

    // Direct messages at a steady 20 a second between the group's people, 1,000 sockets open.
    const timer = deliveryTimer();
    sockets.push(...(await openSockets(SOCKETS, tokens, [baseA], (...a) => timer.onPush(...a))));
    for (let i = 0; i < 100; i++) {
      const from = 1 + (i % members.length);
      const to = members[(i + 7) % members.length].id;
      void timer.send(baseA, tokens[from], '/api/chats/direct', {
        userId: to === members[from - 1].id ? mentorId : to,
        body: `direct ${label} ${i}`,
        clientId: clientId(),
      });
      await sleep(50);
    }
    await sleep(1000);
    const direct = timer.samples.map((s) => s.ms);
    for (const s of sockets.splice(0)) s.close();

    // Half the sockets on instance B: messages sent through A cross Redis.
    const clusterSamples = await groupRound(
      baseA,
      tokens,
      groupUrl,
      sockets,
      [baseA, baseB],
      `cluster ${label}`,
    );
    const cluster = clusterSamples.map((s) => s.ms);
    const viaRedis = clusterSamples.filter((s) => s.socketIndex % 2 === 1).map((s) => s.ms);

    // Every socket a device of the group's members: 1,000 deliveries a message.
    const crowd = (
      await groupRound(baseA, tokens.slice(0, GROUP), groupUrl, sockets, [baseA], `crowd ${label}`)
    ).map((s) => s.ms);
    // Let the server finish the thousands of disconnections before timing a read.
    await sleep(1000);

    const list = await listLatency(baseA, tokens[0]);
    const chats = await api(baseA, tokens[0], 'GET', '/api/chats?limit=100');
    const firstPage = await api(baseA, tokens[0], 'GET', '/api/chats');
    const row = (what, samples) => ({
      what,
      deliveries: samples.length,
      'p50 ms': percentile(samples, 50),
      'p99 ms': percentile(samples, 99),
    });
    const perMessage = GROUP * DEVICES;
    return {
      label,
      rows: [
        row(`group fan-out (${perMessage} devices), ${SOCKETS} sockets, 1 instance`, fanout),
        row('direct messages 20/s, 1 instance', direct),
        row('group fan-out, 2 instances via Redis', cluster),
        row('  of which sockets on instance B', viaRedis),
        row(`not budgeted: group fan-out to all ${SOCKETS} sockets`, crowd),
        {
          what: `GET /api/chats, first ${firstPage.length} of ${chats.length}+ conversations`,
          deliveries: 400,
          'p50 ms': list.p50,
          'p99 ms': list.p99,
          'p95 ms': list.p95,
        },
      ],
      fanoutP99: Math.max(percentile(fanout, 99), percentile(direct, 99)),
      fanoutComplete: fanout.length === 20 * perMessage && crowd.length === 20 * SOCKETS,
      clusterP99: percentile(cluster, 99),
      clusterComplete: cluster.length === 20 * perMessage,
      listP95: list.p95,
    };
  } finally {
    for (const s of sockets) s.close();
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    }
    await sleep(500);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh PostgreSQL database for one run, dropped afterwards; null when none is reachable. */
async function freshPostgres(adminUrl) {
  const name = `takt_bench_chat_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Runs the chat benchmark on each database; answers the budgets it exceeded. */
export async function chatBench({ basePort = Number(process.env.BENCH_PORT ?? 3400) + 10 } = {}) {
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const failures = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-bench-chat-db-'));
  const results = [await runOn('sqlite', `file:${path.join(tmp, 'chat.db')}`, redisUrl, basePort)];
  fs.rmSync(tmp, { recursive: true, force: true });
  const pgDb = await freshPostgres(
    process.env.BENCH_CHAT_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  if (pgDb) {
    try {
      results.push(await runOn('postgres', pgDb.url, redisUrl, basePort + 2));
    } finally {
      await pgDb.drop();
    }
  } else {
    console.log('\nChat on PostgreSQL skipped: no server at BENCH_CHAT_PG_URL.');
  }
  for (const r of results) {
    console.log(`\nChat (${r.label}, ${os.cpus().length} cores):`);
    console.table(r.rows);
    if (!r.fanoutComplete || !r.clusterComplete) failures.push(`chat ${r.label}: pushes missing`);
    if (r.fanoutP99 > chatBudgets.fanoutP99Ms)
      failures.push(
        `chat ${r.label}: delivery p99 ${r.fanoutP99} ms > ${chatBudgets.fanoutP99Ms} ms`,
      );
    if (r.clusterP99 > chatBudgets.clusterP99Ms)
      failures.push(
        `chat ${r.label}: two-instance p99 ${r.clusterP99} ms > ${chatBudgets.clusterP99Ms} ms`,
      );
    if (r.listP95 > chatBudgets.listP95Ms)
      failures.push(
        `chat ${r.label}: GET /api/chats p95 ${r.listP95} ms > ${chatBudgets.listP95Ms} ms`,
      );
  }
  return failures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  chatBench()
    .then((failures) => {
      console.log(
        failures.length
          ? `\nBudgets exceeded:\n- ${failures.join('\n- ')}`
          : '\nAll chat budgets met.',
      );
      process.exit(failures.length ? 1 : 0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

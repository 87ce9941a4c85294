#!/usr/bin/env node
// Chat benchmark: `node bench/chat.mjs` after `npm run build` (also part of `npm run bench`).
// On the compiled server with the demo seed, per database (SQLite; PostgreSQL when
// BENCH_CHAT_PG_URL or the local test server is reachable) and with Redis (BENCH_REDIS_URL,
// default the local one):
// - 1,000 sockets on one instance (30 people of a group, ~33 devices each): one message to the
//   30-member group fans out to all of them, and direct messages go out at a steady rate;
//   delivery is timed from just before the POST to the push arriving. Budget p99 ≤ 50 ms.
// - the same group fan-out with half the sockets on a second instance sharing Redis: ≤ 100 ms.
// - GET /api/chats for a person with 200 conversations (its first page of 30): p95 ≤ 30 ms,
//   4 requests at a time. BENCH_SERVER_LOG=1 shows the servers' logs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addDirectChats, addPeople, openDatabase } from './chat-data.mjs';
import { pushedBody, rawSocket } from './raw-socket.mjs';

export const chatBudgets = { fanoutP99Ms: 50, clusterP99Ms: 100, listP95Ms: 30 };
const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const GROUP = 30;
const root = path.resolve(import.meta.dirname, '..');
const serverJs = path.join(root, 'apps/server/dist/server.js');

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Number(
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1),
  );
};
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

async function api(base, token, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

const login = async (base, username) =>
  (await api(base, null, 'POST', '/api/login', { emailOrUsername: username, password: 'demo1234' }))
    .token;

/** Opens sockets round-robin over the tokens and bases; resolves once all are connected. */
async function openSockets(count, tokens, bases, onPush) {
  const sockets = [];
  for (let start = 0; start < count; start += 50) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 50); i++) {
      batch.push(
        rawSocket(bases[i % bases.length], tokens[i % tokens.length], (event, frame) =>
          onPush(event, frame, i),
        ),
      );
    }
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** Sends messages and times each socket's push of each from just before its POST. */
function deliveryTimer() {
  const sentAt = new Map();
  const samples = [];
  return {
    samples,
    onPush(event, frame, socketIndex) {
      if (event !== 'newMessage' && event !== 'newGroupMessage') return;
      const started = sentAt.get(pushedBody(frame));
      if (started !== undefined) samples.push({ ms: performance.now() - started, socketIndex });
    },
    async send(base, token, url, body) {
      sentAt.set(body.body, performance.now());
      await api(base, token, 'POST', url, body);
    },
  };
}

const clientId = () => randomBytes(9).toString('base64url');

async function listLatency(base, token, requests = 400, concurrency = 4) {
  // Warm-up, as the other benches do: the first requests compile the route's code paths.
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${base}/api/chats`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
  }
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/chats`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`GET /api/chats: ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
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
    const { people, schoolId, mentorId } = await addPeople(db, GROUP - 1 + 200, label);
    await addDirectChats(db, {
      ownerId: mentorId,
      schoolId,
      partners: people.slice(GROUP - 1).map((p) => p.id),
    });
    await db.close();
    startServer({ ...env, PORT: String(basePort + 1) }, children);
    await waitFor(`${baseB}/api/health`);

    const members = people.slice(0, GROUP - 1);
    const tokens = [await login(baseA, 'mentor')];
    for (const m of members) tokens.push(await login(baseA, m.username));
    const group = await api(baseA, tokens[0], 'POST', '/api/chats/groups', {
      name: 'Bench orkestar',
      memberIds: members.map((m) => m.id),
    });
    const groupUrl = `/api/chats/${group.chat.id}/messages`;

    // 1,000 sockets on instance A.
    let timer = deliveryTimer();
    sockets.push(...(await openSockets(SOCKETS, tokens, [baseA], (...a) => timer.onPush(...a))));
    let sender = 0;
    const nextSender = () => tokens[sender++ % tokens.length];
    for (let i = 0; i < 20; i++) {
      await timer.send(baseA, nextSender(), groupUrl, {
        body: `grupa ${label} ${i}`,
        clientId: clientId(),
      });
      await sleep(150);
    }
    await sleep(500);
    const fanout = timer.samples.map((s) => s.ms);
    timer = deliveryTimer();
    // Direct messages at a steady 20 a second between the group's people.
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
    timer = deliveryTimer();
    sockets.push(
      ...(await openSockets(SOCKETS, tokens, [baseA, baseB], (...a) => timer.onPush(...a))),
    );
    for (let i = 0; i < 20; i++) {
      await timer.send(baseA, nextSender(), groupUrl, {
        body: `cluster ${label} ${i}`,
        clientId: clientId(),
      });
      await sleep(150);
    }
    await sleep(500);
    const cluster = timer.samples.map((s) => s.ms);
    const viaRedis = timer.samples.filter((s) => s.socketIndex % 2 === 1).map((s) => s.ms);
    for (const s of sockets.splice(0)) s.close();
    // Let the server finish the thousand disconnections before timing a read.
    await sleep(1000);

    const list = await listLatency(baseA, tokens[0]);
    const chats = await api(baseA, tokens[0], 'GET', '/api/chats?limit=100');
    const firstPage = await api(baseA, tokens[0], 'GET', '/api/chats');
    return {
      label,
      rows: [
        {
          what: `group fan-out, ${SOCKETS} sockets, 1 instance`,
          deliveries: fanout.length,
          'p50 ms': percentile(fanout, 50),
          'p99 ms': percentile(fanout, 99),
        },
        {
          what: 'direct messages 20/s, 1 instance',
          deliveries: direct.length,
          'p50 ms': percentile(direct, 50),
          'p99 ms': percentile(direct, 99),
        },
        {
          what: 'group fan-out, 2 instances via Redis',
          deliveries: cluster.length,
          'p50 ms': percentile(cluster, 50),
          'p99 ms': percentile(cluster, 99),
        },
        {
          what: '  of which sockets on instance B',
          deliveries: viaRedis.length,
          'p50 ms': percentile(viaRedis, 50),
          'p99 ms': percentile(viaRedis, 99),
        },
        {
          what: `GET /api/chats, first ${firstPage.length} of ${chats.length}+ conversations`,
          deliveries: 400,
          'p50 ms': list.p50,
          'p99 ms': list.p99,
          'p95 ms': list.p95,
        },
      ],
      expected: { fanout: 20 * SOCKETS, direct: 100 },
      fanoutP99: Math.max(percentile(fanout, 99), percentile(direct, 99)),
      fanoutComplete: fanout.length === 20 * SOCKETS,
      clusterP99: percentile(cluster, 99),
      clusterComplete: cluster.length === 20 * SOCKETS,
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

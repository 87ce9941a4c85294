#!/usr/bin/env node
// Notifications benchmark: `node bench/notifications.mjs` after `npm run build` (also part of
// `npm run bench`). On the bench data (50 schools × 1,000 students, see harness.mjs), per
// database (SQLite, then the local PostgreSQL; BENCH_DATABASES narrows it):
// - fan-out: the first school's admin publishes a school-wide post; the queued job that writes
//   a notice for each of its ~1,040 readers and queues their one push job is timed by the
//   scheduler's own run history (started → finished). Budget ≤ 1 s, checked on the median of
//   five posts (the slowest is shown too). The time from the POST until every row exists
//   (adds the scheduler's poll, ~1 s) is shown, not budgeted.
// - GET /api/notifications for a student with 5,000 notifications (one in ten unread): the
//   first page (what /obavijesti and its 60 s poll read) and the bottom-bar dot's `limit=1`.
//   Budget p95 ≤ 30 ms (400 requests, 4 at a time).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './chat-data.mjs';
import {
  benchDatabases,
  cpuSeconds,
  ensureBenchDatabases,
  signIn,
  startServer,
  stop,
  waitFor,
} from './harness.mjs';

export const notificationBudgets = { fanoutMs: 1000, listP95Ms: 30 };
const NOTICES = 5000;
const FANOUTS = Number(process.env.BENCH_NOTIFICATION_FANOUTS ?? 5);
const ADMIN = 'b01.admin';
const READER = 'b01.ucenik0002';
const PASSWORD = 'bench1234';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Number(
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1),
  );
};

async function api(base, token, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Tops the reader up to NOTICES notifications (older than anything the bench writes). */
async function fillNotifications(db, isPg, userId, schoolId) {
  const [{ n }] = await db.all('select count(*) as n from notifications where "userId" = ?', [
    userId,
  ]);
  const missing = NOTICES - Number(n);
  if (missing <= 0) return;
  const bool = (v) => (isPg ? v : v ? 1 : 0);
  const at = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
  const chunk = 400;
  for (let i = 0; i < missing; i += chunk) {
    const rows = [];
    const params = [];
    for (let j = i; j < Math.min(missing, i + chunk); j++) {
      rows.push('(?, ?, ?, ?, ?, ?, ?, ?, ?)');
      const unread = j % 10 === 0;
      params.push(
        userId,
        schoolId,
        'post',
        'Nova objava',
        `Starija objava ${j + 1}`,
        // No post id: the fan-outs below count their rows by their own post's link.
        '/user?tab=posts',
        bool(!unread),
        unread ? null : at,
        at,
      );
    }
    await db.run(
      `insert into notifications ("userId", "schoolId", type, title, body, link, read, "readAt", "createdAt") values ${rows.join(', ')}`,
      params,
    );
  }
}

/**
 * Latency of one read, 4 requests at a time; with the server's CPU time per request, which
 * hardly moves with the other load of a shared machine (unlike the latency).
 */
async function latency(base, token, url, pid, requests = 400, concurrency = 4) {
  for (let i = 0; i < 20; i++) await api(base, token, 'GET', url);
  const cpuBefore = cpuSeconds(pid);
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) {
        const t0 = performance.now();
        const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    cpuUs: Math.round(((cpuSeconds(pid) - cpuBefore) / requests) * 1e6),
  };
}

/** One school-wide post; answers the fan-out job's own time and the time until all rows exist. */
async function fanout(base, token, db, readers, index) {
  // Rows after these ids are this post's: a time window would also catch the previous post's run.
  const [{ id: lastRun }] = await db.all('select coalesce(max(id), 0) as id from job_runs');
  const [{ id: lastJob }] = await db.all('select coalesce(max(id), 0) as id from job_queue');
  const posted = performance.now();
  const { post } = await api(base, token, 'POST', '/api/posts', {
    title: `Obavijest svima ${index} ${Date.now()}`,
    content: '<p>Mjerenje obavijesti.</p>',
    visibility: 'public',
    showAllSchools: false,
  });
  const link = `/user?tab=posts&post=${post.id}`;
  let run;
  for (let i = 0; i < 600; i++) {
    [run] = await db.all(
      `select "startedAt", "finishedAt", status from job_runs
       where name = 'notifications.announce' and id > ? order by id desc`,
      [lastRun],
    );
    if (run) break;
    await sleep(50);
  }
  const visibleMs = performance.now() - posted;
  if (!run) throw new Error('the fan-out job did not run within 30 s');
  if (run.status !== 'succeeded') throw new Error(`the fan-out job ${run.status}`);
  const [{ n: rows }] = await db.all('select count(*) as n from notifications where link = ?', [
    link,
  ]);
  const [{ n: pushJobs }] = await db.all(
    `select count(*) as n from job_queue where name = 'notifications.push' and id > ?`,
    [lastJob],
  );
  await api(base, token, 'DELETE', `/api/posts/${post.id}`);
  await db.run('delete from notifications where link = ?', [link]);
  const ms = new Date(run.finishedAt).getTime() - new Date(run.startedAt).getTime();
  return { ms, visibleMs, rows: Number(rows), complete: Number(rows) === readers, pushJobs };
}

async function runOn(database, port) {
  const isPg = /^postgres/.test(database.url);
  const db = await openDatabase(database.url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-bench-notifications-'));
  const server = startServer({ port, databaseUrl: database.url, dataDir });
  const base = `http://127.0.0.1:${port}`;
  try {
    const [reader] = await db.all('select id, "schoolId" from users where "korisnickoIme" = ?', [
      READER,
    ]);
    const [admin] = await db.all('select id, "schoolId" from users where "korisnickoIme" = ?', [
      ADMIN,
    ]);
    const [{ n: readers }] = await db.all(
      `select count(*) as n from users where "schoolId" = ? and id <> ? and "isActive" = ?`,
      [admin.schoolId, admin.id, isPg ? true : 1],
    );
    await fillNotifications(db, isPg, reader.id, reader.schoolId);
    await waitFor(`${base}/api/health`);
    const [adminToken, readerToken] = [
      await signIn(port, ADMIN, PASSWORD),
      await signIn(port, READER, PASSWORD),
    ];

    const fanouts = [];
    for (let i = 1; i <= FANOUTS; i++)
      fanouts.push(await fanout(base, adminToken, db, Number(readers), i));
    const list = await latency(base, readerToken, '/api/notifications', server.pid);
    const dot = await latency(base, readerToken, '/api/notifications?limit=1', server.pid);
    // The same client against the cheapest route: what the shared machine itself adds.
    const health = await latency(base, readerToken, '/api/health', server.pid);
    const fanoutMs = fanouts.map((f) => f.ms);
    return {
      label: database.name,
      readers: Number(readers),
      fanoutMedian: percentile(fanoutMs, 50),
      fanoutComplete: fanouts.every((f) => f.complete && f.pushJobs >= 1),
      fanoutShortfall: fanouts
        .filter((f) => !(f.complete && f.pushJobs >= 1))
        .map((f) => `${f.rows} of ${readers} rows, ${f.pushJobs} push jobs`),
      listP95: list.p95,
      rows: [
        {
          measure: `fan-out job, ${readers} readers (median of ${FANOUTS})`,
          'p50 ms': percentile(fanoutMs, 50),
          'max ms': Math.max(...fanoutMs),
          budget: `≤ ${notificationBudgets.fanoutMs} ms`,
        },
        {
          measure: 'POST → every row written (with the poll)',
          'p50 ms': percentile(
            fanouts.map((f) => Math.round(f.visibleMs)),
            50,
          ),
          'max ms': Math.round(Math.max(...fanouts.map((f) => f.visibleMs))),
          budget: '—',
        },
        {
          measure: `GET /api/notifications (${NOTICES} notices)`,
          'p50 ms': list.p50,
          'p95 ms': list.p95,
          'p99 ms': list.p99,
          'CPU µs/req': list.cpuUs,
          budget: `p95 ≤ ${notificationBudgets.listP95Ms} ms`,
        },
        {
          measure: 'GET /api/notifications?limit=1 (the dot)',
          'p50 ms': dot.p50,
          'p95 ms': dot.p95,
          'p99 ms': dot.p99,
          'CPU µs/req': dot.cpuUs,
          budget: '—',
        },
        {
          measure: 'GET /api/health (reference)',
          'p50 ms': health.p50,
          'p95 ms': health.p95,
          'p99 ms': health.p99,
          'CPU µs/req': health.cpuUs,
          budget: '—',
        },
      ],
    };
  } finally {
    await stop(server);
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the notifications benchmark on each bench database; answers the budgets it exceeded. */
export async function notificationsBench({
  port = Number(process.env.BENCH_PORT ?? 3400) + 30,
} = {}) {
  await ensureBenchDatabases();
  const failures = [];
  for (const database of benchDatabases()) {
    const r = await runOn(database, port);
    console.log(`\nNotifications (${r.label}, ${os.cpus().length} cores):`);
    console.table(r.rows);
    if (!r.fanoutComplete)
      failures.push(
        `notifications ${r.label}: a fan-out missed rows or its push job (${r.fanoutShortfall.join('; ')})`,
      );
    if (r.fanoutMedian > notificationBudgets.fanoutMs)
      failures.push(
        `notifications ${r.label}: fan-out to ${r.readers} ${r.fanoutMedian} ms > ${notificationBudgets.fanoutMs} ms`,
      );
    if (r.listP95 > notificationBudgets.listP95Ms)
      failures.push(
        `notifications ${r.label}: GET /api/notifications p95 ${r.listP95} ms > ${notificationBudgets.listP95Ms} ms`,
      );
  }
  return failures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  notificationsBench()
    .then((failures) => {
      console.log(
        failures.length
          ? `\nBudgets exceeded:\n- ${failures.join('\n- ')}`
          : '\nAll notification budgets met.',
      );
      process.exit(failures.length ? 1 : 0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

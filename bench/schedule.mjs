#!/usr/bin/env node
// Timetable benchmark: `node bench/schedule.mjs` (after `npm run build`), or as part of
// `npm run bench`. Starts the compiled server with the demo school, fills its timetable so every
// student has one or two weekly lessons, then measures a school's week for an admin and a
// mentor's week (p97.5 ≤ 50 ms, 4 connections) and one save's conflict check (p97.5 ≤ 20 ms,
// one connection). BENCH_DATABASE_URL (postgres://…, an empty database) runs it on PostgreSQL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const scheduleBudgets = { weekP975Ms: 50, checkP975Ms: 20 };

const zagrebDate = (d) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(d);
function monday(date) {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
const plusDays = (date, n) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function measure(title, opts, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ duration, ...opts }, (err, r) => {
      if (err) return reject(err);
      resolve({
        title,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p97.5 ms': r.latency.p97_5,
        'p99 ms': r.latency.p99,
        errors: r.errors + r.non2xx,
      });
    });
  });
}

/** Runs the timetable benchmark against a fresh server; pushes budget failures. */
export async function scheduleBench(failures, options = {}) {
  const root = options.root ?? path.resolve(import.meta.dirname, '..');
  const port = options.port ?? Number(process.env.BENCH_PORT ?? 3400) + 5;
  const duration = options.duration ?? Number(process.env.BENCH_SECONDS ?? 5);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-bench-schedule-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? `file:${path.join(tmp, 'bench.db')}`;
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: tmp,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    const login = async (username) => {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailOrUsername: username, password: 'demo1234' }),
      });
      return { authorization: `Bearer ${(await res.json()).token}` };
    };
    const admin = await login('admin');
    const mentor = await login('mentor');
    const api = async (headers, method, url, body) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: await res.json() };
    };

    // A second weekly lesson for every student of the demo school with the admin (as mentor),
    // on Tuesdays and Thursdays in rooms of their own.
    const years = (await api(admin, 'GET', '/api/calendar/years')).body.years;
    const today = zagrebDate(new Date());
    const year = years.find((y) => y.endDate >= today) ?? years[0];
    const validFrom = today > year.startDate ? today : year.startDate;
    const students = (
      await api(
        admin,
        'GET',
        `/api/schedule?from=${monday(validFrom)}&to=${plusDays(monday(validFrom), 6)}`,
      )
    ).body.occurrences.flatMap((o) => o.students.map((s) => s.id));
    const unique = [...new Set(students)];
    const room = (await api(admin, 'POST', '/api/classrooms', { name: 'Bench', capacity: 4 })).body
      .classroom.id;
    let added = 0;
    for (const [i, studentId] of unique.entries()) {
      const res = await api(admin, 'POST', '/api/schedule/series', {
        type: 'individual',
        title: 'Korepeticija',
        weekday: i % 2 === 0 ? 2 : 4,
        start: `${String(8 + (Math.floor(i / 2) % 7)).padStart(2, '0')}:${Math.floor(i / 14) % 2 ? '45' : '00'}`,
        durationMinutes: 45,
        validFrom,
        classroomId: room,
        studentIds: [studentId],
      });
      if (res.status === 201) added++;
    }
    const from = monday(validFrom);
    const to = plusDays(from, 6);
    const week = `${base}/api/schedule?from=${from}&to=${to}`;
    const check = {
      type: 'individual',
      title: 'Provjera',
      weekday: 2,
      start: '16:15',
      durationMinutes: 45,
      validFrom,
      classroomId: room,
      studentIds: [unique[0]],
    };
    const rows = [
      await measure(
        "a school's week (admin)",
        { url: week, headers: admin, connections: 4 },
        duration,
      ),
      await measure("a mentor's week", { url: week, headers: mentor, connections: 4 }, duration),
      await measure(
        'conflict check of one save (POST /api/schedule/check)',
        {
          url: `${base}/api/schedule/check`,
          method: 'POST',
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify(check),
          connections: 1,
        },
        duration,
      ),
    ];
    const lessons = (await api(admin, 'GET', `/api/schedule?from=${from}&to=${to}`)).body
      .occurrences.length;
    console.log(
      `\nTimetable (${databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}; ${unique.length} students, ` +
        `${added} second lessons added, ${lessons} lessons in the week; ${duration} s each):`,
    );
    console.table(rows);
    const [school, own, conflict] = rows;
    for (const r of [school, own]) {
      if (r['p97.5 ms'] > scheduleBudgets.weekP975Ms)
        failures.push(`${r.title} p97.5 ${r['p97.5 ms']} ms > ${scheduleBudgets.weekP975Ms} ms`);
    }
    if (conflict['p97.5 ms'] > scheduleBudgets.checkP975Ms)
      failures.push(
        `conflict check p97.5 ${conflict['p97.5 ms']} ms > ${scheduleBudgets.checkP975Ms} ms`,
      );
    if (rows.some((r) => r.errors > 0)) failures.push('timetable: errors under load');
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failures = [];
  scheduleBench(failures)
    .then(() => {
      console.log(
        failures.length ? `\nBudgets exceeded:\n- ${failures.join('\n- ')}` : '\nAll budgets met.',
      );
      process.exit(failures.length ? 1 : 0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

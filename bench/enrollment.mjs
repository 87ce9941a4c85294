// Enrollment and documents under load, on the compiled server with the demo school grown to
// 1,000 more students (written straight into its SQLite file): the admins' dashboard (p97.5, as
// autocannon reports no p95, against the p95 budget), 1,000 confirmations merged into one PDF,
// the document list, and uploads' effect on the server's peak RSS (20 MB and 80 MB: they must stream).
// `node bench/enrollment.mjs` after `npm run build`; run.mjs calls it too.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

export const enrollmentBudgets = {
  dashboardP95Ms: 50,
  mergedPdfSeconds: 30,
  documentListP95Ms: 30,
  /** A 20 MB upload may raise the server's peak RSS by at most this much (it streams). */
  uploadPeakRssGrowthMb: 30,
};
// Peak RSS also holds the young generation's garbage (V8 collects it in bursts, up to tens of
// MB), so a streamed upload of 20 MB can raise the peak by about its size as well. A file held
// in memory would raise it by its whole size: an upload four times as large tells them apart.
const LARGE_UPLOAD_MB = 80;

const STUDENTS = 1000;
const DOCUMENTS = 300;

/** Starts the peak over from the current RSS (Linux: 5 in clear_refs resets VmHWM). */
function resetPeakRss(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not permitted here: the peak then includes what came before.
  }
}

function peakRssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function login(base, username) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: username, password: 'demo1234' }),
  });
  return (await res.json()).token;
}

function latency(url, token, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: 10, duration, headers: { authorization: `Bearer ${token}` } },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
  });
}

/** 1,000 more students of the first school, all confirmed; 300 documents shared every way. */
function growSchool(file, enrollmentYearId) {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const template = db.prepare("select * from users where korisnickoIme = 'ucenik'").get();
  const mentor = db.prepare("select id from users where korisnickoIme = 'mentor'").get();
  const program = db
    .prepare('select programId from user_programs where userId = ?')
    .get(template.id);
  const agreement = db
    .prepare(
      'select id, version from enrollment_agreements where enrollmentYearId = ? order by version desc',
    )
    .get(enrollmentYearId);
  const columns = Object.keys(template).filter((c) => c !== 'id');
  const insertUser = db.prepare(
    `insert into users (${columns.map((c) => `"${c}"`).join(',')}) values (${columns.map((c) => `@${c}`).join(',')})`,
  );
  const now = new Date().toISOString();
  db.transaction(() => {
    for (let i = 0; i < STUDENTS; i++) {
      const name = `bench.ucenik${i}`;
      const { lastInsertRowid: id } = insertUser.run({
        ...template,
        ime: `Učenik${i}`,
        prezime: `Mjerni${i % 97}`,
        korisnickoIme: name,
        email: `${name}@example.com`,
        emailLower: `${name}@example.com`,
      });
      db.prepare('insert into user_programs (userId, programId) values (?, ?)').run(
        id,
        program.programId,
      );
      db.prepare('insert into student_mentors (studentId, mentorId) values (?, ?)').run(
        id,
        mentor.id,
      );
      db.prepare(
        `insert into enrollments (schoolId, enrollmentYearId, studentId, agreementId, agreementVersion,
          programId, programName, pohadanjeNastave, oib, datumRodjenja, brojMobitela, adresa, acceptedAt)
         values (?, ?, ?, ?, ?, ?, 'Gitara', 'individualno1', '69435151530', '2010-01-01', '+385911234567',
          '{"ulica":"Ilica","kucniBroj":"1","mjesto":"Zagreb"}', ?)`,
      ).run(
        template.schoolId,
        enrollmentYearId,
        id,
        agreement.id,
        agreement.version,
        program.programId,
        now,
      );
    }
    const visibilities = ['school', 'shared', 'private'];
    for (let i = 0; i < DOCUMENTS; i++) {
      const { lastInsertRowid: docId } = db
        .prepare(
          `insert into documents (schoolId, ownerId, kind, title, url, visibility, createdAt, updatedAt)
           values (?, ?, 'link', ?, 'https://example.com/', ?, ?, ?)`,
        )
        .run(template.schoolId, mentor.id, `Poveznica ${i}`, visibilities[i % 3], now, now);
      if (i % 3 === 1) {
        db.prepare(
          "insert into document_shares (documentId, kind, targetId) values (?, 'mentor_students', ?)",
        ).run(docId, mentor.id);
        db.prepare(
          "insert into document_shares (documentId, kind, targetId) values (?, 'program', ?)",
        ).run(docId, program.programId);
      }
    }
  })();
  db.close();
}

/** A body of `mb` MB that sniffs as PDF, sent as multipart without holding it in the bench either. */
async function uploadPdf(base, token, mb) {
  const boundary = '----takt-bench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nVeliki PDF\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="veliki.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = mb * 1024 * 1024;
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  async function* body() {
    yield head;
    yield Buffer.from('%PDF-1.4\n');
    for (let sent = 9; sent < size; sent += chunk.length)
      yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    yield tail;
  }
  const res = await fetch(`${base}/api/documents/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body: body(),
    duplex: 'half',
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
}

async function queueDrained(file) {
  const db = new Database(file, { readonly: true });
  try {
    const pending = db.prepare(
      "select count(*) as n from job_queue where status = 'running' or (status = 'waiting' and runAt <= ?)",
    );
    for (let i = 0; i < 600 && pending.get(new Date().toISOString()).n > 0; i++)
      await new Promise((r) => setTimeout(r, 100));
  } finally {
    db.close();
  }
}

/** How much an upload of `mb` MB raises the server's peak RSS above what it held just before. */
async function uploadGrowthMb(base, token, pid, mb) {
  resetPeakRss(pid);
  const before = peakRssMb(pid);
  await uploadPdf(base, token, mb);
  const after = peakRssMb(pid);
  return { before, after, growth: Math.round((after - before) * 10) / 10 };
}

export async function enrollmentBench(failures, options = {}) {
  const root = path.resolve(import.meta.dirname, '..');
  const port = options.port ?? Number(process.env.BENCH_PORT ?? 3400) + 5;
  const duration = options.duration ?? Number(process.env.BENCH_SECONDS ?? 5);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-bench-enrollment-'));
  const file = path.join(tmp, 'bench.db');
  // BENCH_ENROLLMENT_PROFILE=dir writes the server's CPU profile there (node --cpu-prof).
  const profile = process.env.BENCH_ENROLLMENT_PROFILE;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const server = spawn(
    process.execPath,
    [...flags, path.join(root, 'apps/server/dist/server.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${file}`,
        DATA_DIR: tmp,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DOCUMENT_MAX_BYTES: String((LARGE_UPLOAD_MB + 1) * 1024 * 1024),
        DOCUMENT_SCHOOL_QUOTA_BYTES: String(1024 * 1024 * 1024),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    const admin = await login(base, 'admin');
    const years = await (
      await fetch(`${base}/api/enrollment/years`, { headers: { authorization: `Bearer ${admin}` } })
    ).json();
    growSchool(file, years.years[0].id);

    // The demo seed's queued work (its invoices' PDFs, mail) first: it would raise the peak too.
    await queueDrained(file);
    // Then, before the merged PDF raises the peak: the admin uploads (the mentor already owns
    // the 300 documents, past their limit).
    const upload = await uploadGrowthMb(base, admin, server.pid, 20);
    const large = await uploadGrowthMb(base, admin, server.pid, LARGE_UPLOAD_MB);

    // One request at a time first: the latency of the work itself, apart from queueing.
    const single = async (url, token) => {
      const times = [];
      for (let i = 0; i < 15; i++) {
        const t0 = performance.now();
        await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
        times.push(performance.now() - t0);
      }
      return Math.round(times.sort((a, b) => a - b)[7]);
    };
    const student0 = await login(base, 'ucenik');
    console.log(
      `\nOne at a time (median of 15): dashboard ${await single(`${base}/api/enrollment/dashboard`, admin)} ms (pending only ${await single(`${base}/api/enrollment/dashboard?status=pending`, admin)} ms, confirmed and searched ${await single(`${base}/api/enrollment/dashboard?status=confirmed&q=mjerni1`, admin)} ms), ` +
        `documents ${await single(`${base}/api/documents`, student0)} ms (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
    );
    const dashboard = await latency(`${base}/api/enrollment/dashboard`, admin, duration);
    const started = performance.now();
    const merged = await fetch(`${base}/api/enrollment/confirmations?status=confirmed`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const pdf = Buffer.from(await merged.arrayBuffer());
    const mergedSeconds = (performance.now() - started) / 1000;
    const student = await login(base, 'ucenik');
    const documents = await latency(`${base}/api/documents`, student, duration);

    const rows = [
      {
        what: `GET /api/enrollment/dashboard (${STUDENTS}+ students)`,
        'req/s': Math.round(dashboard.requests.average),
        'p50 ms': dashboard.latency.p50,
        'p97.5 ms': dashboard.latency.p97_5,
        errors: dashboard.errors + dashboard.non2xx,
      },
      {
        what: `GET /api/documents (first page, ${DOCUMENTS} documents)`,
        'req/s': Math.round(documents.requests.average),
        'p50 ms': documents.latency.p50,
        'p97.5 ms': documents.latency.p97_5,
        errors: documents.errors + documents.non2xx,
      },
    ];
    console.log(`\nEnrollment and documents (${duration} s each, 10 connections):`);
    console.table(rows);
    const pages = Number(merged.headers.get('x-confirmation-count'));
    console.log(
      `${pages} confirmations merged into one PDF: ${mergedSeconds.toFixed(1)} s, ${(pdf.length / 1024 / 1024).toFixed(1)} MB`,
    );
    console.log(
      `20 MB upload: server peak RSS ${upload.before} MB → ${upload.after} MB (+${upload.growth} MB); ` +
        `${LARGE_UPLOAD_MB} MB upload: +${large.growth} MB`,
    );

    const b = enrollmentBudgets;
    if (dashboard.latency.p97_5 > b.dashboardP95Ms)
      failures.push(`dashboard p97.5 ${dashboard.latency.p97_5} ms > ${b.dashboardP95Ms} ms`);
    if (documents.latency.p97_5 > b.documentListP95Ms)
      failures.push(
        `document list p97.5 ${documents.latency.p97_5} ms > ${b.documentListP95Ms} ms`,
      );
    if (!merged.ok || pages < STUDENTS)
      failures.push(`merged PDF: ${merged.status}, ${pages} pages`);
    if (mergedSeconds > b.mergedPdfSeconds)
      failures.push(`merged PDF ${mergedSeconds.toFixed(1)} s > ${b.mergedPdfSeconds} s`);
    if (large.growth > b.uploadPeakRssGrowthMb)
      failures.push(`${LARGE_UPLOAD_MB} MB upload grew peak RSS by ${large.growth} MB`);
    if (rows.some((r) => r.errors > 0)) failures.push('enrollment/documents errors under load');
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    // BENCH_KEEP_DB=1 keeps the grown database for a look at its query plans.
    if (process.env.BENCH_KEEP_DB) console.log(`Database kept: ${file}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failures = [];
  await enrollmentBench(failures);
  console.log(
    failures.length ? `\nBudgets exceeded:\n- ${failures.join('\n- ')}` : '\nAll budgets met.',
  );
  process.exit(failures.length ? 1 : 0);
}

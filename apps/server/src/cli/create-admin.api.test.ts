import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, type DatabaseHandle } from '../db/database.ts';
import { createMemoryStore } from '../lib/rate-limit-store.ts';
import { buildCompiledServer, minimalEnv } from '../../test/compiled-server.ts';
import { createTestDatabase, TEST_JWT_SECRET } from '../../test/test-app.ts';

/**
 * `npm run create-admin -- --email … --school …`, run for real in a child process as compiled by
 * `npm run build`: it creates the first administrator of a production database and prints a
 * one-time password that logs in.
 */

let script: string;

const running = new Set<ChildProcess>();

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI in `cwd` with a minimal environment: nothing of the developer's shell (no
 * DATABASE_URL, no TEST_DATABASE_URL) leaks in, and NODE_ENV is production as on a real server.
 */
function runCli(args: string[], cwd: string, env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    // A run that hangs is stopped, never left behind.
    const child = spawn(process.execPath, ['--enable-source-maps', script, ...args], {
      cwd,
      env: minimalEnv({ NODE_ENV: 'production', ...env }),
      timeout: 20_000,
    });
    running.add(child);
    child.on('close', () => running.delete(child));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function printed(run: Run): { username: string; password: string } {
  const username = /^\s*username: (\S+)$/m.exec(run.stdout)?.[1];
  const password = /^\s*password: (\S+)$/m.exec(run.stdout)?.[1];
  if (!username || !password) throw new Error(`no credentials in output:\n${run.stdout}`);
  return { username, password };
}

const SCHOOL = 'Glazbena škola Test';
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-create-admin-'));
  dirs.push(dir);
  return dir;
};
const writeDotEnv = (dir: string) =>
  fs.writeFileSync(
    path.join(dir, '.env'),
    '# as in .env.example\nNODE_ENV=production\nJWT_SECRET=\nDATABASE_URL=file:./from-dotenv/takt.db\n',
  );

let created: { dir: string; url: string; first: Run; second: Run };
let missingEmail: { dir: string; run: Run };
let malformedEmail: { dir: string; run: Run };
let badDatabaseUrl: { dir: string; run: Run };
let fromDotEnv: { dir: string; run: Run };
let envBeatsDotEnv: { dir: string; run: Run };
let removeBuild = () => {};

beforeAll(async () => {
  const build = await buildCompiledServer();
  script = build.createAdminJs;
  removeBuild = build.remove;
  // The runs are independent of each other (but for the second one), so they go in parallel.
  const createDir = tempDir();
  const url = `file:${path.join(createDir, 'db', 'takt.db')}`;
  const creating = (async () => {
    const first = await runCli(
      ['--email', 'Ravnatelj@Skola.example.com', '--school', SCHOOL],
      createDir,
      { DATABASE_URL: url },
    );
    const second = await runCli(
      ['--email', 'zamjenik@skola.example.com', '--school', SCHOOL],
      createDir,
      { DATABASE_URL: url },
    );
    return { dir: createDir, url, first, second };
  })();
  const failing = async (args: string[], env: Record<string, string> = {}) => {
    const dir = tempDir();
    return {
      dir,
      run: await runCli(args, dir, { DATABASE_URL: `file:${path.join(dir, 'db.sqlite')}`, ...env }),
    };
  };
  const dotEnv = async (env: Record<string, string>) => {
    const dir = tempDir();
    writeDotEnv(dir);
    const envWithDir = Object.fromEntries(
      Object.entries(env).map(([k, v]) => [k, v.replace('<dir>', dir)]),
    );
    return {
      dir,
      run: await runCli(
        ['--email', 'ravnatelj@skola.example.com', '--school', SCHOOL],
        dir,
        envWithDir,
      ),
    };
  };
  [created, missingEmail, malformedEmail, badDatabaseUrl, fromDotEnv, envBeatsDotEnv] =
    await Promise.all([
      creating,
      failing(['--school', SCHOOL]),
      failing(['--email', 'ravnatelj.skola.example.com', '--school', SCHOOL]),
      failing(['--email', 'ravnatelj@skola.example.com', '--school', SCHOOL], {
        DATABASE_URL: 'mysql://root@localhost/takt',
      }),
      dotEnv({}),
      dotEnv({ DATABASE_URL: 'file:<dir>/from-env/takt.db' }),
    ]);
}, 120_000); // an esbuild of the server and three CLI runs, slow on a loaded machine

afterAll(() => {
  for (const child of running) child.kill();
  removeBuild();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function withDatabase<T>(url: string, work: (d: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = createDatabase(url);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const usersOf = (database: DatabaseHandle) =>
  database.db
    .selectFrom('users')
    .innerJoin('schools', 'schools.id', 'users.schoolId')
    .select([
      'users.korisnickoIme',
      'users.email',
      'users.passwordHash',
      'users.isAdmin',
      'users.isMentor',
      'users.isStudent',
      'users.isActive',
      'users.mustChangePassword',
      'schools.name as school',
    ])
    .orderBy('users.id')
    .execute();

/** POST /api/login against the database the CLI wrote, through the real app. */
async function loginTo(database: DatabaseHandle, emailOrUsername: string, password: string) {
  const rateLimitStore = createMemoryStore();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    database,
    jwtSecret: TEST_JWT_SECRET,
    rateLimitStore,
    webDistDir: null,
  });
  try {
    await app.ready();
    return await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { emailOrUsername, password },
    });
  } finally {
    await app.close();
    await rateLimitStore.close();
  }
}

describe('create-admin', () => {
  it('creates an active administrator and mentor who must change the printed password', async () => {
    const { first } = created;
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Administrator created for "${SCHOOL}"`);
    expect(first.stdout).toMatch(/change the password at first login/i);
    const { username, password } = printed(first);
    // generatePassword: 14 characters without look-alikes (0, O, 1, l, I).
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{14}$/);

    await withDatabase(created.url, async (database) => {
      const user = (await usersOf(database)).find((u) => u.korisnickoIme === username);
      expect(user).toBeDefined();
      expect({
        email: user!.email,
        school: user!.school,
        isAdmin: Boolean(user!.isAdmin),
        isMentor: Boolean(user!.isMentor),
        isStudent: Boolean(user!.isStudent),
        isActive: Boolean(user!.isActive),
        mustChangePassword: Boolean(user!.mustChangePassword),
      }).toEqual({
        email: 'Ravnatelj@Skola.example.com',
        school: SCHOOL,
        isAdmin: true,
        isMentor: true,
        isStudent: false,
        isActive: true,
        mustChangePassword: true,
      });
      expect(user!.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(user!.passwordHash).not.toContain(password);

      const res = await loginTo(database, username, password);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user).toMatchObject({
        korisnickoIme: username,
        isAdmin: true,
        isMentor: true,
        mustChangePassword: true,
        school: { name: SCHOOL },
      });
      expect((await loginTo(database, username, `${password}x`)).statusCode).toBe(401);
    });
  });

  it('seeds no demo data into the production database', async () => {
    await withDatabase(created.url, async (database) => {
      const names = (await usersOf(database)).map((u) => u.korisnickoIme);
      expect(names).not.toContain('admin');
      expect(names).toHaveLength(2); // the two runs of this file, nothing else
    });
  });

  it('reuses a school of the same name and picks a free username on a second run', async () => {
    const { second } = created;
    expect(second.code, second.stderr).toBe(0);
    expect(printed(second).username).not.toBe(printed(created.first).username);
    expect(printed(second).password).not.toBe(printed(created.first).password);
    await withDatabase(created.url, async (database) => {
      const schools = await database.db.selectFrom('schools').select('name').execute();
      expect(schools).toEqual([{ name: SCHOOL }]);
      const users = await usersOf(database);
      expect(users.map((u) => [u.korisnickoIme, u.school])).toEqual([
        [printed(created.first).username, SCHOOL],
        [printed(second).username, SCHOOL],
      ]);
      expect(
        (await loginTo(database, printed(second).username, printed(second).password)).statusCode,
      ).toBe(200);
    });
  });

  it.each([
    ['without --email', () => missingEmail, /--email must be an e-mail address \(required\)/],
    ['with a malformed e-mail', () => malformedEmail, /--email must be an e-mail address/],
    ['with an unusable DATABASE_URL', () => badDatabaseUrl, /DATABASE_URL: must be file:/],
  ])('fails %s with a readable message and creates nothing', (_label, result, message) => {
    const { dir, run } = result();
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Cannot create admin:\n/);
    expect(run.stderr).toMatch(message);
    // A list of problems, not a stack trace.
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stderr).not.toContain('--school');
    // No database file, no default ./data folder: nothing was opened.
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('reads DATABASE_URL from a .env file in its working directory', async () => {
    const { dir, run } = fromDotEnv;
    expect(run.code, run.stderr).toBe(0);
    // Relative to the working directory, as the server reads it; not the default ./data.
    expect(fs.existsSync(path.join(dir, 'data'))).toBe(false);
    await withDatabase(`file:${path.join(dir, 'from-dotenv', 'takt.db')}`, async (database) => {
      expect((await usersOf(database)).map((u) => u.korisnickoIme)).toEqual([
        printed(run).username,
      ]);
    });
  });

  it('lets DATABASE_URL from the environment win over the .env file', async () => {
    const { dir, run } = envBeatsDotEnv;
    expect(run.code, run.stderr).toBe(0);
    expect(fs.existsSync(path.join(dir, 'from-dotenv'))).toBe(false);
    await withDatabase(`file:${path.join(dir, 'from-env', 'takt.db')}`, async (database) => {
      expect((await usersOf(database)).map((u) => u.korisnickoIme)).toEqual([
        printed(run).username,
      ]);
    });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'creates the administrator in a PostgreSQL database too',
    async () => {
      const pgUrl = process.env.TEST_DATABASE_URL!;
      // A private schema as every API test gets, reached through the URL's search_path.
      const { database, drop } = await createTestDatabase();
      try {
        const { schema } = await database.db
          .selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema'))
          .executeTakeFirstOrThrow();
        const options = encodeURIComponent(`-c search_path=${schema}`);
        const url = `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${options}`;
        const run = await runCli(
          ['--email', 'ravnatelj@skola.example.com', '--school', SCHOOL],
          tempDir(),
          { DATABASE_URL: url },
        );
        expect(run.code, run.stderr).toBe(0);
        const { username, password } = printed(run);
        const users = await usersOf(database);
        expect(
          users.map((u) => [u.korisnickoIme, u.school, u.isAdmin, u.mustChangePassword]),
        ).toEqual([[username, SCHOOL, true, true]]);
        expect((await loginTo(database, username, password)).statusCode).toBe(200);
      } finally {
        await drop();
      }
    },
  );
});

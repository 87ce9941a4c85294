import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import pg from 'pg';

/** Helpers of the realtime journeys: the page's socket, and extra server instances. */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Resolves once the page's socket is connected: the socket.io CONNECT acknowledgement ("40…")
 * has arrived over its WebSocket. Call it before the navigation that opens the socket.
 */
export function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}

/** Ports for extra instances: E2E_REALTIME_PORTS="4500,4501", or free ones from the system. */
export async function instancePorts(count: number): Promise<number[]> {
  const given = process.env.E2E_REALTIME_PORTS?.split(',').map(Number).filter(Boolean) ?? [];
  if (given.length >= count) return given.slice(0, count);
  const ports: number[] = [];
  for (let i = 0; i < count; i++) {
    ports.push(
      await new Promise<number>((resolve, reject) => {
        const probe = net.createServer().once('error', reject);
        probe.listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as net.AddressInfo;
          probe.close(() => resolve(port));
        });
      }),
    );
  }
  return ports;
}

/**
 * One installation's storage for the instances of a journey: a data directory (file bytes, as
 * every instance of an installation shares them) and a database in it, or a fresh PostgreSQL
 * database when TEST_DATABASE_URL names a server (WAL lets two processes share a SQLite file).
 */
export async function sharedDatabase(): Promise<{
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-rt-e2e-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { url: `file:${path.join(dataDir, 'takt.db')}`, dataDir, drop: removeDir };
  const name = `takt_rt_e2e_${process.pid}_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      await run(`drop database if exists ${name} with (force)`);
      await removeDir();
    },
  };
}

export interface Instance {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the compiled server (as the webServer of playwright.config.ts does; `npm run build`
 * first) and waits for it.
 */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const server = ['--enable-source-maps', 'apps/server/dist/server.js'];
  const child: ChildProcess = spawn(process.execPath, server, {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', PORT: String(port), ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The instance on port ${port} exited`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The instance on port ${port} did not start within 60 s`);
}

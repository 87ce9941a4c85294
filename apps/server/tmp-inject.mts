import { buildApp } from '/work/wt/bench-perf/apps/server/src/app.ts';
import { openDatabase, createRateLimitStore } from '/work/wt/bench-perf/apps/server/src/bootstrap.ts';
import { loadServerConfig } from '/work/wt/bench-perf/apps/server/src/config.ts';
const config = loadServerConfig({ ...process.env, DATABASE_URL: process.env.DB ?? 'file:/tmp/bp/bench.db', DATA_DIR: '/tmp/bp/probe', NODE_ENV: 'production', JWT_SECRET: 'bench-only-secret-0123456789-abcdefghijklmnop', LOG_LEVEL: 'warn' } as any);
const database = await openDatabase(config);
const app = await buildApp({ config, database, rateLimitStore: createRateLimitStore(config), runJobs: false, jwtSecret: config.JWT_SECRET!, webDistDir: '/nonexistent' } as any);
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/login', payload: { emailOrUsername: 'b01.ucenik0001', password: 'bench1234' } });
const token = login.json().token;
for (const url of process.argv.slice(2)) {
  const n = 3000;
  for (let i = 0; i < 500; i++) await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const t0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const c = process.cpuUsage(t0);
  console.log(url, Math.round((c.user + c.system) / n), 'µs/req');
}
await app.close(); await database.close();

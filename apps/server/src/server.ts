import fs from 'node:fs';
import { buildApp } from './app.ts';
import {
  createRateLimitStore,
  defaultWebDist,
  openDatabase,
  seedDemoIfEmpty,
} from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';

async function main() {
  // A local .env (see .env.example) is read when present; real environment variables win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase(config);
  const rateLimitStore = createRateLimitStore(config);
  const app = await buildApp({
    config,
    database,
    rateLimitStore,
    runJobs: true,
    jwtSecret: resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    webDistDir: config.WEB_DIST ?? defaultWebDist,
  });
  await seedDemoIfEmpty(app, config, (msg) => app.log.info(msg));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Fastify drains in-flight requests before onClose; the database goes last.
    await app.close();
    await rateLimitStore.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`${config.APP_NAME} listening on http://localhost:${config.PORT}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});

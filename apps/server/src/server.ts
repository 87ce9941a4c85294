import fs from 'node:fs';
import { buildApp } from './app.ts';
import {
  createRateLimitStore,
  defaultWebDist,
  openDatabase,
  seedDemoIfEmpty,
} from './bootstrap.ts';
import { ConfigError, configWarnings, loadServerConfig } from './config.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';

/** How long requests in flight may take to finish after SIGTERM before their sockets are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  // A local .env (see .env.example) is read when present; real environment variables win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadServerConfig();
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
  for (const warning of configWarnings(config)) app.log.warn(warning);
  await seedDemoIfEmpty(app, config, (msg) => app.log.info(msg));

  let closing = false;
  const cutConnections = () => app.server.closeAllConnections();
  const shutdown = async (signal: string) => {
    if (closing) {
      // A second signal: stop waiting for slow requests.
      cutConnections();
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const grace = setTimeout(() => {
      app.log.warn(`requests still running after ${SHUTDOWN_GRACE_MS} ms: closing their sockets`);
      cutConnections();
    }, SHUTDOWN_GRACE_MS);
    let exitCode = 0;
    try {
      // Stops accepting, closes idle keep-alive sockets, lets requests in flight finish, then
      // runs the onClose hooks (background jobs stop there). The database goes last.
      await app.close();
      await rateLimitStore.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exitCode = 1;
    }
    clearTimeout(grace);
    app.log.info('stopped');
    process.exit(exitCode);
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

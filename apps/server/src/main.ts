import { serve } from '@hono/node-server';
import { createApp } from './app';
import { startBackgroundWork } from './backgroundWork';
import { loadConfig } from './config';
import { createDatabase } from './db/createDatabase';
import { flushEngagement } from './tracking/trackingRoutes';
import { demoCredentialsMessage, seedDemoAccount } from './seed/seedDemoAccount';

/** Reads the environment, migrates, optionally seeds, serves; stops cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = createDatabase(config.databaseUrl, {
    sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs,
    pgSchema: config.databaseSchema,
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  if (config.seedDemo || process.argv.includes('--seed-demo')) {
    console.log(demoCredentialsMessage(await seedDemoAccount(database)));
  }
  const app = createApp({ database, config });
  // Sending, scheduled starts and purges run inside the server: no cron, no separate process.
  const background = await startBackgroundWork({ ...database, config });
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const where =
      database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite at ${config.databaseUrl}`;
    console.log(`CRM server listening on http://localhost:${info.port} (${where})`);
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    server.close(() => {
      void background
        .stop()
        .then(() => flushEngagement(database))
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    // Keep-alive connections can hold close() open; do not outlive the supervisor's patience.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

// A stray rejection is logged, never fatal: one broken request must not take the server down.
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason));

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

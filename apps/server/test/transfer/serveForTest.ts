/**
 * A server in its own process for tests that must kill it: `fork` this file with the database URL
 * (and a PostgreSQL schema) as arguments; it answers with `{ port }` over IPC once listening.
 */
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/app';
import { defaultConfig } from '../../src/config';
import { createDatabase } from '../../src/db/createDatabase';

const [url, pgSchema] = process.argv.slice(2);
if (!url) throw new Error('usage: serveForTest.ts <database url> [pg schema]');
const database = createDatabase(url, pgSchema ? { pgSchema } : {});
await database.migrate();
const app = createApp({
  database,
  config: {
    ...defaultConfig,
    databaseUrl: url,
    appDistDir: path.join(tmpdir(), 'crm-no-dist-for-tests'),
  },
});
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
  process.send?.({ port: info.port }),
);

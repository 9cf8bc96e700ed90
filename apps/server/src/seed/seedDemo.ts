// `npm run seed:demo`: migrates the configured database (DATABASE_URL, default data/crm.db) and
// (re)creates the demo account, printing its temporary credentials.
import { loadConfig } from '../config';
import { createDatabase } from '../db/createDatabase';
import { demoCredentialsMessage, seedDemoAccount } from './seedDemoAccount';

const config = loadConfig();
const database = createDatabase(config.databaseUrl, {
  sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs,
  pgSchema: config.databaseSchema,
  poolSize: config.databasePoolSize,
});
try {
  await database.migrate();
  console.log(demoCredentialsMessage(await seedDemoAccount(database)));
} finally {
  await database.close();
}

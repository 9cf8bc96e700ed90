import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from './Db';
import type { Database } from './schema';

const SECRET_NAME = 'app_secret';
const cache = new WeakMap<Kysely<Database>, Promise<string>>();

/**
 * The key that signs tracking and unsubscribe links: `APP_SECRET`, or one generated on first start
 * and kept in the database so links stay valid across restarts and across processes sharing it.
 * Insert-if-absent then read back, so two processes starting at once agree on the same key.
 */
export function serverSecret({ db }: Db, appSecret: string | undefined): Promise<string> {
  if (appSecret) return Promise.resolve(appSecret);
  let found = cache.get(db);
  if (!found) {
    found = (async () => {
      await db
        .insertInto('server_secrets')
        .values({
          name: SECRET_NAME,
          value: randomBytes(32).toString('base64url'),
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', SECRET_NAME)
        .executeTakeFirstOrThrow();
      return row.value;
    })();
    // A failed read (database briefly unavailable) must not be cached for the process's lifetime.
    found.catch(() => cache.delete(db));
    cache.set(db, found);
  }
  return found;
}

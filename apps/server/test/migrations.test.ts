import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase';
import { describeEachDatabase, testDatabaseUrl } from './harness';

describeEachDatabase('migrations', (database) => {
  let url: string;
  let pgSchema: string | undefined;
  let tmpDir: string | undefined;
  const open: DatabaseHandle[] = [];
  const connect = () => {
    const handle = createDatabase(url, { pgSchema, poolSize: 2 });
    open.push(handle);
    return handle;
  };

  beforeAll(() => {
    if (database === 'postgres') {
      url = testDatabaseUrl!;
      pgSchema = `migrate_${randomBytes(4).toString('hex')}`;
    } else {
      tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-migrate-'));
      url = path.join(tmpDir, 'deep', 'er', 'crm.db');
    }
  });

  afterAll(async () => {
    await Promise.all(open.map((h) => h.close()));
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
    if (pgSchema) {
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
      await admin.end();
    }
  });

  it('creates every table from nothing, from several processes at once, and is a no-op afterwards', async () => {
    // Two "processes" starting together: the migration lock lets one migrate and the other wait.
    await Promise.all([connect().migrate(), connect().migrate()]);
    const handle = connect();
    await handle.migrate();
    const tables = (await handle.db.introspection.getTables())
      .filter((t) => !pgSchema || t.schema === pgSchema)
      .map((t) => t.name);
    expect(tables.sort()).toEqual(
      [
        // Hourly and daily analytics totals kept by triggers (migration 010).
        'analytics_campaign_days',
        'analytics_campaign_hours',
        'analytics_contact_days',
        'analytics_contact_hours',
        'automation_workflows',
        // Bounces and complaints, webhook nonces, the IMAP reader's place (migration 014).
        'bounces',
        'bounces_mailboxes',
        'bounces_webhook_replays',
        'campaign_contacts',
        // The sending queue and what comes back from it (migration 005).
        'campaign_recipients',
        'email_events',
        'outbox_messages',
        'server_secrets',
        'campaigns',
        'contact_counts',
        'contacts',
        // SQLite's full-text index of contacts (migration 004) and its shadow tables.
        ...(pgSchema
          ? []
          : ['contacts_fts', 'contacts_fts_config', 'contacts_fts_data', 'contacts_fts_idx']),
        'email_templates',
        'login_failures',
        'sessions',
        'subscriptions',
        // Images uploaded from the email builder (migration 008).
        'uploads',
        'users',
      ].sort(),
    );
  });

  it('enforces UNIQUE (user_id, email) on contacts and cascades deletes from users', async () => {
    const { db } = connect();
    const now = new Date().toISOString();
    const user = await db
      .insertInto('users')
      .values({
        username: 'u',
        email: 'u@example.com',
        name: 'U',
        password_hash: 'x',
        subscription_tier: 'free',
        requires_password_change: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const contact = {
      user_id: user.id,
      first_name: 'A',
      last_name: 'B',
      email: 'a@example.com',
      phone: null,
      company: null,
      position: null,
      status: 'subscriber',
      tags: '[]',
      lead_source: null,
      custom_fields: '{}',
      created_at: now,
    };
    await db.insertInto('contacts').values(contact).execute();
    await expect(db.insertInto('contacts').values(contact).execute()).rejects.toThrow();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await db.selectFrom('contacts').selectAll().execute()).toEqual([]);
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Migrator, sql, type Kysely } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase';
import { AREA_TABLE_RENAMES } from '../src/db/migrations/015_areaTableNames';
import {
  migrationOrder,
  migrations,
  orderedMigrations,
  recordedName,
} from '../src/db/migrations/migrations';
import type { Database } from '../src/db/schema';
import { describeEachDatabase, testDatabaseUrl } from './harness';

describeEachDatabase('migrations', (database) => {
  let url: string;
  let pgSchema: string | undefined;
  let tmpDir: string | undefined;
  const open: DatabaseHandle[] = [];
  const schemas: string[] = [];
  const connect = () => {
    const handle = createDatabase(url, { pgSchema, poolSize: 2 });
    open.push(handle);
    return handle;
  };
  /** A database of its own: another SQLite file, or another PostgreSQL schema. */
  const connectFresh = () => {
    const schema =
      database === 'postgres' ? `migrate_${randomBytes(4).toString('hex')}` : undefined;
    if (schema) schemas.push(schema);
    const handle = createDatabase(
      schema ? url : path.join(tmpDir!, `${randomBytes(4).toString('hex')}.db`),
      { pgSchema: schema, poolSize: 2 },
    );
    open.push(handle);
    return { handle, schema };
  };
  /** Kysely's migrator over `list` (recorded names), as createDatabase configures it. */
  const migrator = (
    db: Kysely<Database>,
    schema: string | undefined,
    list: Record<string, unknown>,
    order?: (a: string, b: string) => number,
  ) =>
    new Migrator({
      db,
      provider: { getMigrations: async () => list as ReturnType<typeof migrations> },
      allowUnorderedMigrations: true,
      ...(order ? { nameComparator: order } : {}),
      ...(schema ? { migrationTableSchema: schema } : {}),
    });

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
      for (const schema of [pgSchema, ...schemas])
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
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
        // The audit log (migration 034).
        'audit_events',
        // Bounces and complaints, webhook nonces, the IMAP reader's place (migration 017).
        'bounces',
        'bounces_mailboxes',
        'bounces_webhook_replays',
        'workflows',
        'campaign_contacts',
        // The sending queue and what comes back from it (migration 005).
        'campaign_recipients',
        'tracking_events',
        'outbox_messages',
        'server_secrets',
        'campaigns',
        'contact_counts',
        'contacts',
        // SQLite's full-text index of contacts (migration 004) and its shadow tables.
        ...(pgSchema
          ? []
          : ['contacts_fts', 'contacts_fts_config', 'contacts_fts_data', 'contacts_fts_idx']),
        'templates',
        // The durable job layer (migration 016).
        'jobs',
        'login_failures',
        'sessions',
        'billing_subscriptions',
        // Images uploaded from the email builder (migration 008).
        'uploads',
        'users',
        // Hourly usage limits, test addresses, audited consent changes (migration 018, issue 26).
        'usage_events',
        'campaign_test_addresses',
        'contacts_status_changes',
        // The account's settings: its sender identity (migration 019).
        'settings',
        // A contact's way through a workflow and the steps it went past (migration 020, issue 29).
        'workflows_runs',
        'workflows_run_steps',
        // Messages taken per account and day while its domain warms up (migration 021, issue 30).
        'sending_daily_counts',
        // Signup forms, their submissions, the consent records and each form's submissions per
        // minute (migration 024, issue 28).
        'forms',
        'forms_submissions',
        'forms_consents',
        'forms_rate_windows',
        // Saved segments (migration 025, issue 27).
        'segments',
        // The suppression list: address hashes an account never mails (migration 026, issue 28).
        'suppressions',
        // Each contact's field, status and tag changes (migration 028, issue 32).
        'contacts_changes',
        // Notes and tasks on contacts (migration 029, issue 32).
        'notes',
        'tasks',
        // Companies, which contacts link to (migration 030, issue 32).
        'companies',
        // The pipeline: stages, deals, their contacts, and their timeline events (migration 031,
        // issue 32 §3).
        'deals_stages',
        'deals',
        'deals_contacts',
        'deals_events',
        // Each stage's deals counted and summed, kept by triggers (migration 039, issue 32 §4).
        'deals_stage_totals',
        // Outbound webhooks: endpoints and their delivery log (migration 032, issue 33 §3).
        'webhook_endpoints',
        'webhook_deliveries',
        // API keys, stored as hashes (migration 033, issue 33 §2).
        'api_keys',
        // Signup forms' spent proof-of-work challenges (migration 038, issue 28 §1).
        'forms_pow_spent',
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

  it("runs in the list's order, each migration recorded under its first name", async () => {
    const { handle, schema } = connectFresh();
    const list = orderedMigrations(handle.dialect);
    const { error, results } = await migrator(
      handle.db,
      schema,
      migrations(handle.dialect),
      migrationOrder(handle.dialect),
    ).migrateToLatest();
    expect(error).toBeUndefined();
    expect(results!.map((r) => r.migrationName)).toEqual(list.map(recordedName));
    // The files are numbered 001.. without a gap or a repeat; the three that once shared 010
    // keep the names databases recorded them under.
    expect(list.map((m) => m.file.slice(0, 3))).toEqual(
      list.map((_, i) => String(i + 1).padStart(3, '0')),
    );
    expect(list.filter((m) => m.recordedAs).map((m) => m.recordedAs)).toEqual([
      '010_analyticsTotals',
      '010_analyticsTotalsByDay',
      '012_temporaryPasswordExpiry',
      '013_contactsSortIndexesCover',
    ]);
  });

  it('moves a database at the old names forward: renamed tables keep their rows, a schedule gets its job', async () => {
    const { handle, schema } = connectFresh();
    const { db, dialect } = handle;
    // The database as the last release left it: every migration up to 014, in name order.
    const before = orderedMigrations(dialect).filter((m) => m.file < '015');
    const old = await migrator(
      db,
      schema,
      Object.fromEntries(before.map((m) => [recordedName(m), m.migration])),
    ).migrateToLatest();
    expect(old.error).toBeUndefined();
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const user = await sql<{ id: number }>`insert into users
        (username, email, name, password_hash, subscription_tier, requires_password_change, created_at)
      values ('old', 'old@example.com', 'Old', 'x', 'free', ${dialect === 'postgres' ? sql`false` : 0}, ${now})
      returning id`.execute(db);
    const userId = user.rows[0]!.id;
    await sql`insert into email_templates (user_id, name, subject, content, template_type, created_at)
      values (${userId}, 'Kept', 'S', 'C', 'newsletter', ${now})`.execute(db);
    await sql`insert into automation_workflows (user_id, name, trigger, steps, created_at)
      values (${userId}, 'Flow', 'contact_added', '[]', ${now})`.execute(db);
    await sql`insert into subscriptions (user_id, current_plan, updated_at)
      values (${userId}, 'growth', ${now})`.execute(db);
    await sql`insert into email_events (user_id, type, created_at)
      values (${userId}, 'open', ${now})`.execute(db);
    const campaign = await sql<{ id: number }>`insert into campaigns
        (user_id, name, subject, content, status, scheduled_at, created_at)
      values (${userId}, 'Later', 'S', 'C', 'scheduled', ${later}, ${now}) returning id`.execute(
      db,
    );

    await handle.migrate();
    const recorded = await sql<{ name: string }>`select name from ${sql.table(
      schema ? `${schema}.kysely_migration` : 'kysely_migration',
    )} order by name`.execute(db);
    expect(recorded.rows.map((r) => r.name)).toEqual(
      orderedMigrations(dialect).map(recordedName).sort(),
    );
    expect(await db.selectFrom('templates').select('name').execute()).toEqual([{ name: 'Kept' }]);
    expect(await db.selectFrom('workflows').select('name').execute()).toEqual([{ name: 'Flow' }]);
    expect(await db.selectFrom('billing_subscriptions').select('current_plan').execute()).toEqual([
      { current_plan: 'growth' },
    ]);
    expect(await db.selectFrom('tracking_events').select('type').execute()).toEqual([
      { type: 'open' },
    ]);
    const jobs = await db.selectFrom('jobs').selectAll().execute();
    expect(jobs).toEqual([
      expect.objectContaining({
        kind: 'campaigns.startScheduled',
        user_id: userId,
        state: 'queued',
        idempotency_key: `campaign:${campaign.rows[0]!.id}`,
      }),
    ]);
    expect(JSON.parse(jobs[0]!.payload)).toEqual({ campaignId: campaign.rows[0]!.id });
    expect(new Date(jobs[0]!.run_at).toISOString()).toBe(later);
    // Inserts still number their rows (PostgreSQL's sequences followed the rename).
    await db
      .insertInto('templates')
      .values({
        user_id: userId,
        name: 'New',
        subject: 'S',
        content: 'C',
        template_type: 'newsletter',
        design: null,
        created_at: now,
      })
      .execute();

    // Nothing in the schema still names an old table: no index, key, sequence, trigger or function.
    const oldNames = AREA_TABLE_RENAMES.map(([from]) => from);
    const leftovers =
      dialect === 'postgres'
        ? await sql<{ name: string }>`
            select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = ${schema} and c.relname ~ ${`^(${oldNames.join('|')})`}
            union all
            select conname from pg_constraint k join pg_namespace n on n.oid = k.connamespace
            where n.nspname = ${schema} and conname ~ ${`^(${oldNames.join('|')})`}
            union all
            select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname = ${schema} and p.prosrc ~ ${`\\m(${oldNames.join('|')})\\M`}`.execute(
            db,
          )
        : await sql<{ name: string }>`
            select name from sqlite_master
            where ${sql.join(
              oldNames.map(
                (name) =>
                  sql`(name like ${`${name}%`} or sql like ${`% ${name} %`} or sql like ${`%"${name}"%`})`,
              ),
              sql` or `,
            )}`.execute(db);
    expect(leftovers.rows).toEqual([]);
  });
  it('lets a contact enter a workflow again (022): every run and step record kept, one unfinished run each', async () => {
    const { handle, schema } = connectFresh();
    const { db, dialect } = handle;
    const before = orderedMigrations(dialect).filter((m) => m.file < '022');
    const old = await migrator(
      db,
      schema,
      Object.fromEntries(before.map((m) => [recordedName(m), m.migration])),
    ).migrateToLatest();
    expect(old.error).toBeUndefined();
    const now = new Date().toISOString();
    const user = await sql<{ id: number }>`insert into users
        (username, email, name, password_hash, subscription_tier, requires_password_change, created_at)
      values ('runs', 'runs@example.com', 'Runs', 'x', 'free', ${dialect === 'postgres' ? sql`false` : 0}, ${now})
      returning id`.execute(db);
    const userId = user.rows[0]!.id;
    const workflow = await sql<{
      id: number;
    }>`insert into workflows (user_id, name, trigger, steps, created_at)
      values (${userId}, 'Flow', 'tag_added', '[]', ${now}) returning id`.execute(db);
    const contact = await sql<{ id: number }>`insert into contacts
        (user_id, first_name, last_name, email, created_at)
      values (${userId}, 'A', 'B', 'a@example.com', ${now}) returning id`.execute(db);
    const run = {
      user_id: userId,
      workflow_id: workflow.rows[0]!.id,
      contact_id: contact.rows[0]!.id,
      entered_at: now,
      updated_at: now,
    };
    const first = await db
      .insertInto('workflows_runs')
      .values({ ...run, status: 'completed', finished_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('workflows_run_steps')
      .values({
        run_id: first.id,
        step_id: 's1',
        workflow_id: run.workflow_id,
        outcome: 'done',
        at: now,
      })
      .execute();
    // Before 022 a second run of the contact is refused.
    await expect(
      db
        .insertInto('workflows_runs')
        .values({ ...run, status: 'active' })
        .execute(),
    ).rejects.toThrow();

    await handle.migrate();
    expect(await db.selectFrom('workflows_runs').select(['id', 'status']).execute()).toEqual([
      { id: first.id, status: 'completed' },
    ]);
    expect(await db.selectFrom('workflows_run_steps').select('step_id').execute()).toEqual([
      { step_id: 's1' },
    ]);
    const again = await db
      .insertInto('workflows_runs')
      .values({ ...run, status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(again.id).toBeGreaterThan(first.id);
    await expect(
      db
        .insertInto('workflows_runs')
        .values({ ...run, status: 'active' })
        .execute(),
    ).rejects.toThrow();
    // The keys still hold: deleting the contact takes its runs and their steps.
    await db.deleteFrom('contacts').execute();
    expect(await db.selectFrom('workflows_runs').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('workflows_run_steps').select('run_id').execute()).toEqual([]);
  });
  it("makes companies of the contacts' company texts (030): one per owner and name whatever its case, every contact linked", async () => {
    const { handle, schema } = connectFresh();
    const { db, dialect } = handle;
    const before = orderedMigrations(dialect).filter((m) => m.file < '030');
    const old = await migrator(
      db,
      schema,
      Object.fromEntries(before.map((m) => [recordedName(m), m.migration])),
    ).migrateToLatest();
    expect(old.error).toBeUndefined();
    const now = new Date().toISOString();
    const addUser = async (name: string) =>
      (
        await sql<{ id: number }>`insert into users
          (username, email, name, password_hash, subscription_tier, requires_password_change, created_at)
        values (${name}, ${`${name}@example.com`}, ${name}, 'x', 'free', ${dialect === 'postgres' ? sql`false` : 0}, ${now})
        returning id`.execute(db)
      ).rows[0]!.id;
    const ann = await addUser('ann');
    const bob = await addUser('bob');
    const texts: [number, string | null][] = [
      [ann, 'Acme Ltd'],
      [ann, '  ACME ltd '],
      [ann, 'acme ltd'],
      [ann, 'Globex'],
      [ann, null],
      [ann, ''],
      [ann, '   '],
      [bob, 'acme LTD'],
    ];
    for (const [i, [userId, company]] of texts.entries())
      await sql`insert into contacts (user_id, first_name, last_name, email, company, created_at)
        values (${userId}, 'C', ${String(i)}, ${`c${i}@example.com`}, ${company}, ${now})`.execute(
        db,
      );

    await handle.migrate();
    const companies = await db
      .selectFrom('companies')
      .select(['id', 'user_id', 'name', 'custom_fields'])
      .orderBy('id')
      .execute();
    // The first contact's spelling, trimmed, names each; the other owner has a company of its own.
    expect(companies.map((c) => [c.user_id, c.name, c.custom_fields])).toEqual([
      [ann, 'Acme Ltd', '{}'],
      [ann, 'Globex', '{}'],
      [bob, 'acme LTD', '{}'],
    ]);
    const [acme, globex, bobAcme] = companies.map((c) => c.id);
    const contacts = await db
      .selectFrom('contacts')
      .select(['last_name', 'company', 'company_id'])
      .orderBy('id')
      .execute();
    expect(contacts.map((c) => [c.company, c.company_id])).toEqual([
      ['Acme Ltd', acme],
      ['Acme Ltd', acme],
      ['Acme Ltd', acme],
      ['Globex', globex],
      [null, null],
      ['', null],
      ['   ', null],
      ['acme LTD', bobAcme],
    ]);
    // A second company of the same name in another case is refused; deleting one unlinks.
    await expect(
      db
        .insertInto('companies')
        .values({ user_id: ann, name: 'GLOBEX', created_at: now, updated_at: now })
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom('companies').where('id', '=', globex!).execute();
    expect(
      await db.selectFrom('contacts').select('company_id').where('last_name', '=', '3').execute(),
    ).toEqual([{ company_id: null }]);
  });

  it('gives existing deals an owner and a closing time (036)', async () => {
    const { handle, schema } = connectFresh();
    const { db, dialect } = handle;
    const before = orderedMigrations(dialect).filter((m) => m.file < '036');
    const old = await migrator(
      db,
      schema,
      Object.fromEntries(before.map((m) => [recordedName(m), m.migration])),
    ).migrateToLatest();
    expect(old.error).toBeUndefined();
    const now = '2026-05-04T10:00:00.000Z';
    const ann = (
      await sql<{ id: number }>`insert into users
        (username, email, name, password_hash, subscription_tier, requires_password_change, created_at)
      values ('ann', 'ann@example.com', 'Ann', 'x', 'free', ${dialect === 'postgres' ? sql`false` : 0}, ${now})
      returning id`.execute(db)
    ).rows[0]!.id;
    const stage = (
      await sql<{ id: number }>`insert into deals_stages (user_id, name, position)
        values (${ann}, 'Lead', 0) returning id`.execute(db)
    ).rows[0]!.id;
    for (const [i, status] of ['open', 'won', 'lost'].entries())
      await sql`insert into deals (user_id, name, value_cents, currency, stage_id, position, status, created_at, updated_at)
        values (${ann}, ${status}, 100, 'USD', ${stage}, ${i}, ${status}, ${now}, ${now})`.execute(
        db,
      );

    await handle.migrate();
    const deals = await db
      .selectFrom('deals')
      .select(['name', 'owner_id', 'closed_at'])
      .orderBy('id')
      .execute();
    expect(
      deals.map((d) => [d.name, d.owner_id, d.closed_at && new Date(d.closed_at).toISOString()]),
    ).toEqual([
      ['open', ann, null],
      ['won', ann, now],
      ['lost', ann, now],
    ]);
  });

  it('lets a note be on a company or a deal (037): every note kept, exactly one record each, cascading', async () => {
    const { handle, schema } = connectFresh();
    const { db, dialect } = handle;
    const before = orderedMigrations(dialect).filter((m) => m.file < '037');
    const old = await migrator(
      db,
      schema,
      Object.fromEntries(before.map((m) => [recordedName(m), m.migration])),
    ).migrateToLatest();
    expect(old.error).toBeUndefined();
    const now = new Date().toISOString();
    const yes = dialect === 'postgres' ? sql`true` : sql`1`;
    const no = dialect === 'postgres' ? sql`false` : sql`0`;
    const user = (
      await sql<{ id: number }>`insert into users
        (username, email, name, password_hash, subscription_tier, requires_password_change, created_at)
      values ('ann', 'ann@example.com', 'Ann', 'x', 'free', ${no}, ${now}) returning id`.execute(db)
    ).rows[0]!.id;
    const contact = (
      await sql<{
        id: number;
      }>`insert into contacts (user_id, first_name, last_name, email, created_at)
      values (${user}, 'C', 'One', 'c1@example.com', ${now}) returning id`.execute(db)
    ).rows[0]!.id;
    for (const [body, pinned] of [
      ['First', yes],
      ['Second', no],
    ] as const)
      await sql`insert into notes (user_id, author_id, contact_id, body, pinned, created_at, updated_at)
        values (${user}, ${user}, ${contact}, ${body}, ${pinned}, ${now}, ${now})`.execute(db);
    await sql`insert into tasks (user_id, contact_id, title, created_at, updated_at)
      values (${user}, ${contact}, 'Call', ${now}, ${now})`.execute(db);
    const notesBefore = await db.selectFrom('notes').selectAll().orderBy('id').execute();

    await handle.migrate();
    const notesAfter = await db.selectFrom('notes').selectAll().orderBy('id').execute();
    expect(notesAfter).toEqual(notesBefore.map((n) => ({ ...n, company_id: null, deal_id: null })));
    expect(
      await db
        .selectFrom('tasks')
        .select(['title', 'contact_id', 'company_id', 'deal_id'])
        .execute(),
    ).toEqual([{ title: 'Call', contact_id: contact, company_id: null, deal_id: null }]);

    const company = (
      await db
        .insertInto('companies')
        .values({ user_id: user, name: 'Initech', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const note = (record: { contact_id?: number; company_id?: number }) =>
      db
        .insertInto('notes')
        .values({
          user_id: user,
          author_id: user,
          body: 'x',
          pinned: 0,
          created_at: now,
          updated_at: now,
          contact_id: null,
          company_id: null,
          deal_id: null,
          ...record,
        })
        .execute();
    // Exactly one record: none, or two, is refused.
    await expect(note({})).rejects.toThrow();
    await expect(note({ contact_id: contact, company_id: company })).rejects.toThrow();
    await note({ company_id: company });
    await db
      .insertInto('tasks')
      .values({
        user_id: user,
        company_id: company,
        title: 'Visit',
        created_at: now,
        updated_at: now,
      })
      .execute();
    // The rebuilt table keeps its keys: deleting the company, or the contact, takes theirs.
    await db.deleteFrom('companies').execute();
    await db.deleteFrom('contacts').execute();
    expect(await db.selectFrom('notes').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('tasks').select('id').execute()).toEqual([]);
  });
});

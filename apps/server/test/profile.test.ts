import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackgroundWork, type BackgroundWork } from '../src/backgroundWork';
import { defaultConfig } from '../src/config';
import { closeSharedMailers } from '../src/sending/mailer';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { startSmtpSink, waitFor, type SmtpSink } from './sendingSink';

const PUBLIC_URL = 'https://crm.example.test';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The profile (issue 24 §3): name, email change by link, download of all data, deletion. */
describeEachDatabase('profile', (database) => {
  let server: TestServer;
  let sink: SmtpSink;
  let work: BackgroundWork;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({
      database,
      config: {
        mail: {
          ...defaultConfig.mail,
          smtpUrl: sink.url,
          publicUrl: PUBLIC_URL,
          pollIntervalMs: 50,
        },
      },
    });
    work = await startBackgroundWork(server);
  });
  afterAll(async () => {
    await work?.stop();
    closeSharedMailers();
    await server?.close();
    await sink?.close();
  });

  it('changes the name', async () => {
    const user = await server.registerUser();
    expect((await server.patch('/api/profile', { name: 'Rosie Baker' })).status).toBe(401);
    const short = await server.patch('/api/profile', { name: 'R' }, { token: user.token });
    expect(short.status).toBe(400);
    const res = await server.patch(
      '/api/profile',
      { name: ' Rosie Baker ' },
      { token: user.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.user.name).toBe('Rosie Baker');
    expect((await server.get('/api/auth/me', { token: user.token })).body.user.name).toBe(
      'Rosie Baker',
    );
  });

  it('changes the email only once a link sent to the new address is opened, once', async () => {
    const user = await server.registerUser();
    const other = await server.registerUser();
    const ask = (email: string, password = user.password) =>
      server.post('/api/profile/email', { email, password }, { token: user.token });
    expect((await ask('new@rosies.example', 'wrong password')).body).toMatchObject({
      field: 'password',
      message: 'Password is incorrect',
    });
    expect((await ask(other.email)).status).toBe(409);
    expect((await ask(user.email)).status).toBe(400);

    const asked = await ask('New@Rosies.example');
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(
      'We sent a link to new@rosies.example. Your email changes when you open it.',
    );
    // Nothing changes until the link is opened.
    expect((await server.get('/api/auth/me', { token: user.token })).body.user.email).toBe(
      user.email,
    );
    const mail = await waitFor(() => sink.received.find((m) => m.to === 'new@rosies.example'), {
      what: 'confirmation mail',
    });
    expect(mail.parsed.subject).toBe('Confirm your new Beacon CRM email');
    const token = /confirm-email\?token=([^"]+)"/.exec(String(mail.parsed.html))![1]!;

    const confirm = await server.post('/api/profile/email/confirm', { token });
    expect(confirm.status).toBe(200);
    expect((await server.get('/api/auth/me', { token: user.token })).body.user.email).toBe(
      'new@rosies.example',
    );
    const again = await server.post('/api/profile/email/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.field).toBe('token');
    const login = await server.post('/api/auth/login', {
      username: 'new@rosies.example',
      password: user.password,
    });
    expect(login.status).toBe(200);
  });

  it('downloads every record of the account as one JSON document, streamed in pages', async () => {
    const user = await server.registerUser();
    const other = await server.registerUser();
    await server.post(
      '/api/contacts',
      { firstName: 'Not', lastName: 'Mine', email: 'other@example.com' },
      { token: other.token },
    );
    // More contacts than one page of the download.
    await server.db
      .insertInto('contacts')
      .values(
        Array.from({ length: 1001 }, (_, i) => ({
          user_id: user.user.id,
          first_name: 'C',
          last_name: String(i),
          email: `c${i}@example.com`,
          status: 'subscriber',
          tags: '[]',
          custom_fields: '{}',
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    await server.put('/api/settings', { fromName: 'Rosie' }, { token: user.token });
    await server.post(
      '/api/email-templates',
      { name: 'Welcome', subject: 'Hi', content: '<p>Hi</p>', category: 'welcome' },
      { token: user.token },
    );
    const data = new FormData();
    data.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    expect(
      (await server.request('POST', '/api/uploads', { body: data, token: user.token })).status,
    ).toBe(201);

    expect((await server.get('/api/profile/export')).status).toBe(401);
    const res = await server.get('/api/profile/export', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(
        `^attachment; filename="beacon-crm-${user.username}-\\d{4}-\\d\\d-\\d\\d\\.json"$`,
      ),
    );
    const body = JSON.parse(res.text);
    expect(body.user).toMatchObject({ id: user.user.id, email: user.email });
    expect(JSON.stringify(body.user)).not.toContain('password');
    expect(body.contacts).toHaveLength(1001);
    expect(new Set(body.contacts.map((c: { email: string }) => c.email)).size).toBe(1001);
    expect(res.text).not.toContain('other@example.com');
    expect(body.settings.from_name).toBe('Rosie');
    expect(body.templates.map((t: { name: string }) => t.name)).toEqual(['Welcome']);
    expect(Buffer.from(body.uploads[0].data, 'base64').equals(PNG)).toBe(true);
  });

  it('deletes the account and every record of it after the password is typed', async () => {
    const user = await server.registerUser();
    const keep = await server.registerUser();
    const token = user.token;
    const contact = await server.post(
      '/api/contacts',
      { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
      { token },
    );
    await server.post(
      '/api/contacts',
      { firstName: 'Kept', lastName: 'Lee', email: 'kept@example.com' },
      { token: keep.token },
    );
    const campaign = await server.post(
      '/api/campaigns',
      { name: 'Spring', subject: 'Hi', content: '<p>Hi</p>' },
      { token },
    );
    const campaignId = campaign.body.campaign.id;
    await server.post(
      `/api/campaigns/${campaignId}/contacts`,
      { contactId: contact.body.contact.id },
      { token },
    );
    await server.post(`/api/campaigns/${campaignId}/send`, {}, { token });
    await waitFor(() => sink.received.find((m) => m.to === 'ann@example.com'), { what: 'sent' });
    await server.put('/api/settings', { fromName: 'Rosie' }, { token });
    expect(
      (
        await server.post(
          '/api/automation-workflows',
          { name: 'Welcome', trigger: 'contact_added' },
          { token },
        )
      ).status,
    ).toBe(201);

    // Every table with an owner column, and how many rows each holds for an owner.
    const ownedTables = async (): Promise<string[]> => {
      if (server.dialect === 'sqlite') {
        const tables = await sql<{ name: string }>`
          select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
          server.db,
        );
        const owned: string[] = [];
        for (const { name } of tables.rows) {
          const columns = await sql<{
            name: string;
          }>`select name from pragma_table_info(${name})`.execute(server.db);
          if (columns.rows.some((c) => c.name === 'user_id')) owned.push(name);
        }
        return owned;
      }
      const rows = await sql<{ table_name: string }>`
        select table_name from information_schema.columns
        where column_name = 'user_id' and table_schema = ${server.pgSchema}`.execute(server.db);
      return rows.rows.map((r) => r.table_name);
    };
    const rowsOf = async (userId: number) => {
      const counts: Record<string, number> = {};
      for (const table of await ownedTables()) {
        const { rows } = await sql<{ n: number | string }>`
          select count(*) as n from ${sql.table(table)} where user_id = ${userId}`.execute(
          server.db,
        );
        if (Number(rows[0]!.n) > 0) counts[table] = Number(rows[0]!.n);
      }
      return counts;
    };
    const before = await rowsOf(user.user.id);
    for (const table of [
      'contacts',
      'campaigns',
      'campaign_recipients',
      'sessions',
      'settings',
      'workflows',
      'billing_subscriptions',
      'analytics_contact_hours',
    ])
      expect(before[table], table).toBeGreaterThan(0);

    const wrong = await server.request('DELETE', '/api/profile', {
      token,
      json: { password: 'not the password' },
    });
    expect(wrong.status).toBe(400);
    expect((await server.get('/api/auth/me', { token })).status).toBe(200);

    const deleted = await server.request('DELETE', '/api/profile', {
      token,
      json: { password: user.password },
    });
    expect(deleted.status).toBe(200);
    expect(await rowsOf(user.user.id)).toEqual({});
    expect(
      await server.db.selectFrom('users').select('id').where('id', '=', user.user.id).execute(),
    ).toEqual([]);
    expect((await server.get('/api/auth/me', { token })).status).toBe(401);
    // Nobody else's records went with it.
    expect((await rowsOf(keep.user.id)).contacts).toBe(1);
  });
});

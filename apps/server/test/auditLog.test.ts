import { AuditLogResponseSchema, type AuditAction, type AuditEvent } from '@crm/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUDIT_PURGE_BATCH, auditPurgeJob } from '../src/audit/auditPurge';
import { passwordResetLink } from '../src/auth/passwordReset';
import { validDesign } from './fixtures';
import {
  describeEachDatabase,
  setPlan,
  startTestServer,
  type RegisteredUser,
  type TestServer,
} from './harness';

const BROWSER = 'Mozilla/5.0 (audit test)';

/**
 * The audit log (issue 33 §4): every audited action, done through the route that does it, leaves
 * one event with who, what and from where; a refused action leaves none; another account's events
 * are never listed; filters and keyset pages; retention; the address as TRUST_PROXY reads it.
 */
describeEachDatabase('audit log', (database) => {
  let server: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
    proxied = await startTestServer({ database, config: { trustProxy: true } });
  });
  afterAll(async () => {
    await server?.close();
    await proxied?.close();
  });

  const as = (user: RegisteredUser) => ({
    token: user.token,
    headers: { 'User-Agent': BROWSER },
  });

  async function log(user: RegisteredUser, query = '', on = server) {
    const res = await on.get(`/api/audit-log${query}`, { token: user.token });
    expect(res.status, res.text).toBe(200);
    const parsed = v.safeParse(AuditLogResponseSchema, res.body);
    expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
    return res.body as v.InferOutput<typeof AuditLogResponseSchema>;
  }
  const latest = async (user: RegisteredUser) => (await log(user, '?limit=1')).events[0];

  async function created(user: RegisteredUser, path: string, body: unknown, key: string) {
    const res = await server.post(path, body, as(user));
    expect(res.status, res.text).toBe(201);
    return res.body[key] as { id: number; name: string };
  }
  const contact = async (user: RegisteredUser) =>
    (
      await created(
        user,
        '/api/contacts',
        { firstName: 'Ann', lastName: 'Lee', email: `ann${Math.random()}@example.com` },
        'contact',
      )
    ).id;
  const campaign = async (user: RegisteredUser, name: string, extra: object = {}) => {
    const made = await created(
      user,
      '/api/campaigns',
      { name, subject: 'Hello', content: '<p>Hello</p>', ...extra },
      'campaign',
    );
    const linked = await server.post(
      `/api/campaigns/${made.id}/contacts`,
      { contactId: await contact(user) },
      as(user),
    );
    expect(linked.status, linked.text).toBe(201);
    return made.id;
  };
  const nextYear = `${new Date().getUTCFullYear() + 1}-06-01T09:00:00.000Z`;

  type Case = {
    action: AuditAction;
    label?: string | null;
    details?: Record<string, unknown>;
    /** Does the action through its route; answers the status it expects. */
    act: (user: RegisteredUser) => Promise<unknown>;
  };
  const ok = async (res: Promise<{ status: number; text: string }>, status = 200) => {
    const answer = await res;
    expect(answer.status, answer.text).toBe(status);
  };

  const cases: Case[] = [
    {
      action: 'auth.signed_in',
      act: (u) =>
        ok(server.post('/api/auth/login', { username: u.username, password: u.password }, as(u))),
    },
    {
      action: 'auth.sign_in_failed',
      act: (u) =>
        ok(
          server.post('/api/auth/login', { username: u.email, password: 'wrong one 1' }, as(u)),
          401,
        ),
    },
    {
      action: 'auth.signed_out',
      act: (u) => ok(server.post('/api/auth/logout', undefined, as(u))),
    },
    {
      action: 'auth.password_changed',
      act: (u) =>
        ok(
          server.post(
            '/api/auth/change-password',
            { currentPassword: u.password, newPassword: 'brand new password 7' },
            as(u),
          ),
        ),
    },
    {
      action: 'auth.password_reset',
      act: async (u) => {
        const row = await server.db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', u.user.id)
          .executeTakeFirstOrThrow();
        const link = await passwordResetLink(server, row, Date.now() + 60_000);
        const token = new URL(link).searchParams.get('token');
        await ok(
          server.post(
            '/api/auth/reset-password',
            { token, newPassword: 'reset new password 8' },
            as(u),
          ),
        );
      },
    },
    {
      action: 'campaign.sent',
      label: 'Spring Sale',
      details: { recipients: 1 },
      act: async (u) =>
        ok(server.post(`/api/campaigns/${await campaign(u, 'Spring Sale')}/send`, {}, as(u)), 202),
    },
    {
      action: 'campaign.scheduled',
      label: 'Later',
      details: { scheduledAt: nextYear },
      act: (u) => campaign(u, 'Later', { status: 'scheduled', scheduledAt: nextYear }),
    },
    {
      action: 'campaign.unscheduled',
      label: 'Not now',
      act: async (u) => {
        const id = await campaign(u, 'Not now', { status: 'scheduled', scheduledAt: nextYear });
        await ok(server.post(`/api/campaigns/${id}/cancel`, undefined, as(u)));
      },
    },
    {
      action: 'campaign.test_sent',
      label: 'Trial',
      act: async (u) =>
        ok(
          server.post(
            `/api/campaigns/${await campaign(u, 'Trial')}/test`,
            { email: u.email },
            as(u),
          ),
        ),
    },
    {
      action: 'campaign.deleted',
      label: 'Old news',
      act: async (u) =>
        ok(server.delete(`/api/campaigns/${await campaign(u, 'Old news')}`, as(u)), 204),
    },
    {
      action: 'workflow.activated',
      label: 'Welcome',
      act: (u) =>
        created(
          u,
          '/api/automation-workflows',
          { name: 'Welcome', trigger: 'email_opened', isActive: true },
          'workflow',
        ),
    },
    {
      action: 'workflow.deactivated',
      label: 'Nurture',
      act: async (u) => {
        const flow = await created(
          u,
          '/api/automation-workflows',
          { name: 'Nurture', trigger: 'email_opened', isActive: true },
          'workflow',
        );
        await ok(server.patch(`/api/automation-workflows/${flow.id}`, { isActive: false }, as(u)));
      },
    },
    {
      action: 'workflow.deleted',
      label: 'Gone flow',
      act: async (u) => {
        const flow = await created(
          u,
          '/api/automation-workflows',
          { name: 'Gone flow', trigger: 'email_opened' },
          'workflow',
        );
        await ok(server.delete(`/api/automation-workflows/${flow.id}`, as(u)), 204);
      },
    },
    {
      action: 'contacts.exported',
      details: { format: 'csv' },
      act: async (u) => {
        await contact(u);
        // The screen asks with HEAD first: that probe exports nothing and is not recorded.
        expect((await server.request('HEAD', '/api/contacts/export', as(u))).status).toBe(200);
        const res = await server.get('/api/contacts/export', as(u));
        expect(res.status).toBe(200);
      },
    },
    {
      action: 'contacts.erased',
      details: { count: 1 },
      act: async (u) => {
        const email = `erase${Math.random()}@example.com`;
        await created(u, '/api/contacts', { firstName: 'E', lastName: 'R', email }, 'contact');
        await ok(server.post('/api/contacts/erase', { emails: [email] }, as(u)));
      },
    },
    {
      action: 'contact.deleted',
      act: async (u) => ok(server.delete(`/api/contacts/${await contact(u)}`, as(u)), 204),
    },
    {
      action: 'contacts.deleted',
      details: { count: 2 },
      act: async (u) =>
        ok(
          server.post(
            '/api/contacts/bulk/delete',
            { ids: [await contact(u), await contact(u)] },
            as(u),
          ),
        ),
    },
    {
      action: 'template.deleted',
      label: 'Newsletter',
      act: async (u) => {
        const made = await created(
          u,
          '/api/email-templates',
          { name: 'Newsletter', subject: 'News', design: validDesign },
          'template',
        );
        await ok(server.delete(`/api/email-templates/${made.id}`, as(u)), 204);
      },
    },
    {
      action: 'form.deleted',
      label: 'Signup',
      act: async (u) => {
        const made = await created(
          u,
          '/api/forms',
          {
            name: 'Signup',
            fields: [{ key: 'email', type: 'email', label: 'Email' }],
            doubleOptIn: false,
            thankYouMessage: 'Thanks!',
          },
          'form',
        );
        await ok(server.delete(`/api/forms/${made.id}`, as(u)), 204);
      },
    },
    {
      action: 'segment.deleted',
      label: 'VIPs',
      act: async (u) => {
        const conditions = {
          match: 'all',
          conditions: [{ kind: 'tags', op: 'any', tags: ['vip'] }],
        };
        const made = await created(u, '/api/segments', { name: 'VIPs', conditions }, 'segment');
        await ok(server.delete(`/api/segments/${made.id}`, as(u)), 204);
      },
    },
    {
      action: 'company.deleted',
      label: 'Acme',
      act: async (u) => {
        const made = await created(u, '/api/companies', { name: 'Acme' }, 'company');
        await ok(server.delete(`/api/companies/${made.id}`, as(u)), 204);
      },
    },
    {
      action: 'deal.deleted',
      label: 'Big one',
      act: async (u) => {
        const stages = (await server.get('/api/pipeline/stages', as(u))).body.stages as {
          id: number;
        }[];
        const made = await created(
          u,
          '/api/deals',
          { name: 'Big one', stageId: stages[0]!.id },
          'deal',
        );
        await ok(server.delete(`/api/deals/${made.id}`, as(u)), 204);
      },
    },
    {
      action: 'api_key.created',
      label: 'Shop',
      details: { scopes: 'contacts:read' },
      act: (u) =>
        created(u, '/api/api-keys', { name: 'Shop', scopes: ['contacts:read'] }, 'apiKey'),
    },
    {
      action: 'api_key.revoked',
      label: 'Zapier',
      act: async (u) => {
        const made = await created(
          u,
          '/api/api-keys',
          { name: 'Zapier', scopes: ['contacts:read'] },
          'apiKey',
        );
        await ok(server.delete(`/api/api-keys/${made.id}`, as(u)), 204);
      },
    },
    {
      action: 'webhook.created',
      label: 'https://shop.example/hooks/crm',
      act: (u) =>
        created(
          u,
          '/api/webhooks',
          { url: 'https://shop.example/hooks/crm', events: ['contact.created'] },
          'endpoint',
        ),
    },
    {
      action: 'webhook.deleted',
      label: 'https://n8n.example/webhook/1',
      act: async (u) => {
        const made = await created(
          u,
          '/api/webhooks',
          { url: 'https://n8n.example/webhook/1', events: ['form.submitted'] },
          'endpoint',
        );
        await ok(server.delete(`/api/webhooks/${made.id}`, as(u)), 204);
      },
    },
    {
      action: 'settings.sender_changed',
      details: { fields: 'fromName, fromEmail', fromEmail: 'rosie@rosies.example' },
      act: (u) =>
        ok(
          server.put(
            '/api/settings',
            { fromName: 'Rosie', fromEmail: 'rosie@rosies.example' },
            as(u),
          ),
        ),
    },
    {
      action: 'settings.sending_domain_changed',
      details: { warmup: true },
      act: (u) => ok(server.put('/api/domains/warmup', { enabled: true }, as(u))),
    },
    {
      action: 'subscription.changed',
      details: { from: 'pro', to: 'free' },
      act: async (u) => {
        await setPlan(server.db, u.user.id, 'pro');
        await ok(server.post('/api/subscription/change', { planId: 'free' }, as(u)));
      },
    },
  ];

  it.each(cases.map((c) => [c.action, c] as const))(
    '%s: the route that does it records one event',
    async (_name, { action, act, label, details }) => {
      const user = await server.registerUser();
      // Signing out ends the session the log is read with: read it from another one.
      const reader =
        action === 'auth.signed_out' ||
        action === 'auth.password_changed' ||
        action === 'auth.password_reset'
          ? user
          : undefined;
      await act(user);
      const viewer = reader
        ? {
            ...user,
            token: (
              await server.post('/api/auth/login', {
                username: user.username,
                password:
                  action === 'auth.password_changed'
                    ? 'brand new password 7'
                    : action === 'auth.password_reset'
                      ? 'reset new password 8'
                      : user.password,
              })
            ).body.token as string,
          }
        : user;
      const events = (await log(viewer)).events.filter(
        (e) => e.action !== 'auth.signed_in' || action === 'auth.signed_in',
      );
      const mine = events.filter((e) => e.action === action);
      expect(mine, JSON.stringify(events)).toHaveLength(1);
      const event = mine[0]!;
      expect(event).toMatchObject({
        action,
        ip: expect.stringMatching(/^127\.0\.0\.1$|^::1$/),
        userAgent: BROWSER,
      });
      if (action === 'auth.sign_in_failed') {
        // Whoever typed the wrong password is not known: the name typed is shown.
        expect(event).toMatchObject({ actorId: null, actorLabel: user.email });
      } else {
        expect(event).toMatchObject({ actorId: user.user.id, actorLabel: user.email });
      }
      if (label !== undefined) expect(event.targetLabel).toBe(label);
      if (details) expect(event.details).toMatchObject(details);
    },
  );

  it('an erasure or contact deletion keeps no address or name of the person', async () => {
    const user = await server.registerUser();
    const email = `secret${Math.random()}@example.com`;
    const id = (
      await created(user, '/api/contacts', { firstName: 'Zed', lastName: 'Q', email }, 'contact')
    ).id;
    await ok(server.post(`/api/contacts/${id}/erase`, { confirmEmail: email }, as(user)), 204);
    const text = JSON.stringify((await log(user)).events);
    expect(text).toContain('contacts.erased');
    expect(text).not.toContain(email);
    expect(text).not.toContain('Zed');
  });

  it('a refused action leaves no event', async () => {
    const user = await server.registerUser();
    // No contacts: the send is refused before anything is queued.
    const empty = await created(
      user,
      '/api/campaigns',
      { name: 'Empty', subject: 'Hi', content: '<p>Hi</p>' },
      'campaign',
    );
    expect((await server.post(`/api/campaigns/${empty.id}/send`, {}, as(user))).status).toBe(409);
    // Over the cap: refused by validation.
    const tooBig = await created(
      user,
      '/api/campaigns',
      { name: 'Huge', subject: 'Hi', content: '<p>Hi</p>' },
      'campaign',
    );
    await server.db
      .updateTable('campaigns')
      .set({ content: `<p>${'x'.repeat(500_000)}</p>` })
      .where('id', '=', tooBig.id)
      .execute();
    expect((await server.post(`/api/campaigns/${tooBig.id}/send`, {}, as(user))).status).toBe(400);
    // Another account's template is not found, and not deleted.
    const other = await server.registerUser();
    const theirs = await created(
      other,
      '/api/email-templates',
      { name: 'Theirs', subject: 'x', design: validDesign },
      'template',
    );
    expect((await server.delete(`/api/email-templates/${theirs.id}`, as(user))).status).toBe(404);
    // Asking for the plan one is on changes nothing.
    await ok(server.post('/api/subscription/change', { planId: 'free' }, as(user)));
    expect((await log(user)).events).toEqual([]);
    expect((await log(other)).events).toEqual([]);
  });

  it("lists only the account's own events, and only with a session", async () => {
    const alice = await server.registerUser();
    const bob = await server.registerUser();
    await ok(server.get('/api/contacts/export', as(alice)));
    await ok(server.get('/api/contacts/export', as(bob)));
    // A failed sign-in of Bob's account goes to Bob's log, never Alice's.
    await ok(server.post('/api/auth/login', { username: bob.username, password: 'nope 123' }), 401);
    const aliceEvents = (await log(alice)).events;
    expect(aliceEvents.map((e) => e.action)).toEqual(['contacts.exported']);
    expect(aliceEvents.every((e) => e.actorId === alice.user.id)).toBe(true);
    expect((await log(bob)).events.map((e) => e.action)).toEqual([
      'auth.sign_in_failed',
      'contacts.exported',
    ]);
    expect((await server.get('/api/audit-log')).status).toBe(401);
    // An unknown name has no account: nothing is recorded anywhere.
    const before = await server.db.selectFrom('audit_events').select('id').execute();
    await ok(
      server.post('/api/auth/login', { username: 'nobody-here', password: 'wrong password 1' }),
      401,
    );
    expect(await server.db.selectFrom('audit_events').select('id').execute()).toEqual(before);
  });

  it('filters by action, actor, time and target name, and pages without gaps or repeats', async () => {
    const user = await server.registerUser();
    const other = await server.registerUser();
    const at = '2026-03-01T10:00:00.000Z';
    const later = '2026-03-02T10:00:00.000Z';
    // 25 events at one instant, and 5 a day later, straight in the table.
    const rows = [
      ...Array.from({ length: 25 }, (_, i) => ({
        action: i % 2 ? 'template.deleted' : 'campaign.deleted',
        label: i % 5 === 0 ? `Spring ${i}` : `Autumn ${i}`,
        created_at: at,
      })),
      ...Array.from({ length: 5 }, (_, i) => ({
        action: 'campaign.sent',
        label: `Later ${i}`,
        created_at: later,
      })),
    ];
    await server.db
      .insertInto('audit_events')
      .values(
        rows.map((r) => ({
          user_id: user.user.id,
          actor_id: user.user.id,
          actor_label: user.email,
          action: r.action,
          target_type: 'campaign',
          target_id: '1',
          target_label: r.label,
          created_at: r.created_at,
        })),
      )
      .execute();
    await server.db
      .insertInto('audit_events')
      .values({
        user_id: other.user.id,
        actor_id: other.user.id,
        actor_label: other.email,
        action: 'campaign.deleted',
        target_label: 'Spring other',
        created_at: at,
      })
      .execute();

    const seen: AuditEvent[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await log(user, `?limit=7${cursor ? `&before=${cursor}` : ''}`);
      seen.push(...page.events);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(30);
    expect(new Set(seen.map((e) => e.id)).size).toBe(30);
    // Newest first; within one instant, the later id first.
    expect(seen.slice(0, 5).every((e) => e.action === 'campaign.sent')).toBe(true);
    const sameInstant = seen.slice(5).map((e) => e.id);
    expect(sameInstant).toEqual([...sameInstant].sort((a, b) => b - a));

    const byAction = await log(user, '?action=campaign.sent,template.deleted&limit=100');
    expect(byAction.events).toHaveLength(5 + 12);
    const search = await log(user, '?q=SPRING&limit=100');
    expect(search.events.map((e) => e.targetLabel).sort()).toEqual(
      ['Spring 0', 'Spring 10', 'Spring 15', 'Spring 20', 'Spring 5'].sort(),
    );
    const range = await log(
      user,
      `?from=${encodeURIComponent(at)}&to=${encodeURIComponent(later)}&limit=100`,
    );
    expect(range.events).toHaveLength(25);
    expect((await log(user, `?actorId=${other.user.id}`)).events).toEqual([]);
    expect((await log(user, `?actorId=${user.user.id}&limit=100`)).events).toHaveLength(30);
    expect((await log(user, '?q=%25')).events).toEqual([]);

    const bad = await server.get('/api/audit-log?action=campaign.exploded', { token: user.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown audit action: campaign.exploded');
    const badCursor = await server.get('/api/audit-log?before=abc', { token: user.token });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.message).toBe('Cursor is not one this list gave');
  });

  it('purges only events past the retention, in batches', async () => {
    const user = await server.registerUser();
    const now = new Date('2026-11-30T12:00:00.000Z');
    const day = 24 * 60 * 60 * 1000;
    const old = new Date(now.getTime() - 366 * day).toISOString();
    const recent = new Date(now.getTime() - 364 * day).toISOString();
    const count = AUDIT_PURGE_BATCH + 3;
    const rows = Array.from({ length: count }, (_, i) => ({
      user_id: user.user.id,
      actor_label: 'x',
      action: 'contacts.exported',
      created_at: i < count - 1 ? old : recent,
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await server.db
        .insertInto('audit_events')
        .values(rows.slice(i, i + 1000))
        .execute();
    const job = auditPurgeJob({ auditRetentionDays: 365 });
    const report = await job.kind.run({
      id: 0,
      scope: null,
      payload: null,
      attempt: 1,
      checkpoint: undefined,
      progress: { done: 0, total: null },
      now: () => now,
      db: server,
      saveStep: () => Promise.resolve(),
    });
    expect(report).toEqual({ kind: 'done', report: { deleted: count - 1 } });
    const left = await server.db
      .selectFrom('audit_events')
      .select('created_at')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(left).toHaveLength(1);
    expect((await log(user)).retentionDays).toBe(365);
  });

  it('records the address the way TRUST_PROXY says', async () => {
    const direct = await server.registerUser();
    await ok(
      server.get('/api/contacts/export', {
        token: direct.token,
        headers: { 'X-Forwarded-For': '203.0.113.9' },
      }),
    );
    expect((await latest(direct))?.ip).not.toBe('203.0.113.9');

    const behind = await proxied.registerUser();
    await ok(
      proxied.get('/api/contacts/export', {
        token: behind.token,
        headers: { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' },
      }),
    );
    const [event] = (await log(behind, '', proxied)).events;
    // The proxy's last entry: the one the proxy itself wrote, not a client's claim.
    expect(event?.ip).toBe('203.0.113.9');
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { reportDeps } from '../src/bounces/bounceReceivers';
import { processReport, type ReportDeps } from '../src/bounces/processReport';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { bounceTestConfig, fixture, seedSentMessage } from './bouncesSeed';

/**
 * Issue 30 §2's last sentence: a campaign's details, a contact's history and the analytics show
 * bounces and complaints with their reasons. Real reports (a Postfix DSN, an Exim DSN, a Yahoo
 * ARF complaint) go through the receivers' path; the lists read them back, owner-scoped and paged.
 */
describeEachDatabase('bounces shown', (database) => {
  let server: TestServer;
  let deps: ReportDeps;
  let token: string;
  let other: string;
  let campaignId: number;
  let hardContactId: number;
  let sentAt: Date;

  beforeAll(async () => {
    server = await startTestServer({ database, config: bounceTestConfig() });
    const owner = await server.registerUser();
    token = owner.token;
    other = (await server.registerUser()).token;
    deps = await reportDeps(server);
    const userId = owner.user.id;
    sentAt = new Date(Date.now() - 60_000);
    // Three messages of one campaign, with the recipient ids and Message-IDs the fixtures name.
    const hard = await seedSentMessage(server.db, {
      userId,
      email: 'unknown@remote.test',
      recipientId: 1002,
      messageId: '<fixture.postfix.remote-unknown-user@beacon.test>',
      sentAt,
    });
    campaignId = hard.campaignId;
    hardContactId = hard.contactId;
    for (const seed of [
      {
        email: 'blocked@remote.test',
        recipientId: 2004,
        messageId: '<fixture.exim.remote-policy-block@beacon.test>',
      },
      {
        email: 'annoyed.reader@yahoo.com',
        recipientId: 9004,
        messageId: '<fixture.yahoo.complaint@beacon.test>',
      },
    ]) {
      const sent = await seedSentMessage(server.db, { userId, ...seed, sentAt });
      await server.db
        .updateTable('campaign_recipients')
        .set({ campaign_id: campaignId })
        .where('id', '=', sent.recipientId)
        .execute();
      await server.db.deleteFrom('campaigns').where('id', '=', sent.campaignId).execute();
    }
    for (const file of [
      'postfix-remote-unknown-user.eml',
      'exim-remote-policy-block.eml',
      'handwritten-yahoo-complaint.eml',
    ])
      expect(await processReport(deps, fixture(file), 'imap')).toBe('applied');
  });
  afterAll(async () => {
    await server?.close();
  });

  it("a campaign's bounces and complaints: counts by kind, the latest first with address and reason, a page at a time", async () => {
    const first = await server.get(`/api/bounces?campaignId=${campaignId}&limit=2`, { token });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.counts).toEqual({ hard: 1, soft: 1, complaint: 1 });
    expect(
      first.body.bounces.map((b: { email: string; kind: string }) => `${b.kind} ${b.email}`),
    ).toEqual(['complaint annoyed.reader@yahoo.com', 'soft blocked@remote.test']);
    const complaint = first.body.bounces[0];
    expect(complaint).toMatchObject({
      campaignId,
      campaignName: 'November newsletter',
      status: 'abuse',
    });
    expect(complaint.reason).not.toBe('');
    expect(Date.parse(complaint.createdAt)).toBeGreaterThan(sentAt.getTime());
    expect(first.body.nextCursor).toEqual(expect.any(String));

    const second = await server.get(
      `/api/bounces?campaignId=${campaignId}&limit=2&cursor=${first.body.nextCursor}`,
      { token },
    );
    expect(second.body.bounces).toHaveLength(1);
    expect(second.body.bounces[0]).toMatchObject({
      kind: 'hard',
      email: 'unknown@remote.test',
      status: '5.1.1',
    });
    // The remote server's own words, as the Postfix DSN carried them.
    expect(second.body.bounces[0].reason).toMatch(/unknown|no such|does not exist/i);
    expect(second.body.nextCursor).toBeNull();
  });

  it("a contact's history lists its bounce with the reason; another account sees none of them", async () => {
    const mine = await server.get(`/api/bounces?contactId=${hardContactId}`, { token });
    expect(mine.body.bounces).toHaveLength(1);
    expect(mine.body.bounces[0]).toMatchObject({ kind: 'hard', contactId: hardContactId });

    for (const query of [`campaignId=${campaignId}`, `contactId=${hardContactId}`]) {
      const theirs = await server.get(`/api/bounces?${query}`, { token: other });
      expect(theirs.status).toBe(200);
      expect(theirs.body).toMatchObject({ bounces: [], total: 0, nextCursor: null });
    }
    expect((await server.get(`/api/bounces?campaignId=${campaignId}`)).status).toBe(401);
  });

  it('the analytics totals: sends, bounces and complaints in the window with their rates', async () => {
    const from = new Date(Date.now() - 3600_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const totals = await server.get(`/api/bounces/totals?from=${from}&to=${to}`, { token });
    expect(totals.status).toBe(200);
    expect(totals.body.totals).toEqual({
      from,
      to,
      sent: 3,
      hardBounces: 1,
      softBounces: 1,
      complaints: 1,
      bounceRate: 1 / 3,
      complaintRate: 1 / 3,
    });
    // A window before the sends holds nothing, and says there is no rate to state.
    const before = new Date(sentAt.getTime() - 1000).toISOString();
    const empty = await server.get(`/api/bounces/totals?from=${from}&to=${before}`, { token });
    expect(empty.body.totals).toMatchObject({ sent: 0, hardBounces: 0, bounceRate: null });
    const theirs = await server.get(`/api/bounces/totals?from=${from}&to=${to}`, { token: other });
    expect(theirs.body.totals).toMatchObject({ sent: 0, complaints: 0 });
  });

  it('bad queries get an answer in words', async () => {
    const cases: [string, RegExp][] = [
      ['', /campaign or a contact/],
      [`campaignId=${campaignId}&contactId=${hardContactId}`, /campaign or a contact/],
      ['campaignId=abc', /Campaign must be a campaign id/],
      [`campaignId=${campaignId}&limit=1000`, /Limit must be a whole number from 1 to 100/],
    ];
    for (const [query, message] of cases) {
      const answer = await server.get(`/api/bounces?${query}`, { token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.error ?? answer.body.message, query).toMatch(message);
    }
    const backwards = await server.get(
      '/api/bounces/totals?from=2026-02-01T00:00:00.000Z&to=2026-01-01T00:00:00.000Z',
      { token },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.text).toMatch(/From must be before To/);
  });
});

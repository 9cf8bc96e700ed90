import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverSecret } from '../src/db/serverSecretsRepository';
import { flushEngagement } from '../src/tracking/trackingRoutes';
import { trackingTokens } from '../src/tracking/trackingTokens';
import { analyticsSeed } from './analyticsSeed';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

describeEachDatabase('tracking', (database) => {
  let server: TestServer;
  let token: string;
  let userId: number;
  let seed: ReturnType<typeof analyticsSeed>;

  beforeAll(async () => {
    server = await startTestServer({ database });
    seed = analyticsSeed(server.db);
    const user = await server.registerUser();
    [userId, token] = [user.user.id, user.token];
  });

  afterAll(async () => {
    await server?.close();
  });

  it('counts a click with no recorded open as an open, once, in the campaign and the analytics', async () => {
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const campaign = await seed.addCampaign(userId, 'Images off', 3);
    // Three messages: one opened then clicked, one clicked with images blocked (no pixel), one
    // untouched.
    await seed.addRecipients(userId, [
      { campaign, sentAt: anHourAgo },
      { campaign, sentAt: anHourAgo },
      { campaign, sentAt: anHourAgo },
    ]);
    const [opener, blocked] = await server.db
      .selectFrom('campaign_recipients')
      .select('id')
      .where('campaign_id', '=', campaign)
      .orderBy('id')
      .execute();
    const tokens = trackingTokens(await serverSecret(server, undefined));
    const expiresAt = Date.now() + 60_000;
    const url = 'https://shop.example.com/';
    const hit = async (kind: 'o' | 'c', recipientId: number) => {
      const signed =
        kind === 'o'
          ? tokens.sign({ kind: 'open', recipientId, expiresAt })
          : tokens.sign({ kind: 'click', recipientId, expiresAt, url });
      expect((await server.get(`/t/${kind}/${signed}`)).status).toBe(kind === 'o' ? 200 : 302);
    };
    await hit('o', opener!.id);
    await hit('c', opener!.id);
    await hit('c', blocked!.id);
    await hit('c', blocked!.id);
    await flushEngagement(server);

    const progress = await server.get(`/api/campaigns/${campaign}/progress`, { token });
    expect(progress.body.progress).toMatchObject({ sent: 3, opened: 2, clicked: 2 });
    const list = await server.get('/api/campaigns', { token });
    expect(list.body.campaigns.find((c: { id: number }) => c.id === campaign)).toMatchObject({
      openCount: 2,
      clickCount: 2,
    });
    const recipients = await server.db
      .selectFrom('campaign_recipients')
      .select(['id', 'open_count', 'first_opened_at', 'first_clicked_at'])
      .where('id', 'in', [opener!.id, blocked!.id])
      .orderBy('id')
      .execute();
    // The inferred open is one open at the first click's time; a real open is never doubled.
    expect(recipients.map((r) => Number(r.open_count))).toEqual([1, 1]);
    expect(String(recipients[1]!.first_opened_at)).toBe(String(recipients[1]!.first_clicked_at));

    const summary = await server.get('/api/analytics/summary?timeframe=week', { token });
    expect(summary.body.summary.current).toMatchObject({
      recipients: 3,
      uniqueOpens: 2,
      openRate: 66.7,
      clickRate: 66.7,
    });
    const performance = await server.get('/api/analytics/campaign-performance?timeframe=week', {
      token,
    });
    expect(
      performance.body.campaignPerformance.campaigns.find((c: { id: number }) => c.id === campaign),
    ).toMatchObject({ uniqueOpens: 2, uniqueClicks: 2 });
  });
});

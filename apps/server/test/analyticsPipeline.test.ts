import { type Deal, PipelineAnalyticsResponseSchema } from '@crm/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { analyticsRepository } from '../src/analytics/analyticsRepository';
import { ownerScope } from '../src/db/scope';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

/** Months are counted back from this instant: the window is 2025-04-01 to the end of 2026-03. */
const NOW = new Date('2026-03-15T12:00:00.000Z');

/**
 * The Analytics pipeline card (issue 32 §3): open deals' count and value per stage in board order,
 * empty stages included, won and lost deals never open; won value per UTC month for the last 12,
 * empty months at 0, per currency; one account's deals are not another's.
 */
describeEachDatabase('analytics pipeline', (database) => {
  let server: TestServer;
  let userId: number;
  let token: string;
  let stageIds: number[];

  beforeAll(async () => {
    server = await startTestServer({ database });
    ({
      token,
      user: { id: userId },
    } = await server.registerUser());
    const stages = await server.get('/api/pipeline/stages', { token });
    stageIds = (stages.body.stages as { id: number }[]).map((s) => s.id);
  });
  afterAll(() => server?.close());

  async function addDeal(
    name: string,
    stage: number,
    valueCents: number,
    currency = 'USD',
  ): Promise<Deal> {
    const res = await server.post(
      '/api/deals',
      { name, stageId: stageIds[stage], valueCents, currency },
      { token },
    );
    expect(res.status, res.text).toBe(201);
    return res.body.deal as Deal;
  }
  /** Closes the deal as if it happened at `at`, then edits it now (the edit must not move it). */
  async function close(deal: Deal, status: 'won' | 'lost', at?: string) {
    const res = await server.patch(`/api/deals/${deal.id}`, { status }, { token });
    expect(res.status, res.text).toBe(200);
    if (at)
      await server.db
        .updateTable('deals')
        .set({ closed_at: at })
        .where('id', '=', deal.id)
        .execute();
    const edited = await server.patch(
      `/api/deals/${deal.id}`,
      { name: `${deal.name}.` },
      { token },
    );
    expect(edited.status, edited.text).toBe(200);
  }

  it('totals open deals per stage and won deals per month, on either side of the window', async () => {
    await addDeal('Lead one', 0, 10_000);
    await addDeal('Lead two', 0, 20_000);
    await addDeal('Lead euro', 0, 5_000, 'EUR');
    await addDeal('Qualified open', 1, 30_000);
    // Closed deals in Qualified and Proposal are never open, whatever their stage.
    await close(await addDeal('Won now', 1, 100_000), 'won', '2026-03-02T08:00:00.000Z');
    await close(await addDeal('Lost', 1, 50_000), 'lost', '2026-03-03T08:00:00.000Z');
    await close(await addDeal('Won January', 2, 70_000), 'won', '2026-01-31T23:59:59.000Z');
    await close(
      await addDeal('Won January EUR', 2, 4_000, 'EUR'),
      'won',
      '2026-01-10T10:00:00.000Z',
    );
    // The window's first instant counts; the instant before it does not.
    await close(await addDeal('Won first', 2, 1_000), 'won', '2025-04-01T00:00:00.000Z');
    await close(await addDeal('Won before', 2, 9_000), 'won', '2025-03-31T23:59:59.000Z');

    const pipeline = await analyticsRepository(server, ownerScope(userId)).pipeline(NOW);
    expect(pipeline.stages.map(({ name, count, totals }) => ({ name, count, totals }))).toEqual([
      {
        name: 'Lead',
        count: 3,
        totals: [
          { currency: 'USD', valueCents: 30_000 },
          { currency: 'EUR', valueCents: 5_000 },
        ],
      },
      { name: 'Qualified', count: 1, totals: [{ currency: 'USD', valueCents: 30_000 }] },
      { name: 'Proposal', count: 0, totals: [] },
      { name: 'Negotiation', count: 0, totals: [] },
    ]);
    expect(pipeline.wonByMonth.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    const won = Object.fromEntries(pipeline.wonByMonth.map((m) => [m.month, m]));
    expect(won['2026-03']).toEqual({
      month: '2026-03',
      count: 1,
      totals: [{ currency: 'USD', valueCents: 100_000 }],
    });
    expect(won['2026-01']).toEqual({
      month: '2026-01',
      count: 2,
      totals: [
        { currency: 'USD', valueCents: 70_000 },
        { currency: 'EUR', valueCents: 4_000 },
      ],
    });
    expect(won['2025-04']).toEqual({
      month: '2025-04',
      count: 1,
      totals: [{ currency: 'USD', valueCents: 1_000 }],
    });
    expect(won['2026-02']).toEqual({ month: '2026-02', count: 0, totals: [] });
    expect(pipeline.wonByMonth.reduce((n, m) => n + m.count, 0)).toBe(4);
  });

  it('answers the contract over HTTP, the current month last, and only for its own account', async () => {
    const res = await server.get('/api/analytics/pipeline', { token });
    expect(res.status, res.text).toBe(200);
    const parsed = v.safeParse(PipelineAnalyticsResponseSchema, res.body);
    expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
    const { wonByMonth, stages } = res.body.pipeline as v.InferOutput<
      typeof PipelineAnalyticsResponseSchema
    >['pipeline'];
    expect(wonByMonth).toHaveLength(12);
    expect(wonByMonth.at(-1)!.month).toBe(new Date().toISOString().slice(0, 7));
    expect(stages.map((s) => s.count)).toEqual([3, 1, 0, 0]);

    const other = await server.registerUser();
    const theirs = await server.get('/api/analytics/pipeline', { token: other.token });
    expect(theirs.status, theirs.text).toBe(200);
    expect(theirs.body.pipeline.stages.map((s: { count: number }) => s.count)).toEqual([
      0, 0, 0, 0,
    ]);
    expect(theirs.body.pipeline.wonByMonth.every((m: { count: number }) => m.count === 0)).toBe(
      true,
    );

    expect((await server.get('/api/analytics/pipeline')).status).toBe(401);
  });
});

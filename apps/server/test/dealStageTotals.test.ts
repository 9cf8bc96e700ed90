import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

/**
 * The stored stage totals (migration 039) equal a fresh count and sum of the deals after a random
 * run of every kind of deal write: adds, value, currency, stage and status changes, moves within
 * and between stages, deletes, a stage deleted with its deals moved, a set-based update as a bulk
 * writer would make, and an account deleted with its deals. Checked after each write, so a write
 * path that forgets the totals fails at that step; the run's seed is in the failure message.
 */
describeEachDatabase('deal stage totals', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  type Row = {
    user_id: number;
    stage_id: number;
    status: string;
    currency: string;
    deals: number;
    value_cents: number;
  };
  const normal = (rows: Record<string, unknown>[]): Row[] =>
    rows.map((r) => ({
      user_id: Number(r.user_id),
      stage_id: Number(r.stage_id),
      status: String(r.status),
      currency: String(r.currency),
      deals: Number(r.deals),
      value_cents: Number(r.value_cents),
    }));
  const stored = async () =>
    normal(
      (
        await sql<Record<string, unknown>>`select user_id, stage_id, status, currency, deals,
          value_cents from deals_stage_totals order by stage_id, status, currency`.execute(
          server.db,
        )
      ).rows,
    );
  const fresh = async () =>
    normal(
      (
        await sql<Record<string, unknown>>`select user_id, stage_id, status, currency,
          count(*) as deals, sum(value_cents) as value_cents from deals
          group by user_id, stage_id, status, currency
          order by stage_id, status, currency`.execute(server.db)
      ).rows,
    );

  /** A small seeded generator (mulberry32), so a failing run can be replayed. */
  function random(seed: number) {
    let a = seed;
    const next = () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
  }

  it('keeps each stage’s count and value per status and currency through every kind of write', async () => {
    const seed = Number(process.env.TOTALS_SEED ?? Date.now() % 100_000);
    const { pick, next } = random(seed);
    const currencies = ['USD', 'EUR', 'GBP'] as const;
    const owners = [await server.registerUser(), await server.registerUser()];
    const kinds = new Map<string, number>();

    for (let step = 0; step < 160; step++) {
      const owner = pick(owners);
      const as = { token: owner.token };
      const stages = (await server.get('/api/pipeline/stages', as)).body.stages as {
        id: number;
      }[];
      const deals = (
        await sql<{ id: number; stage_id: number }>`select id, stage_id from deals
          where user_id = ${owner.user.id} order by id`.execute(server.db)
      ).rows;
      const deal = deals.length > 0 ? pick(deals) : undefined;
      const kind =
        deals.length < 3
          ? 'add'
          : pick([
              'add',
              'add',
              'value',
              'currency',
              'stage',
              'status',
              'status',
              'name',
              'move',
              'move',
              'delete',
              'addStage',
              'deleteStage',
              'bulk',
            ] as const);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      const expectOk = (res: { status: number; text: string }) =>
        expect(res.status, `${kind} at step ${step}, seed ${seed}: ${res.text}`).toBeLessThan(300);
      switch (kind) {
        case 'add':
          expectOk(
            await server.post(
              '/api/deals',
              {
                name: `Deal ${step}`,
                valueCents: Math.floor(next() * 100_000),
                currency: pick(currencies),
                stageId: pick(stages).id,
              },
              as,
            ),
          );
          break;
        case 'value':
          expectOk(
            await server.patch(
              `/api/deals/${deal!.id}`,
              { valueCents: Math.floor(next() * 100_000) },
              as,
            ),
          );
          break;
        case 'currency':
          expectOk(
            await server.patch(`/api/deals/${deal!.id}`, { currency: pick(currencies) }, as),
          );
          break;
        case 'stage':
          expectOk(await server.patch(`/api/deals/${deal!.id}`, { stageId: pick(stages).id }, as));
          break;
        case 'status': {
          const status = pick(['open', 'won', 'lost'] as const);
          expectOk(
            await server.patch(
              `/api/deals/${deal!.id}`,
              { status, ...(status === 'lost' && { lostReason: 'Price' }) },
              as,
            ),
          );
          break;
        }
        case 'name':
          expectOk(await server.patch(`/api/deals/${deal!.id}`, { name: `Renamed ${step}` }, as));
          break;
        case 'move': {
          const to = pick(stages).id;
          const there = deals.filter((d) => d.stage_id === to && d.id !== deal!.id);
          const neighbour = there.length > 0 && next() < 0.7 ? pick(there).id : null;
          expectOk(
            await server.post(
              `/api/deals/${deal!.id}/move`,
              { stageId: to, [next() < 0.5 ? 'beforeId' : 'afterId']: neighbour },
              as,
            ),
          );
          break;
        }
        case 'delete':
          expectOk(await server.delete(`/api/deals/${deal!.id}`, as));
          break;
        case 'addStage':
          expectOk(await server.post('/api/pipeline/stages', { name: `Stage ${step}` }, as));
          break;
        case 'deleteStage': {
          if (stages.length < 2) break;
          const from = deal!.stage_id;
          const to = pick(stages.filter((s) => s.id !== from)).id;
          expectOk(await server.delete(`/api/pipeline/stages/${from}?moveTo=${to}`, as));
          break;
        }
        case 'bulk':
          // Any other writer (a future import or bulk edit) goes through the same triggers.
          await sql`update deals set value_cents = value_cents + 1,
              currency = case when currency = 'USD' then 'EUR' else currency end
            where user_id = ${owner.user.id} and stage_id = ${deal!.stage_id}`.execute(server.db);
          break;
      }
      expect(await stored(), `after ${kind} at step ${step}, seed ${seed}`).toEqual(await fresh());
    }
    // The run did each kind of write.
    expect(kinds.size).toBe(11);

    // An account's deletion takes its deals, and with them its totals.
    const [gone, kept] = owners;
    const deleted = await server.request('DELETE', '/api/profile', {
      token: gone!.token,
      json: { password: gone!.password },
    });
    expect(deleted.status, deleted.text).toBeLessThan(300);
    const left = await stored();
    expect(left).toEqual(await fresh());
    expect(left.some((r) => r.user_id === gone!.user.id)).toBe(false);
    expect(left.some((r) => r.user_id === kept!.user.id)).toBe(true);
    // No row is kept for a stage and currency that has no deals left.
    expect(left.every((r) => r.deals > 0)).toBe(true);
  });
});

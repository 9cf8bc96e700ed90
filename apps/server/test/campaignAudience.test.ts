import type { AudienceLeftOut, CampaignAudienceChoice, SegmentGroup } from '@crm/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerScope } from '../src/db/scope';
import { suppressionsRepository } from '../src/suppressions/suppressionsRepository';
import {
  describeEachDatabase,
  startTestServer,
  type RegisteredUser,
  type TestServer,
} from './harness';

/** A small seeded generator (mulberry32), so a failing data set can be drawn again by its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[], chance: number): T[] => items.filter(() => next() < chance);
  return { next, pick, some };
}

const TAGS = ['vip', 'VIP', 'news', 'beta', 'trial'];
const STATUSES = ['subscriber', 'lead', 'customer', 'unsubscribed', 'bounced', 'pending'];
const COMPANIES = ['Acme', 'acme corp', 'Zeta', ''];

interface Row {
  email: string;
  status: string;
  tags: string[];
  company: string;
  suppressed: boolean;
  explicit: boolean;
}

/** The segments each data set saves: one condition each, read plainly below. */
const SEGMENTS: { conditions: SegmentGroup; holds: (row: Row) => boolean }[] = [
  {
    conditions: { match: 'all', conditions: [{ kind: 'status', op: 'is', value: 'customer' }] },
    holds: (row) => row.status === 'customer',
  },
  {
    conditions: {
      match: 'all',
      conditions: [{ kind: 'field', field: 'company', op: 'contains', value: 'acme' }],
    },
    holds: (row) => row.company.toLowerCase().includes('acme'),
  },
  {
    conditions: {
      match: 'any',
      conditions: [
        { kind: 'tags', op: 'all', tags: ['news', 'beta'] },
        { kind: 'status', op: 'is', value: 'unsubscribed' },
      ],
    },
    holds: (row) =>
      (row.tags.includes('news') && row.tags.includes('beta')) || row.status === 'unsubscribed',
  },
];

const hasTag = (row: Row, tags: string[]) =>
  row.tags.some((tag) => tags.some((t) => t.toLowerCase() === tag.toLowerCase()));

/**
 * The audience, written plainly over every contact: added by hand, in an included segment or
 * with an included tag; then left out for the first reason that holds.
 */
function expected(rows: Row[], audience: CampaignAudienceChoice, segmentIds: number[]) {
  const inSegment = (row: Row, ids: number[]) =>
    ids.some((id) => SEGMENTS[segmentIds.indexOf(id)]!.holds(row));
  const recipients: string[] = [];
  const leftOut: AudienceLeftOut = {
    unsubscribed: 0,
    bounced: 0,
    pending: 0,
    suppressed: 0,
    excluded: 0,
  };
  for (const row of rows) {
    const chosen = row.explicit || inSegment(row, audience.segments) || hasTag(row, audience.tags);
    if (!chosen) continue;
    if (row.status === 'unsubscribed' || row.status === 'bounced' || row.status === 'pending')
      leftOut[row.status] += 1;
    else if (row.suppressed) leftOut.suppressed += 1;
    else if (inSegment(row, audience.excludeSegments) || hasTag(row, audience.excludeTags))
      leftOut.excluded += 1;
    else recipients.push(row.email);
  }
  return { recipients: recipients.sort(), leftOut };
}

/**
 * A campaign's audience (issue 27 §2): its added contacts, segments and tags, less excluded
 * segments and tags, less the unsubscribed, bounced, pending and suppressed, each contact once;
 * counted before the send exactly as the send queues it.
 */
describeEachDatabase('campaign audiences', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());
  const as = (user: RegisteredUser) => ({ token: user.token });

  /** A fresh account holding `rows`, the three segments and a draft with the explicit rows. */
  async function account(rows: Row[]) {
    const user = await server.registerUser();
    const userId = user.user.id;
    const now = new Date().toISOString();
    if (rows.length > 0)
      await server.db
        .insertInto('contacts')
        .values(
          rows.map((row) => ({
            user_id: userId,
            first_name: row.email.split('@')[0]!,
            last_name: 'Test',
            email: row.email,
            phone: null,
            company: row.company,
            position: null,
            status: row.status,
            tags: JSON.stringify(row.tags),
            lead_source: null,
            custom_fields: '{}',
            created_at: now,
          })),
        )
        .execute();
    await suppressionsRepository(server, ownerScope(userId)).add(
      rows.filter((row) => row.suppressed).map((row) => row.email),
      'unsubscribed',
    );
    const segmentIds: number[] = [];
    for (const [i, segment] of SEGMENTS.entries()) {
      const res = await server.post(
        '/api/segments',
        { name: `S${i}`, conditions: segment.conditions },
        as(user),
      );
      expect(res.status, res.text).toBe(201);
      segmentIds.push(res.body.segment.id);
    }
    const ids = await server.db
      .selectFrom('contacts')
      .select(['id', 'email'])
      .where('user_id', '=', userId)
      .execute();
    const idOf = new Map(ids.map((r) => [r.email, r.id]));
    return { user, segmentIds, idOf };
  }

  async function draft(user: RegisteredUser, audience: Partial<CampaignAudienceChoice>) {
    const res = await server.post(
      '/api/campaigns',
      { name: 'Audience', subject: 'Hello', content: '<p>Hi</p>', audience },
      as(user),
    );
    expect(res.status, res.text).toBe(201);
    return res.body.campaign as { id: number; audience: CampaignAudienceChoice };
  }

  const queuedEmails = async (campaignId: number) =>
    (
      await server.db
        .selectFrom('campaign_recipients')
        .select('email')
        .where('campaign_id', '=', campaignId)
        .execute()
    )
      .map((r) => r.email)
      .sort();

  it('queues what a plain filter of every contact picks, and counts it first (seeded data sets)', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const rnd = random(seed);
      const rows: Row[] = Array.from({ length: 40 }, (_, i) => ({
        email: `c${i}@example.com`,
        status: rnd.pick(STATUSES),
        tags: rnd.some(TAGS, 0.3),
        company: rnd.pick(COMPANIES),
        suppressed: rnd.next() < 0.15,
        explicit: rnd.next() < 0.25,
      }));
      const { user, segmentIds, idOf } = await account(rows);
      const audience: CampaignAudienceChoice = {
        segments: rnd.some(segmentIds, 0.5),
        tags: rnd.some(TAGS, 0.3),
        excludeSegments: rnd.some(segmentIds, 0.3),
        excludeTags: rnd.some(TAGS, 0.2),
      };
      const want = expected(rows, audience, segmentIds);
      const campaign = await draft(user, audience);
      for (const row of rows.filter((r) => r.explicit)) {
        const res = await server.post(
          `/api/campaigns/${campaign.id}/contacts`,
          { contactId: idOf.get(row.email) },
          as(user),
        );
        expect(res.status, res.text).toBe(201);
      }
      const label = `seed ${seed}: ${JSON.stringify(audience)}`;

      const counted = await server.post(
        '/api/campaigns/audience/count',
        { audience, campaignId: campaign.id },
        as(user),
      );
      expect(counted.status, counted.text).toBe(200);
      expect(counted.body, label).toEqual({
        recipients: want.recipients.length,
        leftOut: want.leftOut,
      });
      const before = await server.get(`/api/campaigns/${campaign.id}/audience`, as(user));
      expect(before.body.audience.recipients, label).toBe(want.recipients.length);

      const sent = await server.post(`/api/campaigns/${campaign.id}/send`, {}, as(user));
      if (want.recipients.length === 0) {
        expect(sent.status, label).toBe(409);
        continue;
      }
      expect(sent.status, `${label} ${sent.text}`).toBe(202);
      const emails = await queuedEmails(campaign.id);
      // Each contact once, and exactly the plain filter's.
      expect(emails, label).toEqual(want.recipients);
      const after = await server.get(`/api/campaigns/${campaign.id}`, as(user));
      expect(after.body.campaign.leftOut, label).toEqual(want.leftOut);
      expect(after.body.progress.total).toBe(want.recipients.length);
    }
  });

  it('counts an audience before the campaign exists, without added contacts', async () => {
    const rows: Row[] = [
      {
        email: 'a@example.com',
        status: 'lead',
        tags: ['vip'],
        company: '',
        suppressed: false,
        explicit: false,
      },
      {
        email: 'b@example.com',
        status: 'unsubscribed',
        tags: ['VIP'],
        company: '',
        suppressed: false,
        explicit: false,
      },
      {
        email: 'c@example.com',
        status: 'lead',
        tags: ['vip', 'trial'],
        company: '',
        suppressed: false,
        explicit: false,
      },
      {
        email: 'd@example.com',
        status: 'lead',
        tags: ['Vip'],
        company: '',
        suppressed: true,
        explicit: false,
      },
      {
        email: 'e@example.com',
        status: 'lead',
        tags: [],
        company: '',
        suppressed: false,
        explicit: false,
      },
    ];
    const { user } = await account(rows);
    const res = await server.post(
      '/api/campaigns/audience/count',
      { audience: { tags: ['VIP'], excludeTags: ['trial'] } },
      as(user),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      recipients: 1,
      leftOut: { unsubscribed: 1, bounced: 0, pending: 0, suppressed: 1, excluded: 1 },
    });
    const nothing = await server.post('/api/campaigns/audience/count', { audience: {} }, as(user));
    expect(nothing.body.recipients).toBe(0);
  });

  it('takes a segment that includes another as that segment finds, to include and to exclude', async () => {
    const row = (email: string, tags: string[]): Row => ({
      email,
      status: 'lead',
      tags,
      company: '',
      suppressed: false,
      explicit: false,
    });
    const { user } = await account([
      row('vip@example.com', ['vip']),
      row('vip-trial@example.com', ['vip', 'trial']),
      row('trial@example.com', ['trial']),
      row('none@example.com', []),
    ]);
    const segment = async (name: string, conditions: unknown) => {
      const res = await server.post('/api/segments', { name, conditions }, as(user));
      expect(res.status, res.text).toBe(201);
      return res.body.segment.id as number;
    };
    const vip = await segment('VIP', {
      match: 'all',
      conditions: [{ kind: 'tags', op: 'any', tags: ['vip'] }],
    });
    // "In VIP": a segment whose only condition is another segment.
    const inVip = await segment('In VIP', {
      match: 'all',
      conditions: [{ kind: 'segment', op: 'in', segmentId: vip }],
    });
    const trial = await segment('Trial, not VIP', {
      match: 'all',
      conditions: [
        { kind: 'tags', op: 'any', tags: ['trial'] },
        { kind: 'segment', op: 'not_in', segmentId: vip },
      ],
    });
    const campaign = await draft(user, { segments: [inVip, trial], excludeSegments: [] });
    const counted = await server.post(
      '/api/campaigns/audience/count',
      { audience: { segments: [inVip], excludeSegments: [trial] } },
      as(user),
    );
    expect(counted.status, counted.text).toBe(200);
    expect(counted.body.recipients).toBe(2);
    const sent = await server.post(`/api/campaigns/${campaign.id}/send`, {}, as(user));
    expect(sent.status, sent.text).toBe(202);
    expect(await queuedEmails(campaign.id)).toEqual([
      'trial@example.com',
      'vip-trial@example.com',
      'vip@example.com',
    ]);
  });

  it("refuses another account's or a missing segment, naming it", async () => {
    const { user } = await account([]);
    const other = await account([]);
    const foreign = other.segmentIds[0]!;
    const create = await server.post(
      '/api/campaigns',
      {
        name: 'X',
        subject: 'X',
        content: '<p>X</p>',
        audience: { excludeSegments: [foreign] },
      },
      as(user),
    );
    expect(create.status).toBe(400);
    expect(create.body).toMatchObject({
      message: `Segment ${foreign} does not exist`,
      field: 'audience.excludeSegments.0',
    });
    const count = await server.post(
      '/api/campaigns/audience/count',
      { audience: { segments: [999999] } },
      as(user),
    );
    expect(count.status).toBe(400);
    expect(count.body.message).toBe('Segment 999999 does not exist');
    const campaign = await draft(user, {});
    const patch = await server.patch(
      `/api/campaigns/${campaign.id}`,
      { audience: { segments: [foreign] } },
      as(user),
    );
    expect(patch.status).toBe(400);
    const bad = await server.post(
      '/api/campaigns/audience/count',
      { audience: { tags: ['  '] } },
      as(user),
    );
    expect(bad.status).toBe(400);
  });

  it('keeps the audience on the campaign, in edits and copies, and stops a send whose segment was deleted', async () => {
    const { user, segmentIds } = await account([
      {
        email: 'a@example.com',
        status: 'customer',
        tags: ['vip'],
        company: '',
        suppressed: false,
        explicit: false,
      },
    ]);
    const campaign = await draft(user, { segments: [segmentIds[0]!], tags: ['vip', 'VIP'] });
    // Tags match ignoring case: one choice.
    expect(campaign.audience).toEqual({
      segments: [segmentIds[0]],
      tags: ['VIP'],
      excludeSegments: [],
      excludeTags: [],
    });
    const edited = await server.patch(
      `/api/campaigns/${campaign.id}`,
      { audience: { segments: [segmentIds[0]], excludeSegments: [segmentIds[1]] } },
      as(user),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.campaign.audience.excludeSegments).toEqual([segmentIds[1]]);
    expect(edited.body.campaign.audience.tags).toEqual([]);
    const copy = await server.post(`/api/campaigns/${campaign.id}/duplicate`, {}, as(user));
    expect(copy.body.campaign.audience).toEqual(edited.body.campaign.audience);

    expect((await server.delete(`/api/segments/${segmentIds[1]}`, as(user))).status).toBe(204);
    const sent = await server.post(`/api/campaigns/${campaign.id}/send`, {}, as(user));
    expect(sent.status).toBe(409);
    expect(sent.body.message).toContain(`segment ${segmentIds[1]}, which no longer exists`);
    expect((await server.get(`/api/campaigns/${campaign.id}`, as(user))).body.campaign.status).toBe(
      'draft',
    );
  });

  describe('a campaign of added contacts only', () => {
    it('queues them as before, less the unsendable and suppressed, and keeps why', async () => {
      const rows: Row[] = ['lead', 'customer', 'unsubscribed', 'bounced', 'pending', 'lead'].map(
        (status, i) => ({
          email: `x${i}@example.com`,
          status,
          tags: ['vip'],
          company: '',
          suppressed: i === 5,
          explicit: i !== 1,
        }),
      );
      const { user, idOf } = await account(rows);
      const campaign = await draft(user, {});
      expect(campaign.audience).toEqual({
        segments: [],
        tags: [],
        excludeSegments: [],
        excludeTags: [],
      });
      for (const row of rows.filter((r) => r.explicit))
        await server.post(
          `/api/campaigns/${campaign.id}/contacts`,
          { contactId: idOf.get(row.email) },
          as(user),
        );
      const audience = await server.get(`/api/campaigns/${campaign.id}/audience`, as(user));
      expect(audience.body.audience).toEqual({
        recipients: 1,
        skipped: 4,
        leftOut: { unsubscribed: 1, bounced: 1, pending: 1, suppressed: 1, excluded: 0 },
      });
      expect((await server.post(`/api/campaigns/${campaign.id}/send`, {}, as(user))).status).toBe(
        202,
      );
      expect(await queuedEmails(campaign.id)).toEqual(['x0@example.com']);
    });
  });
});

import fc from 'fast-check';
import { isSegmentGroup, type SegmentCondition, type SegmentGroup } from '@crm/api-client';
import { CompiledQuery, sql } from 'kysely';
import { contactsRepository } from '../src/contacts/contactsRepository';
import { segmentWhere } from '../src/contacts/queries/contactsConditions';
import { ownerScope } from '../src/db/scope';
import { resolveSegments } from '../src/segments/segmentFilter';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeEachDatabase,
  startTestServer,
  type RegisteredUser,
  type TestServer,
} from './harness';

const DAY = 24 * 60 * 60 * 1000;

/** A contact as the test writes it and the plain JavaScript filter reads it. */
interface Row {
  email: string;
  first_name: string;
  company: string | null;
  status: string;
  tags: string[];
  lead_source: string | null;
  custom: Record<string, string | number | null>;
  /** Days before now (and half a day more: no boundary falls near the server's clock). */
  createdDaysAgo: number;
  events: { type: 'open' | 'click' | 'bounce'; campaign: number | null; daysAgo: number }[];
  /** One per campaign at most (campaign, contact is unique), by campaign index. */
  received: { campaign: number; daysAgo: number; opened: boolean; bounced: boolean }[];
  runs: { workflow: number; completed: boolean }[];
  submitted: number[];
}

interface World {
  campaigns: number[];
  workflows: number[];
  forms: number[];
  /** Saved segments' conditions by id, for "in another segment". */
  segments?: Map<number, SegmentGroup>;
}

const ago = (now: number, days: number) => new Date(now - (days + 0.5) * DAY).toISOString();
const dayOf = (iso: string) => iso.slice(0, 10);
const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();

/**
 * The meaning of a condition, written plainly over one contact: the server must agree on every
 * contact. Texts ignore case; "is not" holds without a value; empty is absent, null or spaces;
 * numbers and dates compare only values of that type; a click counts as an open.
 */
function matches(
  row: Row,
  item: SegmentCondition | SegmentGroup,
  world: World,
  now: number,
): boolean {
  if (isSegmentGroup(item)) {
    if (item.conditions.length === 0) return true;
    const each = item.conditions.map((c) => matches(row, c, world, now));
    return item.match === 'all' ? each.every(Boolean) : each.some(Boolean);
  }
  const c = item;
  const createdAt = ago(now, row.createdDaysAgo);
  const since = (days: number | undefined, daysAgo: number) => days === undefined || daysAgo < days;
  switch (c.kind) {
    case 'tags': {
      const has = (t: string) => row.tags.some((tag) => lower(tag) === lower(t));
      if (c.op === 'all') return c.tags.every(has);
      return c.op === 'any' ? c.tags.some(has) : !c.tags.some(has);
    }
    case 'status':
      return (lower(row.status) === lower(c.value)) === (c.op === 'is');
    case 'lead_source':
      return (
        (row.lead_source !== null && lower(row.lead_source) === lower(c.value)) === (c.op === 'is')
      );
    case 'created':
      if (c.op === 'in_last_days') return row.createdDaysAgo < Number(c.value);
      return c.op === 'before'
        ? dayOf(createdAt) < String(c.value)
        : dayOf(createdAt) > String(c.value);
    case 'field': {
      const custom = c.field.startsWith('custom:') ? c.field.slice(7) : undefined;
      const raw =
        custom !== undefined
          ? row.custom[custom]
          : c.field === 'createdAt'
            ? dayOf(createdAt)
            : c.field === 'firstName'
              ? row.first_name
              : c.field === 'company'
                ? row.company
                : c.field === 'email'
                  ? row.email
                  : undefined;
      const value = c.value;
      switch (c.op) {
        case 'is':
          return typeof raw === 'string' && lower(raw) === lower(String(value));
        case 'is_not':
          return !(typeof raw === 'string' && lower(raw) === lower(String(value)));
        case 'contains':
          return typeof raw === 'string' && lower(raw).includes(lower(String(value)));
        case 'starts_with':
          return typeof raw === 'string' && lower(raw).startsWith(lower(String(value)));
        case 'is_empty':
          return raw === undefined || raw === null || String(raw).trim() === '';
        case 'is_not_empty':
          return !(raw === undefined || raw === null || String(raw).trim() === '');
        default: {
          const [a, b] = Array.isArray(value) ? value : [value, value];
          if (typeof a === 'number' ? typeof raw !== 'number' : typeof raw !== 'string')
            return false;
          const v = (typeof raw === 'string' ? raw.slice(0, 10) : raw) as string | number;
          if (c.op === 'eq') return v === a;
          if (c.op === 'lt') return v < a!;
          if (c.op === 'gt') return v > a!;
          return v >= a! && v <= b!;
        }
      }
    }
    case 'engagement': {
      const campaign =
        c.campaignId === undefined ? undefined : world.campaigns.indexOf(c.campaignId);
      const ofCampaign = (index: number | null) => campaign === undefined || index === campaign;
      if (c.op === 'received_without_opening')
        return (
          row.received.filter(
            (r) => !r.opened && !r.bounced && since(c.days, r.daysAgo) && ofCampaign(r.campaign),
          ).length >= (c.count ?? 1)
        );
      const types =
        c.op === 'clicked' ? ['click'] : c.op === 'bounced' ? ['bounce'] : ['open', 'click'];
      const any = row.events.some(
        (e) => types.includes(e.type) && since(c.days, e.daysAgo) && ofCampaign(e.campaign),
      );
      return c.op === 'not_opened' ? !any : any;
    }
    case 'workflow': {
      const index = world.workflows.indexOf(c.workflowId);
      return row.runs.some((r) => r.workflow === index && (c.op === 'entered' || r.completed));
    }
    case 'form':
      return row.submitted.includes(world.forms.indexOf(c.formId));
    case 'segment': {
      const included = world.segments?.get(c.segmentId);
      if (!included) throw new Error(`Segment ${c.segmentId} is not in the test's world`);
      return matches(row, included, world, now) === (c.op === 'in');
    }
  }
}

const TAGS = ['vip', 'VIP', 'news', 'Beta', 'trial'];
const STATUSES = ['subscriber', 'lead', 'Customer', 'unsubscribed'];
const SOURCES = [null, 'web', 'Ads', 'WEB'];
const NAMES = ['Ana', 'anabel', 'Bob', '', ' '];
const COMPANIES = [null, 'Acme', 'acme corp', 'Zeta', ''];
const PLANS = [null, 'gold', 'Gold plus', 'silver', ''];

const rowArb = (index: number): fc.Arbitrary<Row> =>
  fc.record({
    email: fc.constant(`c${index}@example.com`),
    first_name: fc.constantFrom(...NAMES),
    company: fc.constantFrom(...COMPANIES),
    status: fc.constantFrom(...STATUSES),
    tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 3 }),
    lead_source: fc.constantFrom(...SOURCES),
    custom: fc.record(
      {
        age: fc.option(fc.integer({ min: 10, max: 60 }), { nil: null }),
        plan: fc.constantFrom(...PLANS),
        joined: fc.option(
          fc
            .integer({ min: 0, max: 400 })
            .map((d) => dayOf(new Date(Date.UTC(2025, 0, 1) + d * DAY).toISOString())),
          { nil: null },
        ),
      },
      { requiredKeys: [] },
    ),
    createdDaysAgo: fc.integer({ min: 0, max: 60 }),
    events: fc.array(
      fc.record({
        type: fc.constantFrom('open' as const, 'click' as const, 'bounce' as const),
        campaign: fc.constantFrom(0, 1, 2, null),
        daysAgo: fc.integer({ min: 0, max: 90 }),
      }),
      { maxLength: 3 },
    ),
    received: fc.uniqueArray(
      fc.record({
        campaign: fc.constantFrom(0, 1, 2),
        daysAgo: fc.integer({ min: 0, max: 90 }),
        opened: fc.boolean(),
        bounced: fc.boolean(),
      }),
      { maxLength: 3, selector: (r) => r.campaign },
    ),
    runs: fc.uniqueArray(fc.record({ workflow: fc.constantFrom(0, 1), completed: fc.boolean() }), {
      maxLength: 2,
      selector: (r) => r.workflow,
    }),
    submitted: fc.uniqueArray(fc.constantFrom(0, 1), { maxLength: 2 }),
  });

/** Every condition type and operator, over the values the rows hold (and some they do not). */
const conditionArb = (world: World): fc.Arbitrary<SegmentCondition> => {
  const date = fc
    .integer({ min: -30, max: 430 })
    .map((d) => dayOf(new Date(Date.UTC(2025, 0, 1) + d * DAY).toISOString()));
  const recentDay = fc
    .integer({ min: 0, max: 70 })
    .map((d) => dayOf(new Date(Date.now() - d * DAY).toISOString()));
  const text = fc.constantFrom('ana', 'ACME', 'gold', 'g', 'Zeta', 'silver', 'x', 'c1@example.com');
  const textOps = fc.constantFrom(
    'is',
    'is_not',
    'contains',
    'starts_with',
    'is_empty',
    'is_not_empty',
  );
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
  const clean = <T extends object>(o: T): T =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
  return fc.oneof(
    fc.record({
      kind: fc.constant('tags' as const),
      op: fc.constantFrom('any' as const, 'all' as const, 'none' as const),
      tags: fc.uniqueArray(fc.constantFrom(...TAGS, 'nope'), { minLength: 1, maxLength: 3 }),
    }),
    fc.record({
      kind: fc.constant('status' as const),
      op: fc.constantFrom('is' as const, 'is_not' as const),
      value: fc.constantFrom('customer', 'LEAD', 'subscriber'),
    }),
    fc.record({
      kind: fc.constant('lead_source' as const),
      op: fc.constantFrom('is' as const, 'is_not' as const),
      value: fc.constantFrom('web', 'ads'),
    }),
    fc.oneof(
      fc.record({
        kind: fc.constant('created' as const),
        op: fc.constantFrom('before' as const, 'after' as const),
        value: recentDay,
      }),
      fc.record({
        kind: fc.constant('created' as const),
        op: fc.constant('in_last_days' as const),
        value: fc.integer({ min: 1, max: 60 }),
      }),
    ),
    fc
      .record({
        field: fc.constantFrom('firstName', 'company', 'email', 'custom:plan'),
        op: textOps,
        value: text,
      })
      .map(({ field, op, value }) =>
        clean({
          kind: 'field' as const,
          field,
          op,
          value: op === 'is_empty' || op === 'is_not_empty' ? undefined : value,
        }),
      ),
    fc
      .record({
        field: fc.constantFrom('custom:age', 'custom:joined', 'createdAt'),
        op: fc.constantFrom('eq' as const, 'lt' as const, 'gt' as const, 'between' as const),
        a: fc.integer({ min: 5, max: 65 }),
        b: fc.integer({ min: 0, max: 30 }),
        d1: date,
        r1: recentDay,
        span: fc.integer({ min: 0, max: 60 }),
      })
      .map(({ field, op, a, b, d1, r1, span }) => {
        const first = field === 'custom:age' ? a : field === 'custom:joined' ? d1 : r1;
        const second =
          typeof first === 'number'
            ? first + b
            : dayOf(new Date(Date.parse(`${first}T00:00:00Z`) + span * DAY).toISOString());
        return {
          kind: 'field' as const,
          field,
          op,
          value: op === 'between' ? ([first, second] as [string | number, string | number]) : first,
        };
      }),
    fc
      .record({
        op: fc.constantFrom(
          'opened' as const,
          'clicked' as const,
          'not_opened' as const,
          'received_without_opening' as const,
          'bounced' as const,
        ),
        days: maybe(fc.integer({ min: 1, max: 80 })),
        campaign: maybe(fc.constantFrom(0, 1, 2)),
        count: fc.integer({ min: 1, max: 3 }),
      })
      .map(({ op, days, campaign, count }) =>
        clean({
          kind: 'engagement' as const,
          op,
          days,
          campaignId: campaign === undefined ? undefined : world.campaigns[campaign],
          count: op === 'received_without_opening' ? count : undefined,
        }),
      ),
    fc.record({
      kind: fc.constant('workflow' as const),
      op: fc.constantFrom('entered' as const, 'completed' as const),
      workflowId: fc.constantFrom(...world.workflows),
    }),
    fc.record({ kind: fc.constant('form' as const), formId: fc.constantFrom(...world.forms) }),
  ) as fc.Arbitrary<SegmentCondition>;
};

/** One condition of each kind and operator (and each option of engagement), by name. */
function everyOperator(world: World): SegmentCondition[] {
  const [c0, c1] = world.campaigns;
  const text = (field: string, value: string) =>
    (['is', 'is_not', 'contains', 'starts_with'] as const).map((op) => ({
      kind: 'field' as const,
      field,
      op,
      value,
    }));
  const empty = (field: string) =>
    (['is_empty', 'is_not_empty'] as const).map((op) => ({ kind: 'field' as const, field, op }));
  const compare = (field: string, one: string | number, two: string | number) => [
    ...(['eq', 'lt', 'gt'] as const).map((op) => ({
      kind: 'field' as const,
      field,
      op,
      value: one,
    })),
    {
      kind: 'field' as const,
      field,
      op: 'between' as const,
      value: [one, two] as [string | number, string | number],
    },
  ];
  const recent = (days: number) => dayOf(new Date(Date.now() - days * DAY).toISOString());
  return [
    ...(['any', 'all', 'none'] as const).map((op) => ({
      kind: 'tags' as const,
      op,
      tags: ['VIP', 'news'],
    })),
    { kind: 'status', op: 'is', value: 'customer' },
    { kind: 'status', op: 'is_not', value: 'lead' },
    { kind: 'lead_source', op: 'is', value: 'web' },
    { kind: 'lead_source', op: 'is_not', value: 'web' },
    { kind: 'created', op: 'before', value: recent(20) },
    { kind: 'created', op: 'after', value: recent(20) },
    { kind: 'created', op: 'in_last_days', value: 20 },
    ...text('firstName', 'ana'),
    ...empty('firstName'),
    ...text('company', 'acme'),
    ...empty('company'),
    ...text('custom:plan', 'gold'),
    ...empty('custom:plan'),
    ...compare('custom:age', 30, 45),
    ...compare('custom:joined', '2025-06-01', '2025-09-30'),
    // The anchor's day, so `eq` finds someone on every data set.
    ...compare('createdAt', dayOf(new Date(Date.now() - 5.5 * DAY).toISOString()), recent(2)),
    ...(
      ['opened', 'clicked', 'not_opened', 'bounced', 'received_without_opening'] as const
    ).flatMap((op) => [
      { kind: 'engagement' as const, op },
      { kind: 'engagement' as const, op, days: 30 },
      { kind: 'engagement' as const, op, campaignId: c0! },
    ]),
    { kind: 'engagement', op: 'received_without_opening', count: 2 },
    { kind: 'engagement', op: 'received_without_opening', count: 2, days: 60 },
    { kind: 'engagement', op: 'clicked', days: 30, campaignId: c1! },
    { kind: 'engagement', op: 'received_without_opening', days: 15, campaignId: c0! },
    { kind: 'workflow', op: 'entered', workflowId: world.workflows[0]! },
    { kind: 'workflow', op: 'completed', workflowId: world.workflows[1]! },
    { kind: 'form', formId: world.forms[1]! },
  ] as SegmentCondition[];
}

/** Groups of all/any, up to the three levels the contract allows. */
const groupArb = (world: World, depth = 1): fc.Arbitrary<SegmentGroup> =>
  fc.record({
    match: fc.constantFrom('all' as const, 'any' as const),
    conditions: fc.array(
      depth < 3
        ? fc.oneof(
            { weight: 3, arbitrary: conditionArb(world) },
            { weight: 1, arbitrary: groupArb(world, depth + 1) },
          )
        : conditionArb(world),
      { minLength: 0, maxLength: 3 },
    ),
  });

describeEachDatabase('segments', (database) => {
  let server: TestServer;
  let owner: RegisteredUser;
  let stranger: RegisteredUser;
  let world: World;
  let strangerWorld: World;
  const as = (user: RegisteredUser) => ({ token: user.token });

  /** Campaigns, workflows and a form of `user`, through the API. */
  async function worldOf(user: RegisteredUser): Promise<World> {
    const post = async (path: string, body: unknown) => {
      const res = await server.post(path, body, as(user));
      expect(res.status, res.text).toBe(201);
      return res.body;
    };
    const campaigns: number[] = [];
    for (const name of ['A', 'B', 'C'])
      campaigns.push(
        (await post('/api/campaigns', { name, subject: name, content: '<p>Hi</p>' })).campaign.id,
      );
    const workflows: number[] = [];
    for (const name of ['W1', 'W2'])
      workflows.push(
        (
          await post('/api/automation-workflows', {
            name,
            trigger: 'contact_added',
            isActive: false,
            steps: JSON.stringify({ version: 2, trigger: {}, steps: [] }),
          })
        ).workflow.id,
      );
    const forms: number[] = [];
    for (const name of ['F1', 'F2'])
      forms.push(
        (
          await post('/api/forms', {
            name,
            fields: [
              { key: 'email', type: 'email', label: 'Email' },
              // A field no contact holds yet: its type comes from the form.
              { key: 'custom:seats', type: 'number', label: 'Seats' },
            ],
          })
        ).form.id,
      );
    return { campaigns, workflows, forms };
  }

  /** Replaces `user`'s contacts and their history with `rows`; returns their ids in order. */
  async function store(
    user: RegisteredUser,
    w: World,
    rows: Row[],
    now: number,
  ): Promise<number[]> {
    const { db } = server;
    const userId = user.user.id;
    for (const table of [
      'tracking_events',
      'campaign_recipients',
      'workflows_runs',
      'forms_submissions',
    ] as const)
      await db.deleteFrom(table).where('user_id', '=', userId).execute();
    await db.deleteFrom('contacts').where('user_id', '=', userId).execute();
    if (rows.length === 0) return [];
    const inserted = await db
      .insertInto('contacts')
      .values(
        rows.map((r) => ({
          user_id: userId,
          first_name: r.first_name,
          last_name: 'L',
          email: r.email,
          phone: null,
          company: r.company,
          position: null,
          status: r.status,
          tags: JSON.stringify(r.tags),
          lead_source: r.lead_source,
          custom_fields: JSON.stringify(r.custom),
          created_at: ago(now, r.createdDaysAgo),
        })),
      )
      .returning('id')
      .execute();
    const ids = inserted.map((r) => r.id);
    const events = rows.flatMap((r, i) =>
      r.events.map((e) => ({
        user_id: userId,
        campaign_id: e.campaign === null ? null : w.campaigns[e.campaign]!,
        recipient_id: null,
        contact_id: ids[i]!,
        type: e.type,
        url: e.type === 'click' ? 'https://example.com' : null,
        created_at: ago(now, e.daysAgo),
      })),
    );
    if (events.length > 0) await db.insertInto('tracking_events').values(events).execute();
    const received = rows.flatMap((r, i) =>
      r.received.map((m) => ({
        user_id: userId,
        campaign_id: w.campaigns[m.campaign]!,
        contact_id: ids[i]!,
        email: r.email,
        status: 'sent' as const,
        next_attempt_at: ago(now, m.daysAgo),
        sent_at: ago(now, m.daysAgo),
        first_opened_at: m.opened ? ago(now, m.daysAgo) : null,
        bounced_at: m.bounced ? ago(now, m.daysAgo) : null,
        created_at: ago(now, m.daysAgo),
      })),
    );
    if (received.length > 0) await db.insertInto('campaign_recipients').values(received).execute();
    const runs = rows.flatMap((r, i) =>
      r.runs.map((run) => ({
        user_id: userId,
        workflow_id: w.workflows[run.workflow]!,
        contact_id: ids[i]!,
        status: run.completed ? ('completed' as const) : ('active' as const),
        step_id: null,
        next_due: null,
        error: null,
        entered_at: ago(now, 3),
        updated_at: ago(now, 2),
        finished_at: run.completed ? ago(now, 2) : null,
      })),
    );
    if (runs.length > 0) await db.insertInto('workflows_runs').values(runs).execute();
    const submissions = rows.flatMap((r, i) =>
      r.submitted.map((form) => ({
        user_id: userId,
        form_id: w.forms[form]!,
        contact_id: ids[i]!,
        form_version: 1,
        answers: '{}',
        created_at: ago(now, 1),
      })),
    );
    if (submissions.length > 0)
      await db.insertInto('forms_submissions').values(submissions).execute();
    return ids;
  }

  /**
   * A contact with every custom field set (so each field has a type whatever else is drawn) that
   * meets every operator of `everyOperator`'s positive ones; `low` and `high` meet the others, so
   * each operator keeps some contacts and leaves others out on every data set.
   */
  const anchor: Row = {
    email: 'anchor@example.com',
    first_name: 'Ana',
    company: 'Acme',
    status: 'lead',
    tags: ['vip'],
    lead_source: 'web',
    custom: { age: 30, plan: 'gold', joined: '2025-06-01' },
    createdDaysAgo: 5,
    events: [
      { type: 'open', campaign: 0, daysAgo: 3 },
      { type: 'click', campaign: 0, daysAgo: 3 },
      { type: 'click', campaign: 1, daysAgo: 4 },
      { type: 'bounce', campaign: 0, daysAgo: 2 },
    ],
    received: [
      { campaign: 0, daysAgo: 10, opened: false, bounced: false },
      { campaign: 1, daysAgo: 20, opened: false, bounced: false },
    ],
    runs: [
      { workflow: 0, completed: false },
      { workflow: 1, completed: true },
    ],
    submitted: [1],
  };
  const low: Row = {
    ...anchor,
    email: 'low@example.com',
    first_name: '',
    company: null,
    status: 'subscriber',
    tags: [],
    lead_source: null,
    custom: { age: 20, joined: '2025-01-15' },
    createdDaysAgo: 40,
    events: [],
    received: [],
    runs: [],
    submitted: [],
  };
  const high: Row = {
    ...low,
    email: 'high@example.com',
    status: 'Customer',
    tags: ['VIP', 'news'],
    custom: { age: 50, joined: '2025-12-01', plan: null },
    createdDaysAgo: 0,
  };

  const ids = async (path: string, user = owner): Promise<number[]> => {
    const res = await server.get(path, as(user));
    expect(res.status, res.text).toBe(200);
    return (res.body.contacts as { id: number }[]).map((c) => c.id).sort((a, b) => a - b);
  };

  beforeAll(async () => {
    server = await startTestServer({ database });
    [owner, stranger] = [await server.registerUser(), await server.registerUser()];
    world = await worldOf(owner);
    strangerWorld = await worldOf(stranger);
    // The stranger's contacts meet most conditions; none of them may ever show up for the owner.
    const now = Date.now();
    await store(
      stranger,
      strangerWorld,
      Array.from({ length: 6 }, (_, i) => ({ ...anchor, email: `s${i}@example.com` })),
      now,
    );
  });
  afterAll(() => server.close());

  it('finds exactly the contacts a plain filter finds, for every condition type and operator', async () => {
    let segmentId: number | undefined;
    let checked = 0;
    // The operators that kept some contacts and left others out on some data set: all of them,
    // or the comparison would not tell a broken operator from a working one.
    const split = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 2, max: 12 })
          .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => rowArb(i)))),
        fc.array(groupArb(world), { minLength: 3, maxLength: 5 }),
        async (drawn, groups) => {
          const rows = [anchor, low, high, ...drawn];
          const now = Date.now();
          const contactIds = await store(owner, world, rows, now);
          // Every operator alone on every drawn data set, then random groups of them.
          const each = everyOperator(world).map((c) => ({
            match: 'all' as const,
            conditions: [c],
          }));
          for (const [index, conditions] of [...each, ...groups].entries()) {
            const body = { name: 'Property', conditions };
            const saved = segmentId
              ? await server.put(`/api/segments/${segmentId}`, body, as(owner))
              : await server.post('/api/segments', body, as(owner));
            expect(saved.status, `${saved.text}\n${JSON.stringify(conditions)}`).toBeLessThan(300);
            segmentId = saved.body.segment.id as number;
            const expected = contactIds
              .filter((_, i) => matches(rows[i]!, conditions, world, now))
              .sort((a, b) => a - b);
            const found = await ids(`/api/contacts?segment=${segmentId}`);
            expect(found, JSON.stringify({ conditions, rows })).toEqual(expected);
            if (index < each.length) {
              if (expected.length > 0 && expected.length < rows.length) split.add(index);
            } else {
              const live = await server.post('/api/segments/count', { conditions }, as(owner));
              expect(live.body).toEqual({ count: expected.length });
            }
            checked++;
          }
        },
      ),
      // The failing case is reported as found (its rows and conditions are in the message):
      // shrinking replays the database for each step.
      { numRuns: 8, endOnFailure: true },
    );
    expect(checked).toBeGreaterThanOrEqual(8 * (everyOperator(world).length + 3));
    const undivided = everyOperator(world).filter((_, i) => !split.has(i));
    expect(undivided).toEqual([]);
  });

  it('joins conditions with AND and OR in nested groups', async () => {
    const now = Date.now();
    const rows: Row[] = [
      { ...anchor, email: 'a@example.com', tags: ['vip'], status: 'customer', events: [] },
      { ...anchor, email: 'b@example.com', tags: ['vip'], status: 'lead', events: [] },
      { ...anchor, email: 'c@example.com', tags: [], status: 'customer', events: [] },
      {
        ...anchor,
        email: 'd@example.com',
        tags: [],
        status: 'lead',
        events: [{ type: 'click', campaign: 2, daysAgo: 1 }],
      },
    ];
    const [a, b, c, d] = await store(owner, world, rows, now);
    // VIP customers, or anyone who clicked in the last week.
    const conditions = {
      match: 'any',
      conditions: [
        {
          match: 'all',
          conditions: [
            { kind: 'tags', op: 'any', tags: ['VIP'] },
            { kind: 'status', op: 'is', value: 'customer' },
          ],
        },
        { kind: 'engagement', op: 'clicked', days: 7 },
      ],
    };
    const created = await server.post(
      '/api/segments',
      { name: 'VIP or clickers', conditions },
      as(owner),
    );
    expect(created.status).toBe(201);
    expect(await ids(`/api/contacts?segment=${created.body.segment.id}`)).toEqual([a, d]);
    // The same conditions joined by AND at the top: VIP customers who also clicked.
    const all = { ...conditions, match: 'all' };
    expect((await server.post('/api/segments/count', { conditions: all }, as(owner))).body).toEqual(
      {
        count: 0,
      },
    );
    expect(b! + c!).toBeGreaterThan(0);
  });

  it('includes other segments (in and not in) as a plain filter of theirs finds, live', async () => {
    const save = async (id: number | undefined, name: string, conditions: SegmentGroup) => {
      const body = { name, conditions };
      const res = id
        ? await server.put(`/api/segments/${id}`, body, as(owner))
        : await server.post('/api/segments', body, as(owner));
      expect(res.status, `${res.text}\n${JSON.stringify(conditions)}`).toBeLessThan(300);
      return res.body.segment.id as number;
    };
    const empty: SegmentGroup = { match: 'all', conditions: [] };
    const first = await save(undefined, 'Included', empty);
    const second = await save(undefined, 'Includes', {
      match: 'all',
      conditions: [{ kind: 'segment', op: 'in', segmentId: first }],
    });
    const top = await save(undefined, 'Includes both', {
      match: 'all',
      conditions: [{ kind: 'segment', op: 'in', segmentId: second }],
    });
    // Flat groups: `second` includes `first`, `top` either of them, three levels in all.
    const flat = fc.record({
      match: fc.constantFrom('all' as const, 'any' as const),
      conditions: fc.array(conditionArb(world), { minLength: 1, maxLength: 3 }),
    });
    const reference = (ids: number[]) =>
      fc.record({
        kind: fc.constant('segment' as const),
        op: fc.constantFrom('in' as const, 'not_in' as const),
        segmentId: fc.constantFrom(...ids),
      });
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 2, max: 12 })
          .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => rowArb(i)))),
        flat,
        flat,
        reference([first]),
        fc.constantFrom('all' as const, 'any' as const),
        fc.array(fc.oneof(reference([first, second]), conditionArb(world)), {
          minLength: 1,
          maxLength: 3,
        }),
        async (drawn, firstGroup, secondGroup, secondIncludes, match, topConditions) => {
          const rows = [anchor, low, high, ...drawn];
          const now = Date.now();
          const contactIds = await store(owner, world, rows, now);
          const secondConditions: SegmentGroup = {
            ...secondGroup,
            conditions: [...secondGroup.conditions, secondIncludes],
          };
          const topGroup: SegmentGroup = {
            match,
            conditions: [{ kind: 'segment', op: 'in', segmentId: second }, ...topConditions],
          };
          await save(first, 'Included', firstGroup);
          await save(second, 'Includes', secondConditions);
          await save(top, 'Includes both', topGroup);
          const segments = new Map([
            [first, firstGroup],
            [second, secondConditions],
            [top, topGroup],
          ]);
          for (const id of [second, top]) {
            const expected = contactIds
              .filter((_, i) => matches(rows[i]!, segments.get(id)!, { ...world, segments }, now))
              .sort((a, b) => a - b);
            const context = JSON.stringify({ segments: [...segments], rows });
            expect(await ids(`/api/contacts?segment=${id}`), context).toEqual(expected);
            expect((await server.get(`/api/segments/${id}/count`, as(owner))).body).toEqual({
              count: expected.length,
            });
            const unsaved = await server.post(
              '/api/segments/count',
              { conditions: segments.get(id) },
              as(owner),
            );
            expect(unsaved.body, context).toEqual({ count: expected.length });
            checked++;
          }
        },
      ),
      { numRuns: 8, endOnFailure: true },
    );
    expect(checked).toBe(16);
    for (const id of [top, second, first])
      expect((await server.delete(`/api/segments/${id}`, as(owner))).status).toBe(204);
  });

  it('nests included segments two levels, live, and refuses loops, others’ segments and too deep', async () => {
    const now = Date.now();
    const rows: Row[] = [
      { ...low, email: 'n1@example.com', tags: ['vip'], status: 'customer' },
      { ...low, email: 'n2@example.com', tags: ['vip'], status: 'lead' },
      { ...low, email: 'n3@example.com', tags: [], status: 'customer' },
      { ...low, email: 'n4@example.com', tags: ['news'], status: 'lead' },
    ];
    const [n1, n2, n3, n4] = await store(owner, world, rows, now);
    const group = (...conditions: unknown[]) => ({ match: 'all', conditions });
    const includes = (segmentId: number, op = 'in') => ({ kind: 'segment', op, segmentId });
    const create = async (name: string, conditions: unknown) => {
      const res = await server.post('/api/segments', { name, conditions }, as(owner));
      expect(res.status, res.text).toBe(201);
      return res.body.segment.id as number;
    };
    const count = async (id: number) =>
      (await server.get(`/api/segments/${id}/count`, as(owner))).body.count as number;

    // VIPs; VIP customers; everyone but VIP customers.
    const vips = await create('Nested VIPs', group({ kind: 'tags', op: 'any', tags: ['vip'] }));
    const customers = await create(
      'Nested VIP customers',
      group(includes(vips), { kind: 'status', op: 'is', value: 'customer' }),
    );
    const others = await create('Nested others', group(includes(customers, 'not_in')));
    expect(await ids(`/api/contacts?segment=${customers}`)).toEqual([n1]);
    expect(await ids(`/api/contacts?segment=${others}`)).toEqual([n2, n3, n4]);

    // Live: changing the innermost segment changes both that include it, at once.
    const put = (id: number, name: string, conditions: unknown) =>
      server.put(`/api/segments/${id}`, { name, conditions }, as(owner));
    const news = group({ kind: 'tags', op: 'any', tags: ['vip', 'news'] });
    expect((await put(vips, 'Nested VIPs', news)).status).toBe(200);
    expect([await count(customers), await count(others)]).toEqual([1, 3]);
    expect(
      (
        await put(
          vips,
          'Nested VIPs',
          group({ kind: 'status', op: 'is_not', value: 'unsubscribed' }),
        )
      ).status,
    ).toBe(200);
    expect([await count(customers), await count(others)]).toEqual([2, 2]);
    expect(await ids(`/api/contacts?segment=${others}`)).toEqual([n2, n4]);

    // A workflow's segment condition asks the same of one contact, its segments loaded first.
    const database = { db: server.db, dialect: server.dialect };
    const scope = ownerScope(owner.user.id);
    const saved = (await server.get(`/api/segments/${others}`, as(owner))).body.segment
      .conditions as SegmentGroup;
    const contacts = contactsRepository(database, scope);
    const resolved = await resolveSegments(database, scope, saved, [others]);
    expect(await Promise.all([n1, n2, n3, n4].map((id) => contacts.meets(id!, resolved)))).toEqual([
      false,
      true,
      false,
      true,
    ]);
    // Not loaded is a mistake of the caller, never "everyone" or "no one".
    await expect(contacts.meets(n1!, saved)).rejects.toThrow(/conditions loaded/);

    const refused = async (res: { status: number; body: { message: string; field?: string } }) => {
      expect(res.status).toBe(400);
      return res.body;
    };
    // A loop, directly or through others.
    expect(await refused(await put(vips, 'Nested VIPs', group(includes(vips))))).toEqual({
      message: 'Condition 1: a segment cannot include itself',
      field: 'conditions.conditions.0.segmentId',
    });
    expect(
      await refused(await put(vips, 'Nested VIPs', group(news.conditions[0], includes(others)))),
    ).toEqual({
      message:
        'Condition 2: “Nested others” includes this segment: including it back would make a loop',
      field: 'conditions.conditions.1.segmentId',
    });
    // Another account's segment, or none.
    const theirs = (
      await server.post('/api/segments', { name: 'Theirs', conditions: group() }, as(stranger))
    ).body.segment.id as number;
    for (const id of [theirs, 999_999])
      expect(
        await refused(
          await server.post('/api/segments/count', { conditions: group(includes(id)) }, as(owner)),
        ),
      ).toEqual({
        message: 'Condition 1: that segment does not exist',
        field: 'conditions.conditions.0.segmentId',
      });
    // Three levels: an included segment counts as a group, so a fourth is past the limit...
    expect(
      await refused(
        await server.post(
          '/api/segments',
          { name: 'Too deep', conditions: group(includes(others)) },
          as(owner),
        ),
      ),
    ).toEqual({
      message:
        'Condition 1: “Nested others” would nest groups more than 3 deep here (an included segment counts as a group)',
      field: 'conditions.conditions.0.segmentId',
    });
    expect(
      (
        await refused(
          await server.post(
            '/api/segments/count',
            { conditions: group(group(includes(customers))) },
            as(owner),
          ),
        )
      ).field,
    ).toBe('conditions.conditions.0.conditions.0.segmentId');
    // ...and so is a change that would push a segment including this one past it.
    expect(await refused(await put(vips, 'Nested VIPs', group(news)))).toEqual({
      message: '“Nested others” includes this segment and would then nest groups more than 3 deep',
      field: 'conditions',
    });
    expect(await count(others)).toBe(2);

    // A segment in use is kept: deleting it would change the segments that include it.
    const del = (id: number) => server.delete(`/api/segments/${id}`, as(owner));
    const inUse = await del(vips);
    expect([inUse.status, inUse.body]).toEqual([
      409,
      {
        message:
          'This segment is used by “Nested VIP customers”: remove it from that segment first',
      },
    ]);
    expect((await server.get(`/api/segments/${vips}`, as(owner))).status).toBe(200);
    for (const id of [others, customers, vips]) expect((await del(id)).status).toBe(204);
    expect((await server.delete(`/api/segments/${theirs}`, as(stranger))).status).toBe(204);
  });

  it('saves, lists, reads, replaces and deletes segments, each owner only its own', async () => {
    const conditions = { match: 'all', conditions: [{ kind: 'tags', op: 'any', tags: ['vip'] }] };
    const created = await server.post('/api/segments', { name: '  VIPs ', conditions }, as(owner));
    expect(created.status).toBe(201);
    const segment = created.body.segment;
    expect(segment).toMatchObject({ name: 'VIPs', conditions });
    expect(Date.parse(segment.createdAt)).not.toBeNaN();
    const id = segment.id as number;

    expect(
      (await server.get('/api/segments', as(owner))).body.segments.map((s: { id: number }) => s.id),
    ).toContain(id);
    expect((await server.get(`/api/segments/${id}`, as(owner))).body.segment).toEqual(segment);
    const replaced = await server.put(
      `/api/segments/${id}`,
      { name: 'Leads', conditions: { match: 'any', conditions: [] } },
      as(owner),
    );
    expect(replaced.body.segment).toMatchObject({
      id,
      name: 'Leads',
      conditions: { match: 'any', conditions: [] },
    });

    // Another account's segment does not exist for the stranger, whatever the route.
    expect((await server.get('/api/segments', as(stranger))).body.segments).toEqual([]);
    for (const res of [
      await server.get(`/api/segments/${id}`, as(stranger)),
      await server.get(`/api/segments/${id}/count`, as(stranger)),
      await server.put(`/api/segments/${id}`, { name: 'Mine', conditions }, as(stranger)),
      await server.delete(`/api/segments/${id}`, as(stranger)),
      await server.get(`/api/contacts?segment=${id}`, as(stranger)),
      await server.get(`/api/contacts?segment=${id}&limit=10`, as(stranger)),
      await server.get(`/api/contacts/count?segment=${id}`, as(stranger)),
      await server.post(
        '/api/contacts/bulk/tag',
        { filter: { segment: id }, tag: 'x' },
        as(stranger),
      ),
    ])
      expect([res.status, res.body]).toEqual([404, { message: 'Segment not found' }]);

    expect((await server.delete(`/api/segments/${id}`, as(owner))).status).toBe(204);
    expect((await server.get(`/api/segments/${id}`, as(owner))).status).toBe(404);
    expect((await server.get(`/api/contacts?segment=${id}`, as(owner))).status).toBe(404);
  });

  it('counts only the owner’s contacts, a saved segment and unsaved conditions alike', async () => {
    const now = Date.now();
    const [mine] = await store(owner, world, [anchor], now);
    const conditions = { match: 'all', conditions: [{ kind: 'tags', op: 'any', tags: ['vip'] }] };
    const id = (await server.post('/api/segments', { name: 'VIP', conditions }, as(owner))).body
      .segment.id;
    expect((await server.get(`/api/segments/${id}/count`, as(owner))).body).toEqual({ count: 1 });
    expect(await ids(`/api/contacts?segment=${id}`)).toEqual([mine]);
    // The stranger's six VIPs are theirs alone.
    expect((await server.post('/api/segments/count', { conditions }, as(stranger))).body).toEqual({
      count: 6,
    });
    expect((await server.post('/api/segments/count', { conditions }, as(owner))).body).toEqual({
      count: 1,
    });
  });

  it('refuses conditions that cannot work with a 400 naming the condition', async () => {
    await store(owner, world, [anchor], Date.now());
    const refuse = async (conditions: unknown) => {
      const res = await server.post('/api/segments/count', { conditions }, as(owner));
      expect(res.status, res.text).toBe(400);
      return res.body;
    };
    const group = (...conditions: unknown[]) => ({ match: 'all', conditions });
    const tags = { kind: 'tags', op: 'any', tags: ['vip'] };

    expect(
      await refuse(group(tags, { kind: 'field', field: 'custom:age', op: 'contains', value: '3' })),
    ).toEqual({
      message:
        'Condition 2: “contains” does not fit the number field “age”: use one of eq, lt, gt, between',
      field: 'conditions.conditions.1.op',
    });
    expect(
      await refuse(group({ kind: 'field', field: 'custom:joined', op: 'lt', value: 5 })),
    ).toEqual({
      message: 'Condition 1: Enter a date like 2026-01-31',
      field: 'conditions.conditions.0.value',
    });
    expect(
      await refuse(
        group(tags, group(tags, { kind: 'field', field: 'custom:shoe', op: 'is', value: '9' })),
      ),
    ).toEqual({
      message: 'Condition 3: no contact has a custom field named “shoe” and no form asks for it',
      field: 'conditions.conditions.1.conditions.1.field',
    });
    expect(await refuse(group({ kind: 'field', field: 'email', op: 'gt', value: 3 }))).toEqual({
      message:
        '“gt” does not fit a text field: use one of is, is_not, contains, starts_with, is_empty, is_not_empty',
      field: 'conditions.conditions.0.op',
    });
    expect(
      await refuse(group({ kind: 'field', field: 'shoeSize', op: 'is', value: '9' })),
    ).toMatchObject({
      field: 'conditions.conditions.0.field',
    });
    expect(await refuse(group({ kind: 'smell', op: 'is' }))).toMatchObject({
      message: expect.stringContaining('Each condition needs a kind'),
      field: 'conditions.conditions.0.kind',
    });
    expect(await refuse(group(group(group(group(tags)))))).toEqual({
      message: 'Groups may be nested at most 3 deep',
      field: 'conditions.conditions.0.conditions.0.conditions.0',
    });
    expect(await refuse(group({ kind: 'tags', op: 'any', tags: [] }))).toEqual({
      message: 'Choose at least one tag',
      field: 'conditions.conditions.0.tags',
    });
    expect(await refuse(group({ kind: 'engagement', op: 'opened', count: 2 }))).toEqual({
      message: 'A count only goes with “received without opening”',
      field: 'conditions.conditions.0.count',
    });
    // Another account's campaign, workflow and form are no condition's here.
    expect(
      await refuse(
        group({ kind: 'engagement', op: 'opened', campaignId: strangerWorld.campaigns[0] }),
      ),
    ).toEqual({
      message: 'Condition 1: that campaign does not exist',
      field: 'conditions.conditions.0.campaignId',
    });
    expect(
      await refuse(
        group(tags, { kind: 'workflow', op: 'entered', workflowId: strangerWorld.workflows[0] }),
      ),
    ).toEqual({
      message: 'Condition 2: that workflow does not exist',
      field: 'conditions.conditions.1.workflowId',
    });
    expect(await refuse(group({ kind: 'form', formId: strangerWorld.forms[0] }))).toEqual({
      message: 'Condition 1: that form does not exist',
      field: 'conditions.conditions.0.formId',
    });
    // Saving checks the same way, and nothing is saved.
    const saved = await server.post(
      '/api/segments',
      { name: 'Bad', conditions: group({ kind: 'form', formId: strangerWorld.forms[0] }) },
      as(owner),
    );
    expect(saved.status).toBe(400);
    // A custom field only a form asks for takes that form's type.
    const seats = group({ kind: 'field', field: 'custom:seats', op: 'gt', value: 2 });
    expect(
      (await server.post('/api/segments/count', { conditions: seats }, as(owner))).body,
    ).toEqual({ count: 0 });
    expect(
      await refuse(group({ kind: 'field', field: 'custom:seats', op: 'is', value: '2' })),
    ).toMatchObject({
      field: 'conditions.conditions.0.op',
    });
  });

  it('filters the Contacts list, its count, paging with search and sort, and a bulk tag of all matching', async () => {
    const now = Date.now();
    const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
      ...anchor,
      email: `p${i}@example.com`,
      first_name: i % 2 === 0 ? 'Ana' : 'Bob',
      tags: i % 3 === 0 ? ['vip'] : ['news'],
      events: i < 8 ? [{ type: 'open' as const, campaign: 0, daysAgo: i }] : [],
    }));
    const contactIds = await store(owner, world, rows, now);
    // Opened in the last 5 days, not tagged vip: contacts 1, 2, 4 (0 and 3 are vip; 5+ too old).
    const conditions = {
      match: 'all',
      conditions: [
        { kind: 'engagement', op: 'opened', days: 5 },
        { kind: 'tags', op: 'none', tags: ['vip'] },
      ],
    };
    const id = (await server.post('/api/segments', { name: 'Recent', conditions }, as(owner))).body
      .segment.id;
    const expected = [1, 2, 4].map((i) => contactIds[i]!);
    expect(await ids(`/api/contacts?segment=${id}`)).toEqual(expected);
    expect((await server.get(`/api/contacts/count?segment=${id}`, as(owner))).body).toEqual({
      total: 3,
    });
    expect((await server.get(`/api/contacts?segment=${id}&limit=0`, as(owner))).body).toEqual({
      total: 3,
    });

    // Keyset pages of two, newest first: every member once, with the total on each page.
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: {
        body: { contacts: { id: number }[]; nextCursor: string | null; total: number };
      } = await server.get(
        `/api/contacts?segment=${id}&limit=2&sort=email&order=desc${cursor ? `&cursor=${cursor}` : ''}`,
        as(owner),
      );
      expect(page.body.total).toBe(3);
      seen.push(...page.body.contacts.map((c) => c.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...expected].reverse());
    // A cursor of this segment is refused with another filter.
    const first = await server.get(`/api/contacts?segment=${id}&limit=1&sort=email`, as(owner));
    const wrong = await server.get(
      `/api/contacts?limit=1&sort=email&cursor=${first.body.nextCursor}`,
      as(owner),
    );
    expect(wrong.status).toBe(400);

    // Search within the segment.
    expect(await ids(`/api/contacts?segment=${id}&q=ana`)).toEqual([
      contactIds[2]!,
      contactIds[4]!,
    ]);

    // "Select all matching" then Tag: exactly the segment's contacts gain the tag.
    const tagged = await server.post(
      '/api/contacts/bulk/tag',
      { filter: { segment: id }, tag: 'recent' },
      as(owner),
    );
    expect(tagged.body).toEqual({ affected: 3 });
    const withTag = await server.db
      .selectFrom('contacts')
      .select('id')
      .where('user_id', '=', owner.user.id)
      .where('tags', 'like', '%recent%')
      .orderBy('id')
      .execute();
    expect(withTag.map((r) => r.id)).toEqual(expected);
    // The segment is live: a contact that opens now joins it.
    await server.db
      .insertInto('tracking_events')
      .values({
        user_id: owner.user.id,
        campaign_id: world.campaigns[1]!,
        recipient_id: null,
        contact_id: contactIds[11]!,
        type: 'open',
        url: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await server.get(`/api/segments/${id}/count`, as(owner))).body).toEqual({ count: 4 });
  });

  it('answers an engagement condition from the tracking index (migration 025)', async () => {
    const conditions: SegmentGroup = {
      match: 'all',
      conditions: [{ kind: 'engagement', op: 'opened', days: 30, campaignId: world.campaigns[0] }],
    };
    const query = server.db
      .selectFrom('contacts')
      .select('id')
      .where('user_id', '=', owner.user.id)
      .where(segmentWhere(server.dialect, conditions, new Date()))
      .compile();
    const plan = await server.db.transaction().execute(async (trx) => {
      if (server.dialect === 'sqlite') {
        const { rows } = await trx.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        return rows.map((row) => row.detail).join('\n');
      }
      // The test's few rows would otherwise be read by a sequential scan, whatever the indexes.
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    // SQLite probes each contact's events by the new index; PostgreSQL may instead semi-join the
    // owner's recent events (its (user, type, time) index) or, since the condition names a
    // campaign, that campaign's (a bitmap scan, chosen once on a loaded run): any of them reads
    // events through an index, never a scan of every event.
    expect(plan, plan).toMatch(
      server.dialect === 'sqlite'
        ? /tracking_events_contact_type_created/
        : /(Index (Only )?Scan using|Bitmap Index Scan on) tracking_events_(contact_type_created|user_type_created|campaign_type)/,
    );
    expect(plan, plan).not.toMatch(/(Seq Scan on|SCAN) (tracking_events|te\b)/);
  });

  it('runs a background bulk action over a segment a batch at a time, with the conditions asked for', async () => {
    // A selection past CONTACT_BULK_IMMEDIATE_MAX is a job whose batches read its filter: here the
    // batches themselves, over a dozen contacts in batches of five.
    const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
      ...low,
      email: `b${i}@example.com`,
      status: i % 2 === 0 ? 'customer' : 'lead',
    }));
    const contactIds = await store(owner, world, rows, Date.now());
    const conditions: SegmentGroup = {
      match: 'all',
      conditions: [{ kind: 'status', op: 'is', value: 'Customer' }],
    };
    const bulk = contactsRepository(
      { db: server.db, dialect: server.dialect },
      ownerScope(owner.user.id),
    ).bulk;
    const filter = { segment: 1, conditions };
    let afterId = 0;
    const maxId = Math.max(...contactIds);
    for (;;) {
      const batch = await bulk.batch(
        filter,
        { action: 'tag', tag: 'batched' },
        { afterId, maxId, limit: 5 },
      );
      if (batch.lastId === undefined) break;
      afterId = batch.lastId;
    }
    const tagged = await server.db
      .selectFrom('contacts')
      .select('id')
      .where('user_id', '=', owner.user.id)
      .where('tags', 'like', '%batched%')
      .orderBy('id')
      .execute();
    expect(tagged.map((r) => r.id)).toEqual(contactIds.filter((_, i) => i % 2 === 0));
    // A segment named without its conditions loaded is a mistake of the caller, never "everyone".
    await expect(bulk.count({ filter: { segment: 1 } })).rejects.toThrow(/conditions loaded/);
  });

  it('enrols a segment into a workflow, and never another account’s segment', async () => {
    const rows: Row[] = Array.from({ length: 6 }, (_, i) => ({
      ...low,
      email: `e${i}@example.com`,
      tags: i < 2 ? ['vip'] : [],
    }));
    const contactIds = await store(owner, world, rows, Date.now());
    const conditions = { match: 'all', conditions: [{ kind: 'tags', op: 'any', tags: ['VIP'] }] };
    const segment = (await server.post('/api/segments', { name: 'VIP', conditions }, as(owner)))
      .body.segment.id;
    const workflow = (
      await server.post(
        '/api/automation-workflows',
        {
          name: 'Welcome VIPs',
          trigger: 'contact_added',
          isActive: true,
          steps: JSON.stringify({ version: 2, trigger: {}, steps: [] }),
        },
        as(owner),
      )
    ).body.workflow.id;
    const enrol = await server.post(
      `/api/automation-workflows/${workflow}/enrol`,
      { filter: { segment } },
      as(owner),
    );
    expect(enrol.body).toEqual({ entered: 2, selected: 2 });
    const entered = await server.db
      .selectFrom('workflows_runs')
      .select('contact_id')
      .where('workflow_id', '=', workflow)
      .orderBy('contact_id')
      .execute();
    expect(entered.map((r) => r.contact_id)).toEqual(contactIds.slice(0, 2));

    const theirs = (await server.post('/api/segments', { name: 'VIP', conditions }, as(stranger)))
      .body.segment.id;
    const refused = await server.post(
      `/api/automation-workflows/${workflow}/enrol`,
      { filter: { segment: theirs } },
      as(owner),
    );
    expect([refused.status, refused.body]).toEqual([404, { message: 'Segment not found' }]);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatIssues } from '../common/formatIssues';
import {
  CampaignCreateInputSchema,
  CampaignListQuerySchema,
  CampaignSchema,
  CampaignUpdateInputSchema,
} from './campaigns.schemas';

function failure(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return 'ok';
  const { message, field } = formatIssues(result.issues);
  return { message, field };
}

const campaign = { name: 'Spring sale', subject: '20% off', content: '<p>Hello</p>' };

describe('campaign create', () => {
  it('defaults status to draft and scheduledAt to null', () => {
    expect(v.parse(CampaignCreateInputSchema, campaign)).toEqual({
      ...campaign,
      status: 'draft',
      scheduledAt: null,
      design: null,
      audience: { segments: [], tags: [], excludeSegments: [], excludeTags: [] },
      abTest: null,
    });
  });
  it('keeps an audience: each segment once, each tag once ignoring case', () => {
    const output = v.parse(CampaignCreateInputSchema, {
      ...campaign,
      audience: { segments: [3, 3, 4], tags: ['VIP', 'vip', ' news '], excludeTags: ['trial'] },
    });
    expect(output.audience).toEqual({
      segments: [3, 4],
      tags: ['vip', 'news'],
      excludeSegments: [],
      excludeTags: ['trial'],
    });
    expect(failure(CampaignCreateInputSchema, { ...campaign, audience: { tags: [' '] } })).toEqual(
      expect.objectContaining({ message: 'Tags cannot be blank' }),
    );
  });
  it.each([
    [{ name: ' ' }, 'Name is required', 'name'],
    [{ name: undefined }, 'Name is required', 'name'],
    [{ subject: '' }, 'Subject is required', 'subject'],
    [{ content: '' }, 'Content is required', 'content'],
    [{ status: 'paused' }, 'Status must be one of draft, scheduled, sent, archived', 'status'],
    [
      { scheduledAt: 'next tuesday' },
      'Scheduled date must be a valid date and time',
      'scheduledAt',
    ],
    [{ subject: 'x'.repeat(301) }, 'Subject must be at most 300 characters', 'subject'],
    [{ content: 'x'.repeat(1_000_001) }, 'Content must be at most 1,000,000 characters', 'content'],
  ])('%j -> %s', (change, message, field) => {
    expect(failure(CampaignCreateInputSchema, { ...campaign, ...change })).toEqual({
      message,
      field,
    });
  });
  it('stores scheduledAt as a UTC ISO string and blank as null', () => {
    expect(
      v.parse(CampaignCreateInputSchema, { ...campaign, scheduledAt: '2025-05-16T10:00:00+02:00' })
        .scheduledAt,
    ).toBe('2025-05-16T08:00:00.000Z');
    expect(v.parse(CampaignCreateInputSchema, { ...campaign, scheduledAt: '' }).scheduledAt).toBe(
      null,
    );
  });
  it('drops id, createdAt, counters and unknown keys', () => {
    const output = v.parse(CampaignCreateInputSchema, {
      ...campaign,
      id: 1,
      createdAt: '2020-01-01T00:00:00.000Z',
      sentCount: 1000,
      openCount: 900,
      userId: 5,
    });
    expect(Object.keys(output).sort()).toEqual(
      [
        'abTest',
        'audience',
        'content',
        'design',
        'name',
        'scheduledAt',
        'status',
        'subject',
      ].sort(),
    );
  });
});

describe('campaign entity', () => {
  it('needs non-negative whole counters', () => {
    const entity = {
      id: 1,
      ...campaign,
      status: 'sent',
      scheduledAt: null,
      sentCount: 10,
      openCount: 4,
      clickCount: 1,
      createdAt: '2025-05-16T09:30:00.000Z',
    };
    expect(v.safeParse(CampaignSchema, entity).success).toBe(true);
    expect(v.safeParse(CampaignSchema, { ...entity, openCount: -1 }).success).toBe(false);
    expect(v.safeParse(CampaignSchema, { ...entity, status: 'paused' }).success).toBe(false);
  });
});

describe('campaign update', () => {
  it('keeps only the fields sent, so a PATCH changes nothing else', () => {
    expect(v.parse(CampaignUpdateInputSchema, { name: ' Renamed ', sentCount: 5 })).toEqual({
      name: 'Renamed',
    });
  });
  it.each([
    [{ status: 'sent' }, 'Status must be one of draft, scheduled', 'status'],
    [{ subject: '' }, 'Subject is required', 'subject'],
    [{ design: '[1]' }, 'Design must be a JSON object', 'design'],
  ])('%j -> %s', (change, message, field) => {
    expect(failure(CampaignUpdateInputSchema, change)).toEqual({ message, field });
  });
  it('clears the schedule with null or blank', () => {
    expect(v.parse(CampaignUpdateInputSchema, { scheduledAt: '' }).scheduledAt).toBeNull();
    expect(v.parse(CampaignUpdateInputSchema, { scheduledAt: null }).scheduledAt).toBeNull();
  });
});

describe('campaign list query', () => {
  it('reads limit and cursor from query strings', () => {
    expect(v.parse(CampaignListQuerySchema, { q: ' sale ', limit: '10', cursor: '42' })).toEqual({
      q: 'sale',
      limit: 10,
      cursor: 42,
    });
  });
  it.each([{ limit: '0' }, { limit: '101' }, { limit: '1.5' }, { cursor: '0' }, { cursor: 'x' }])(
    'refuses %j',
    (query) => {
      expect(v.safeParse(CampaignListQuerySchema, query).success).toBe(false);
    },
  );
});

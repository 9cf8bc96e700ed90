import {
  CONTACT_TIMELINE_KINDS,
  type ContactChangeSource,
  type ContactTimelineEvent,
} from '@crm/api-client';
import { describe, expect, it } from 'vitest';
import { sampleDealEvents, sampleTimeline } from '../testing/contactTimelineFixtures';
import { TIMELINE_FILTERS, timelineText } from './contactTimelineText';

describe('timelineText', () => {
  it('says what every kind of event is, with its details', () => {
    const merged: ContactTimelineEvent = {
      kind: 'merged',
      id: '1-9',
      at: '2026-03-05T09:00:00.000Z',
      emails: ['ana.garcia@gmail.com', 'ana@globex.example'],
      by: 'user',
      byName: 'Sam Lee',
    };
    const texts = Object.fromEntries(
      [...sampleTimeline, ...sampleDealEvents, merged].map((e) => [e.kind, timelineText(e)]),
    );
    expect(Object.keys(texts).sort()).toEqual([...CONTACT_TIMELINE_KINDS].sort());
    expect(texts.campaign_email_clicked).toEqual({
      title: 'Clicked a link in the campaign Spring launch',
      details: ['https://shop.example.com/spring'],
    });
    expect(texts.email_bounced!.title).toBe('The campaign a deleted campaign bounced');
    expect(texts.status_changed!.details).toEqual([
      'They resubscribed on the unsubscribe page',
      'By the contact',
    ]);
    expect(texts.created!.title).toBe('Created from the form Newsletter');
    expect(texts.field_changed).toEqual({
      title: 'Company changed from “Acme” to “Globex”',
      details: ['By Sam Lee'],
    });
    expect(texts.tags_changed).toEqual({
      title: 'Tagged “vip”; Untagged “trial”',
      details: ['By the workflow Welcome series'],
    });
    expect(texts.merged).toEqual({
      title: 'Merged with ana.garcia@gmail.com, ana@globex.example',
      details: ['By Sam Lee'],
    });
    expect(texts.deal_stage_changed).toEqual({
      title: 'Deal “Acme renewal” moved from Lead to Qualified',
      details: [],
    });
    expect(texts.deal_closed).toEqual({
      title: 'Deal “Acme renewal” lost',
      details: ['Went with a competitor'],
    });
    expect(texts.consent!.details).toEqual([
      '“I agree to receive the monthly newsletter.”',
      'Confirmed Feb 1, 2026, 9:03 AM UTC',
    ]);
  });

  it('says how a contact was created, and who made a change', () => {
    const created = (via: ContactChangeSource | null, viaName: string | null = null) =>
      timelineText({ kind: 'created', id: '0-1', at: '2026-01-01T00:00:00.000Z', via, viaName })
        .title;
    expect(created('import', 'contacts.csv')).toBe('Created by import of contacts.csv');
    expect(created('form', 'Newsletter')).toBe('Created from the form Newsletter');
    expect(created('user')).toBe('Created by hand');
    expect(created('api')).toBe('Created through the API');
    expect(created(null)).toBe('Contact created');
    const change = (by: ContactChangeSource, from: string | null, to: string | null) =>
      timelineText({
        kind: 'field_changed',
        id: '1-1',
        at: '2026-01-01T00:00:00.000Z',
        field: 'customFields.plan',
        from,
        to,
        by,
        byName: null,
      });
    expect(change('api', null, 'pro')).toEqual({
      title: 'plan changed from empty to “pro”',
      details: ['Through the API'],
    });
    expect(change('user', 'pro', '').details).toEqual(['By hand']);
  });

  it('offers every kind in exactly one filter besides All events', () => {
    const kinds = TIMELINE_FILTERS.flatMap((choice) => choice.kinds);
    expect(kinds.sort()).toEqual([...CONTACT_TIMELINE_KINDS].filter((k) => k !== 'created').sort());
    expect(TIMELINE_FILTERS[0]).toEqual({ id: 'all', label: 'All events', kinds: [] });
  });
});

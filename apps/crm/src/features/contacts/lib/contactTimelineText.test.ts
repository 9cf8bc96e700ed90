import { CONTACT_TIMELINE_KINDS } from '@crm/api-client';
import { describe, expect, it } from 'vitest';
import { sampleTimeline } from '../testing/contactTimelineFixtures';
import { TIMELINE_FILTERS, timelineText } from './contactTimelineText';

describe('timelineText', () => {
  it('says what every kind of event is, with its details', () => {
    const texts = Object.fromEntries(sampleTimeline.map((e) => [e.kind, timelineText(e)]));
    expect(Object.keys(texts).sort()).toEqual([...CONTACT_TIMELINE_KINDS].sort());
    expect(texts.campaign_email_clicked).toEqual({
      title: 'Clicked a link in the campaign Spring launch',
      details: ['https://shop.example.com/spring'],
    });
    expect(texts.email_bounced!.title).toBe('The campaign a deleted campaign bounced');
    expect(texts.status_changed!.details).toEqual(['They resubscribed on the unsubscribe page']);
    expect(texts.consent!.details).toEqual([
      '“I agree to receive the monthly newsletter.”',
      'Confirmed Feb 1, 2026, 9:03 AM UTC',
    ]);
  });

  it('offers every kind in exactly one filter besides All events', () => {
    const kinds = TIMELINE_FILTERS.flatMap((choice) => choice.kinds);
    expect(kinds.sort()).toEqual([...CONTACT_TIMELINE_KINDS].filter((k) => k !== 'created').sort());
    expect(TIMELINE_FILTERS[0]).toEqual({ id: 'all', label: 'All events', kinds: [] });
  });
});

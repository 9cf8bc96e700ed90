import * as v from 'valibot';
import { ContactTimelineEventSchema, type ContactTimelineEvent } from '@crm/api-client';

/** Ana García's story: one event of every kind, newest first, checked against the contract. */
export const sampleTimeline: ContactTimelineEvent[] = v.parse(v.array(ContactTimelineEventSchema), [
  {
    kind: 'campaign_email_clicked',
    id: '6-14',
    at: '2026-03-04T10:12:00.000Z',
    campaignId: 7,
    campaignName: 'Spring launch',
    url: 'https://shop.example.com/spring',
  },
  {
    kind: 'campaign_email_opened',
    id: '6-13',
    at: '2026-03-04T10:10:00.000Z',
    campaignId: 7,
    campaignName: 'Spring launch',
  },
  {
    kind: 'campaign_email_sent',
    id: '4-21',
    at: '2026-03-04T09:00:00.000Z',
    campaignId: 7,
    campaignName: 'Spring launch',
    subject: 'Spring is here',
  },
  {
    kind: 'field_changed',
    id: '1-5',
    at: '2026-03-01T14:00:00.000Z',
    field: 'company',
    from: 'Acme',
    to: 'Globex',
    by: 'user',
    byName: 'Sam Lee',
  },
  {
    kind: 'tags_changed',
    id: '1-4',
    at: '2026-03-01T13:00:00.000Z',
    added: ['vip'],
    removed: ['trial'],
    by: 'workflow',
    byName: 'Welcome series',
  },
  {
    kind: 'status_changed',
    id: '1-3',
    at: '2026-02-20T16:30:00.000Z',
    from: 'unsubscribed',
    to: 'subscriber',
    reason: 'They resubscribed on the unsubscribe page',
    by: 'contact',
    byName: null,
  },
  { kind: 'resubscribed', id: '3-9', at: '2026-02-20T16:30:00.000Z' },
  { kind: 'unsubscribed', id: '3-8', at: '2026-02-18T08:05:00.000Z' },
  {
    kind: 'email_bounced',
    id: '6-5',
    at: '2026-02-11T12:00:00.000Z',
    campaignId: null,
    campaignName: null,
  },
  {
    kind: 'workflow_email_clicked',
    id: '6-4',
    at: '2026-02-02T11:00:00.000Z',
    url: 'https://shop.example.com/welcome',
  },
  { kind: 'workflow_email_opened', id: '6-3', at: '2026-02-02T10:58:00.000Z' },
  {
    kind: 'workflow_email_sent',
    id: '5-2-hello',
    at: '2026-02-01T09:00:10.000Z',
    workflowId: 3,
    workflowName: 'Welcome series',
  },
  {
    kind: 'consent',
    id: '3-1',
    at: '2026-02-01T09:00:00.000Z',
    formId: 4,
    formName: 'Newsletter',
    consentText: 'I agree to receive the monthly newsletter.',
    confirmedAt: '2026-02-01T09:03:00.000Z',
  },
  {
    kind: 'form_submitted',
    id: '2-1',
    at: '2026-02-01T09:00:00.000Z',
    formId: 4,
    formName: 'Newsletter',
  },
  {
    kind: 'task_completed',
    id: '9-1',
    at: '2026-02-01T09:00:00.000Z',
    taskId: 1,
    title: 'Send the welcome pack',
  },
  {
    kind: 'task_created',
    id: '8-1',
    at: '2026-02-01T09:00:00.000Z',
    taskId: 1,
    title: 'Send the welcome pack',
  },
  {
    kind: 'note_added',
    id: '7-1',
    at: '2026-02-01T09:00:00.000Z',
    noteId: 1,
    text: 'Met at the spring fair.',
  },
  {
    kind: 'created',
    id: '0-1',
    at: '2026-02-01T09:00:00.000Z',
    via: 'form',
    viaName: 'Newsletter',
  },
]);

/** A deal's stage change and closing (issue 32 §3), kept apart from the stories' timeline. */
export const sampleDealEvents: ContactTimelineEvent[] = [
  {
    kind: 'deal_closed',
    id: '10-2',
    at: '2026-02-03T09:00:00.000Z',
    dealId: 1,
    dealName: 'Acme renewal',
    status: 'lost',
    reason: 'Went with a competitor',
  },
  {
    kind: 'deal_stage_changed',
    id: '10-1',
    at: '2026-02-02T09:00:00.000Z',
    dealId: 1,
    dealName: 'Acme renewal',
    fromStage: 'Lead',
    toStage: 'Qualified',
  },
];

/** `count` opens of one campaign a minute apart, newest first, ending with the contact's creation. */
export function manyTimelineEvents(count: number): ContactTimelineEvent[] {
  const start = Date.parse('2026-03-01T00:00:00.000Z');
  const events: ContactTimelineEvent[] = Array.from({ length: count - 1 }, (_, i) => ({
    kind: 'campaign_email_opened',
    id: `6-${count - i}`,
    at: new Date(start + (count - i) * 60_000).toISOString(),
    campaignId: 7,
    campaignName: 'Spring launch',
  }));
  const created = new Date(start).toISOString();
  return [...events, { kind: 'created', id: '0-1', at: created, via: null, viaName: null }];
}

import type { ContactTimelineEvent, ContactTimelineKind } from '@crm/api-client';
import { formatDate } from '../../../lib/formatDate';
import { statusLabel } from './contactStatuses';

/** The timeline's filter: each choice names the kinds it shows (none: every kind). */
export const TIMELINE_FILTERS: { id: string; label: string; kinds: ContactTimelineKind[] }[] = [
  { id: 'all', label: 'All events', kinds: [] },
  {
    id: 'campaign',
    label: 'Campaign emails',
    kinds: [
      'campaign_email_sent',
      'campaign_email_opened',
      'campaign_email_clicked',
      'email_bounced',
    ],
  },
  {
    id: 'workflow',
    label: 'Workflow emails',
    kinds: ['workflow_email_sent', 'workflow_email_opened', 'workflow_email_clicked'],
  },
  {
    id: 'subscription',
    label: 'Subscription and consent',
    kinds: ['consent', 'unsubscribed', 'resubscribed', 'status_changed'],
  },
  { id: 'forms', label: 'Form submissions', kinds: ['form_submitted'] },
  {
    id: 'notes',
    label: 'Notes and tasks',
    kinds: ['note_added', 'task_created', 'task_completed'],
  },
];

/** What an event says: a line naming it, and the details under it (none: an empty list). */
export function timelineText(event: ContactTimelineEvent): { title: string; details: string[] } {
  const campaign = (e: { campaignName: string | null }) =>
    e.campaignName === null ? 'a deleted campaign' : e.campaignName;
  switch (event.kind) {
    case 'created':
      return { title: 'Contact created', details: [] };
    case 'status_changed':
      return {
        title: `Status changed from ${statusLabel(event.from)} to ${statusLabel(event.to)}`,
        details: [event.reason],
      };
    case 'form_submitted':
      return { title: `Submitted the form ${event.formName}`, details: [] };
    case 'consent':
      return {
        title:
          event.formName === null ? 'Gave consent' : `Gave consent on the form ${event.formName}`,
        details: [
          ...(event.consentText ? [`“${event.consentText}”`] : []),
          ...(event.confirmedAt ? [`Confirmed ${formatDate(event.confirmedAt, 'date-time')}`] : []),
        ],
      };
    case 'unsubscribed':
      return { title: 'Unsubscribed', details: [] };
    case 'resubscribed':
      return { title: 'Resubscribed', details: [] };
    case 'campaign_email_sent':
      return {
        title: `Sent the campaign ${campaign(event)}`,
        details: event.subject ? [`Subject: ${event.subject}`] : [],
      };
    case 'campaign_email_opened':
      return { title: `Opened the campaign ${campaign(event)}`, details: [] };
    case 'campaign_email_clicked':
      return {
        title: `Clicked a link in the campaign ${campaign(event)}`,
        details: event.url ? [event.url] : [],
      };
    case 'email_bounced':
      return { title: `The campaign ${campaign(event)} bounced`, details: [] };
    case 'workflow_email_sent':
      return { title: `Sent an email of the workflow ${event.workflowName}`, details: [] };
    case 'workflow_email_opened':
      return { title: 'Opened a workflow email', details: [] };
    case 'workflow_email_clicked':
      return { title: 'Clicked a link in a workflow email', details: event.url ? [event.url] : [] };
    case 'note_added':
      return { title: 'Note added', details: [event.text] };
    case 'task_created':
      return { title: `Task added: ${event.title}`, details: [] };
    case 'task_completed':
      return { title: `Task done: ${event.title}`, details: [] };
  }
}

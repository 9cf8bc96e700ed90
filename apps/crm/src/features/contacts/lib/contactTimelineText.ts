import type {
  ContactChangeSource,
  ContactTimelineEvent,
  ContactTimelineKind,
} from '@crm/api-client';
import { formatDate } from '../../../lib/formatDate';
import { statusLabel } from '../../../lib/contactStatuses';

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
    id: 'changes',
    label: 'Field and tag changes',
    kinds: ['field_changed', 'tags_changed', 'merged'],
  },
  {
    id: 'notes',
    label: 'Notes and tasks',
    kinds: ['note_added', 'task_created', 'task_completed'],
  },
  { id: 'deals', label: 'Deals', kinds: ['deal_stage_changed', 'deal_closed'] },
];

/** The contact's fields as the Edit Contact dialog names them. */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  position: 'Position',
  leadSource: 'Lead Source',
};

/** A changed field's name: a contact field's label, or a custom field's own name. */
const fieldLabel = (field: string) =>
  FIELD_LABELS[field] ?? (field.startsWith('customFields.') ? field.slice(13) : field);

/** How a contact was created, as the line under "Contact created"'s place says it. */
function createdTitle(event: Extract<ContactTimelineEvent, { kind: 'created' }>): string {
  switch (event.via) {
    case 'user':
      return 'Created by hand';
    case 'api':
      return 'Created through the API';
    case 'import':
      return event.viaName ? `Created by import of ${event.viaName}` : 'Created by import';
    case 'form':
      return event.viaName ? `Created from the form ${event.viaName}` : 'Created from a form';
    case 'workflow':
      return event.viaName ? `Created by the workflow ${event.viaName}` : 'Created by a workflow';
    case 'contact':
    case null:
      return 'Contact created';
  }
}

/** Who made a change, as a detail line ("By Ana García", "Through the API"). */
function changedBy(event: { by: ContactChangeSource; byName: string | null }): string {
  switch (event.by) {
    case 'user':
      return event.byName ? `By ${event.byName}` : 'By hand';
    case 'api':
      return 'Through the API';
    case 'import':
      return event.byName ? `By the import of ${event.byName}` : 'By an import';
    case 'form':
      return event.byName ? `By the form ${event.byName}` : 'By a form';
    case 'workflow':
      return event.byName ? `By the workflow ${event.byName}` : 'By a workflow';
    case 'contact':
      return 'By the contact';
  }
}

/** A field's value in a change line: quoted, or "empty". */
const shown = (value: string | null) => (value === null || value === '' ? 'empty' : `“${value}”`);

/** What an event says: a line naming it, and the details under it (none: an empty list). */
export function timelineText(event: ContactTimelineEvent): { title: string; details: string[] } {
  const campaign = (e: { campaignName: string | null }) =>
    e.campaignName === null ? 'a deleted campaign' : e.campaignName;
  switch (event.kind) {
    case 'created':
      return { title: createdTitle(event), details: [] };
    case 'status_changed':
      return {
        title: `Status changed from ${statusLabel(event.from)} to ${statusLabel(event.to)}`,
        details: [...(event.reason ? [event.reason] : []), changedBy(event)],
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
    case 'field_changed':
      return {
        title: `${fieldLabel(event.field)} changed from ${shown(event.from)} to ${shown(event.to)}`,
        details: [changedBy(event)],
      };
    case 'tags_changed':
      return {
        title: [
          ...(event.added.length > 0
            ? [`Tagged ${event.added.map((tag) => `“${tag}”`).join(', ')}`]
            : []),
          ...(event.removed.length > 0
            ? [`Untagged ${event.removed.map((tag) => `“${tag}”`).join(', ')}`]
            : []),
        ].join('; '),
        details: [changedBy(event)],
      };
    case 'merged':
      return {
        title: `Merged with ${event.emails.join(', ')}`,
        details: [changedBy(event)],
      };
    case 'note_added':
      return { title: 'Note added', details: [event.text] };
    case 'task_created':
      return { title: `Task added: ${event.title}`, details: [] };
    case 'task_completed':
      return { title: `Task done: ${event.title}`, details: [] };
    case 'deal_stage_changed':
      return {
        title: `Deal “${event.dealName}” moved from ${event.fromStage} to ${event.toStage}`,
        details: [],
      };
    case 'deal_closed':
      return {
        title:
          event.status === 'open'
            ? `Deal “${event.dealName}” reopened`
            : `Deal “${event.dealName}” ${event.status}`,
        details: event.reason ? [event.reason] : [],
      };
  }
}

import { WEBHOOK_TEST_EVENT } from '@crm/api-client';

/** Each event's name in words, as the dialog's checkboxes and the lists show it. */
const eventLabels: Record<string, string> = {
  'contact.created': 'Contact created',
  'contact.updated': 'Contact updated',
  'contact.unsubscribed': 'Contact unsubscribed',
  'contact.bounced': 'Contact bounced',
  'contact.complained': 'Contact complained',
  'contact.erased': 'Contact erased',
  'form.submitted': 'Form submitted',
  'campaign.sent': 'Campaign sent',
  'email.opened': 'Email opened',
  'email.clicked': 'Email clicked',
  'workflow.entered': 'Workflow entered',
  'workflow.completed': 'Workflow completed',
  [WEBHOOK_TEST_EVENT]: 'Test event',
};

/** An event type in words; one this screen does not know (a newer server's) as it is. */
export const eventLabel = (type: string) => eventLabels[type] ?? type;

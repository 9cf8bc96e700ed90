import type { TriggerType } from '@crm/api-client';

/** How each automation trigger type reads in the Create Workflow select and the table. */
export const triggerLabels: Record<TriggerType, string> = {
  form_submission: 'Form Submission',
  email_opened: 'Email Opened',
  link_clicked: 'Link Clicked',
  contact_added: 'Contact Added',
  tag_added: 'Tag Added',
  subscription_started: 'Subscription Started',
  subscription_ended: 'Subscription Ended',
  date: 'Date (birthday, anniversary)',
  deal_stage_changed: 'Deal Moved to Stage',
};

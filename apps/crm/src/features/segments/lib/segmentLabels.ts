import type { SegmentConditionKind } from '@crm/api-client';
import { formatCountOf } from '../../../lib/formatCount';

/** The condition kinds in the kind picker, in words. */
export const KIND_LABELS: Record<SegmentConditionKind, string> = {
  tags: 'Tags',
  status: 'Status',
  lead_source: 'Lead source',
  created: 'Created date',
  field: 'Contact field',
  engagement: 'Email engagement',
  workflow: 'Workflow',
  form: 'Form submitted',
  segment: 'Segment',
};

/** Each operator in words, by kind (a field's by its type). */
export const OP_LABELS: Record<string, string> = {
  any: 'has any of',
  all: 'has all of',
  none: 'has none of',
  is: 'is',
  is_not: 'is not',
  before: 'before',
  after: 'after',
  in_last_days: 'in the last N days',
  contains: 'contains',
  starts_with: 'starts with',
  is_empty: 'is empty',
  is_not_empty: 'is not empty',
  eq: 'equals',
  lt: 'less than',
  gt: 'greater than',
  between: 'between',
  opened: 'opened an email',
  clicked: 'clicked an email',
  not_opened: 'never opened an email',
  received_without_opening: 'received emails without opening',
  bounced: 'bounced',
  entered: 'entered',
  completed: 'completed',
  in: 'is in',
  not_in: 'is not in',
};

/** A date field's comparisons read as dates. */
export const DATE_OP_LABELS: Record<string, string> = {
  eq: 'on',
  lt: 'before',
  gt: 'after',
  between: 'between',
};

/** The contact's own fields a field condition offers, in words. */
export const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  position: 'Position',
  leadSource: 'Lead source',
  status: 'Status',
  createdAt: 'Created',
};

/** "1,234 contacts match" (the editor's live count). */
export const matchText = (count: number) =>
  formatCountOf(count, 'contact matches', 'contacts match');

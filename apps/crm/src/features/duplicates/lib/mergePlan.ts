import {
  MERGE_FIELDS,
  OPT_OUT_CONTACT_STATUSES,
  type Contact,
  type DuplicateGroup,
  type MergeContactsInput,
  type MergeField,
} from '@crm/api-client';
import { statusLabel } from '../../../lib/contactStatuses';

/** The merge dialog's names of the fields, as the Edit Contact dialog names them. */
export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  position: 'Position',
  status: 'Status',
  leadSource: 'Lead Source',
};

/** One value a field may take: the first contact holding it, and how it reads. */
export interface MergeChoice {
  contactId: number;
  label: string;
  /** A value that would mail someone who asked for no more mail: not offered. */
  isDisabled: boolean;
}

const isOptOut = (status: string) =>
  (OPT_OUT_CONTACT_STATUSES as readonly string[]).includes(status);

const shown = (field: MergeField, value: string | null) =>
  value === null || value === '' ? '(empty)' : field === 'status' ? statusLabel(value) : value;

/**
 * The fields whose values differ among `contacts`, each with its distinct values (the first
 * contact holding each). A field they all share needs no choice. If any of them unsubscribed or
 * bounced, only those statuses are offered: a merge must not mail them again.
 */
export function mergeChoices(
  contacts: readonly Contact[],
): { field: MergeField; choices: MergeChoice[] }[] {
  const optedOut = contacts.some((c) => isOptOut(c.status));
  return MERGE_FIELDS.flatMap((field) => {
    const choices: MergeChoice[] = [];
    const seen = new Set<string | null>();
    for (const contact of contacts) {
      const value = contact[field];
      if (seen.has(value)) continue;
      seen.add(value);
      choices.push({
        contactId: contact.id,
        label: shown(field, value),
        isDisabled: field === 'status' && optedOut && !isOptOut(value ?? ''),
      });
    }
    return choices.length > 1 ? [{ field, choices }] : [];
  });
}

/** The choice each field starts at: the kept (first) contact's value, or the first one offered. */
export function defaultPicks(contacts: readonly Contact[]): Partial<Record<MergeField, number>> {
  return Object.fromEntries(
    mergeChoices(contacts).map(({ field, choices }) => [
      field,
      (choices.find((c) => !c.isDisabled) ?? choices[0]!).contactId,
    ]),
  );
}

/** Every contact's tags, once each, the kept contact's first: what the merged contact will have. */
export const unitedTags = (contacts: readonly Contact[]) => [
  ...new Set(contacts.flatMap((c) => c.tags)),
];

/** The merge request: the group's first (oldest) contact is kept, the others merged into it. */
export function mergeInput(
  group: Pick<DuplicateGroup, 'contacts'>,
  picks: Partial<Record<MergeField, number>>,
): MergeContactsInput {
  const [keep, ...others] = group.contacts;
  return { keepId: keep!.id, mergeIds: others.map((c) => c.id), fields: picks };
}

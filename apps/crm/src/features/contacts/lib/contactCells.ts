import type { Contact } from '@crm/api-client';

/** What a blank value shows in the table (spec section 2: blank values show dashes). */
export const BLANK = '-';

/**
 * A contact's name, or its address when it has none (imported newsletter lists are mostly
 * email-only): never a blank where a person is meant.
 */
export const contactName = (contact: Pick<Contact, 'firstName' | 'lastName' | 'email'>) =>
  `${contact.firstName} ${contact.lastName}`.trim() || contact.email || BLANK;

/** Whether the contact has a name (a row shows its address twice otherwise). */
export const hasName = (contact: Pick<Contact, 'firstName' | 'lastName'>) =>
  Boolean(`${contact.firstName}${contact.lastName}`.trim());

export const orDash = (value: string | null | undefined) => (value?.trim() ? value : BLANK);

/** Tags comma-joined, or a dash when none (spec section 2). */
export const tagList = (tags: readonly string[]) => (tags.length ? tags.join(', ') : BLANK);

import type { Contact } from '@crm/api-client';

/** What a blank value shows in the table (spec section 2: blank values show dashes). */
export const BLANK = '-';

export const contactName = (contact: Pick<Contact, 'firstName' | 'lastName'>) =>
  `${contact.firstName} ${contact.lastName}`.trim() || BLANK;

export const orDash = (value: string | null | undefined) => (value?.trim() ? value : BLANK);

/** Tags comma-joined, or a dash when none (spec section 2). */
export const tagList = (tags: readonly string[]) => (tags.length ? tags.join(', ') : BLANK);

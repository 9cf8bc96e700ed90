import { OPT_OUT_CONTACT_STATUSES } from '@crm/api-client';

/**
 * The statuses the screen offers. The contract takes any text (imports bring their own), so a
 * contact's other status still shows and stays selectable in its Edit dialog.
 */
export const CONTACT_STATUS_OPTIONS = ['subscriber', 'lead', 'customer', 'unsubscribed'] as const;

export const statusLabel = (status: string) =>
  status ? status.charAt(0).toUpperCase() + status.slice(1) : status;

/** The statuses offered to a contact now in `status`: an imported one stays selectable. */
export const statusChoices = (status: string): readonly string[] =>
  (CONTACT_STATUS_OPTIONS as readonly string[]).includes(status)
    ? CONTACT_STATUS_OPTIONS
    : [...CONTACT_STATUS_OPTIONS, status];

/**
 * Whether a change from `from` to `to` leaves an opt-out. An opt-out sticks: mailing an
 * unsubscribed or bounced contact again needs their new consent, recorded in the owner's words
 * (the server refuses the change without it, and audits it).
 */
export const leavesOptOut = (from: string, to: string) =>
  (OPT_OUT_CONTACT_STATUSES as readonly string[]).includes(from) && to !== from;

/** The help under the Reason field when a contact in `status` leaves it. */
export const optOutReasonHint = (status: string) =>
  `This contact ${status === 'bounced' ? 'bounced' : 'unsubscribed'}. Say why they may be mailed again, for example: they asked to rejoin by email on 3 May.`;

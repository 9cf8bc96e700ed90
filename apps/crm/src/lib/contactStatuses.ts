/**
 * The statuses the screen offers. The contract takes any text (imports bring their own), so a
 * contact's other status still shows and stays selectable in its Edit dialog.
 */
export const CONTACT_STATUS_OPTIONS = ['subscriber', 'lead', 'customer', 'unsubscribed'] as const;

export const statusLabel = (status: string) =>
  status ? status.charAt(0).toUpperCase() + status.slice(1) : status;

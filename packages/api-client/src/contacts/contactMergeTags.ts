/**
 * The merge tags every contact fills: what the template editor offers in its 'Insert merge tag'
 * menus and previews with the sample, and the names sending fills per recipient (the server reads
 * this list, so the two cannot drift). `unsubscribeUrl` is the recipient's own unsubscribe link.
 * The shape is the email builder's `MergeTag`.
 */
export const CONTACT_MERGE_TAGS = [
  { name: 'firstName', label: 'First name', sample: 'Ana' },
  { name: 'lastName', label: 'Last name', sample: 'García' },
  { name: 'email', label: 'Email', sample: 'ana@example.com' },
  { name: 'company', label: 'Company', sample: 'Sunrise Bakery' },
  { name: 'position', label: 'Position', sample: 'Owner' },
  { name: 'phone', label: 'Phone', sample: '+34 600 123 456' },
  { name: 'unsubscribeUrl', label: 'Unsubscribe link', sample: 'https://example.com/unsubscribe' },
] as const satisfies readonly { name: string; label: string; sample: string }[];

/** A tag name of `CONTACT_MERGE_TAGS`. */
export type ContactMergeTagName = (typeof CONTACT_MERGE_TAGS)[number]['name'];

import {
  CONFIRM_URL_MERGE_TAG,
  CONTACT_MERGE_TAGS,
  type ContactMergeTagName,
} from '@crm/api-client';
import { MERGE_TAG_PATTERN } from '@crm/email-builder';

/**
 * Merge tags: `{{firstName}}`, `{{ company }}`, `{{firstName|there}}` (the text after `|` is the
 * fallback used when the contact has no value). Names are case-insensitive; custom fields are
 * reached by their key (`{{plan}}`). An unknown name renders its fallback, or nothing. The syntax
 * is the email builder's (`MERGE_TAG_PATTERN`): what the builder offers is what sending fills.
 */
export type MergeSegment = string | { name: string; fallback: string };

/**
 * What a tag renders for a contact without a value when the author gave no fallback: imported
 * lists are mostly email-only, and "Hi {{firstName}}," should read "Hi there," rather than "Hi ,".
 */
export const DEFAULT_FALLBACKS: Readonly<Record<string, string>> = { firstname: 'there' };

/** Splits text into literal runs and tags once, so filling it per recipient is a join. */
export function parseMergeTags(text: string): MergeSegment[] {
  const out: MergeSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(MERGE_TAG_PATTERN)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const name = match[1]!.toLowerCase();
    const fallback = match[2]?.trim() ?? '';
    out.push({ name, fallback: fallback || DEFAULT_FALLBACKS[name] || '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** A recipient's values by lower-case tag name. */
export type MergeValues = ReadonlyMap<string, string>;

/**
 * Fills the tags: `encode` turns a contact's value into the target syntax (HTML-escaped in HTML,
 * percent-encoded in a URL, as-is in plain text); `encodeFallback` does the same for fallbacks,
 * which come from the author's template rather than from the contact.
 */
export function fillMergeTags(
  segments: readonly MergeSegment[],
  values: MergeValues,
  encode: (value: string, name: string) => string,
  encodeFallback: (fallback: string) => string = (f) => f,
): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'string') {
      out += segment;
      continue;
    }
    const value = values.get(segment.name);
    out += value ? encode(value, segment.name) : encodeFallback(segment.fallback);
  }
  return out;
}

/** The fields of a contact that merge tags read. */
export interface MergeContact {
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  position: string | null;
  phone: string | null;
  customFields: Record<string, unknown>;
}

/**
 * Tag names a custom field can never fill (issue 26 §7): the tags every contact offers (even when
 * the contact has no value for one), the links the product makes among them, and a form's
 * confirmation link (offered in that one email only).
 */
export const RESERVED_MERGE_NAMES: ReadonlySet<string> = new Set(
  [...CONTACT_MERGE_TAGS.map((tag) => tag.name), CONFIRM_URL_MERGE_TAG].map((name) =>
    name.toLowerCase(),
  ),
);

/** The tag values of one contact: custom fields never shadow a reserved name. */
export function mergeValues(
  contact: MergeContact,
  extra: Record<string, string> = {},
): MergeValues {
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(contact.customFields)) {
    const name = key.toLowerCase();
    if (RESERVED_MERGE_NAMES.has(name)) continue;
    if (value !== null && value !== undefined && typeof value !== 'object')
      values.set(name, String(value));
  }
  // Keyed by the offered names: a tag added to CONTACT_MERGE_TAGS without a value here fails to compile.
  const standard: Record<Exclude<ContactMergeTagName, 'unsubscribeUrl'>, string | null> = {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    company: contact.company,
    position: contact.position,
    phone: contact.phone,
  };
  for (const [key, value] of Object.entries({ ...standard, ...extra })) {
    if (value) values.set(key.toLowerCase(), value);
  }
  return values;
}

import { DEFAULT_CONTACT_STATUS, FIELD_LIMITS } from '@crm/api-client';
import { EMAIL_REGEX } from 'valibot';
import { APOSTROPHE, NEUTRALISED } from '../export/csvCell';
import type { HeaderMap } from './mapHeaders';

/**
 * One importable contact, flattened in column order so batches cross the worker boundary as plain
 * arrays (cheap to clone): firstName, lastName, email, phone, company, position, status, tags (JSON),
 * leadSource, customFields (JSON).
 */
export type ContactTuple = [
  firstName: string,
  lastName: string,
  email: string,
  phone: string | null,
  company: string | null,
  position: string | null,
  status: string,
  tags: string,
  leadSource: string | null,
  customFields: string,
];

export const TUPLE_SIZE = 10;

/**
 * Contacts on their way to the database: one flat array, TUPLE_SIZE values per contact. One array
 * per batch instead of one per contact is cheaper to pass between threads and to bind.
 */
export type ContactBatch = ContactTuple[number][];

/** The contract's limits (the same ones `POST /api/contacts` enforces) by tuple position, with its wording. */
const LIMITS: [position: number, label: string, max: number][] = [
  [0, 'First name', FIELD_LIMITS.name],
  [1, 'Last name', FIELD_LIMITS.name],
  [3, 'Phone', 50],
  [4, 'Company', FIELD_LIMITS.shortText],
  [5, 'Position', FIELD_LIMITS.shortText],
  [6, 'Status', 50],
  [8, 'Lead source', FIELD_LIMITS.shortText],
];
const CUSTOM_NAME_CHARS = 100;

/** A cell as text, with the apostrophe our export (csvCell) put before a formula taken off again. */
function cell(cells: readonly string[], index: number | undefined): string {
  if (index === undefined) return '';
  const value = cells[index];
  if (!value) return '';
  const text = value.trim();
  return text.charCodeAt(0) === APOSTROPHE && NEUTRALISED.test(text) ? text.slice(1) : text;
}

export type BuildResult = { ok: true; tuple: ContactTuple } | { ok: false; reason: string };

const tooLong = (label: string, max: number): BuildResult => ({
  ok: false,
  reason: `${label} must be at most ${max.toLocaleString('en-US')} characters`,
});

/** Words that belong to the family name that follows them ('van Beethoven', 'de la Cruz'). */
const PARTICLES = new Set([
  'al',
  'bin',
  'da',
  'das',
  'de',
  'dei',
  'del',
  'della',
  'der',
  'des',
  'di',
  'do',
  'dos',
  'du',
  'el',
  'ibn',
  'la',
  'le',
  'lo',
  'st',
  'st.',
  'te',
  'ten',
  'ter',
  'van',
  'vom',
  'von',
  'zu',
  'zum',
]);

/**
 * Splits a full name: 'Lee, Ann' is last, first; otherwise the last word is the last name, with
 * the particles before it ('Ludwig van Beethoven' -> Ludwig / van Beethoven, 'Mary Ann Lee' ->
 * Mary Ann / Lee). A name that is all particles and one word is all last name ('van Gogh').
 */
export function splitName(full: string): [string, string] {
  const comma = full.indexOf(',');
  if (comma > 0) return [full.slice(comma + 1).trim(), full.slice(0, comma).trim()];
  const words = full.split(/\s+/).filter(Boolean);
  if (words.length < 2) return [full.trim(), ''];
  let start = words.length - 1;
  while (start > 0 && PARTICLES.has(words[start - 1]!.toLowerCase())) start--;
  return [words.slice(0, start).join(' '), words.slice(start).join(' ')];
}

/** How a tool separates tags in one cell; other files use ; or , (or a JSON list). */
export type TagStyle = 'google' | 'outlook' | undefined;

/** Google's system group that every contact is in: not a tag. */
const GOOGLE_SYSTEM_GROUP = '* myContacts';

/** `"VIP","Newsletter"` (Mailchimp's TAGS): a list of quoted names, commas allowed inside quotes. */
const QUOTED_LIST = /^\s*"(?:[^"]|"")*"(?:\s*[,;]\s*"(?:[^"]|"")*")*\s*$/;

/**
 * A tags cell: Google's groups joined by ' ::: ', Outlook's categories joined by ';', Mailchimp's
 * quoted names, a JSON list of strings (what our export writes when a tag itself holds a separator),
 * or else tags split on ; or , (what spreadsheets and CRMs write). Blank and repeated tags are
 * dropped, and so is Google's `* myContacts`.
 */
export function parseTags(raw: string, style?: TagStyle): string[] {
  if (!raw) return [];
  const first = raw.charCodeAt(0);
  if (first === BRACKET) {
    try {
      const list: unknown = JSON.parse(raw);
      if (Array.isArray(list) && list.every((t) => typeof t === 'string'))
        return unique(list.map((t) => t.trim()).filter(Boolean));
    } catch {
      // Not JSON: an ordinary cell that happens to start with '['.
    }
  }
  if (first === QUOTE && QUOTED_LIST.test(raw)) {
    const tags: string[] = [];
    for (const m of raw.matchAll(/"((?:[^"]|"")*)"/g)) {
      const tag = m[1]!.replace(/""/g, '"').trim();
      if (tag) tags.push(tag);
    }
    return unique(tags);
  }
  if (style === 'google' || raw.includes(' ::: ')) {
    return unique(
      raw
        .split(':::')
        .map((t) => t.trim())
        .filter((t) => t && t !== GOOGLE_SYSTEM_GROUP),
    );
  }
  // A plain loop: on a million-row import the split/map/filter chain cost a third of the row.
  const tags: string[] = [];
  let start = 0;
  for (let i = 0; i <= raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === SEMICOLON || (c === COMMA && style !== 'outlook') || i === raw.length) {
      const tag = raw.slice(start, i).trim();
      if (tag && tag !== GOOGLE_SYSTEM_GROUP) tags.push(tag);
      start = i + 1;
    }
  }
  return unique(tags);
}

const BRACKET = 91;
const QUOTE = 34;
const SEMICOLON = 59;
const COMMA = 44;
/** Drops repeats; a Set only for long lists, as building one cost more than the row's parsing. */
function unique(tags: string[]): string[] {
  if (tags.length < 2) return tags;
  if (tags.length > 16) return [...new Set(tags)];
  const kept: string[] = [];
  for (const tag of tags) if (!kept.includes(tag)) kept.push(tag);
  return kept;
}

const hasNul = (text: string | null) => text !== null && text.includes('\0');
const nulIn = (label: string): BuildResult => ({
  ok: false,
  reason: `${label} must not contain NUL characters`,
});

/** Flag values that do not mean "unsubscribed"; anything else (yes, true, 1, a date) does. */
const FLAG_UNSET = new Set(['', 'no', 'n', 'false', '0', 'off', 'none', 'null', 'subscribed']);

/**
 * Status words of other tools, so that consent travels: whatever the source marks as unsubscribed,
 * blocklisted, blacklisted, cleaned (bounced) or disabled never arrives as a subscriber. Other
 * words are kept as given.
 */
const STATUS_WORDS = new Map<string, string>([
  ...['subscribed', 'subscriber', 'enabled', 'active', 'opted in', 'opt-in', 'confirmed'].map(
    (w) => [w, 'subscriber'] as [string, string],
  ),
  ...[
    'unsubscribed',
    'blocklisted',
    'blacklisted',
    'blocked',
    'opted out',
    'opt-out',
    'cleaned',
    'bounced',
    'disabled',
  ].map((w) => [w, 'unsubscribed'] as [string, string]),
]);

export const UNSUBSCRIBED = 'unsubscribed';

/**
 * HubSpot's lifecycle stages as this CRM's statuses, where they fit: its Subscriber, Lead and
 * Customer are ours; a marketing- or sales-qualified lead and an opportunity are still leads, an
 * evangelist is a customer. 'Other' (or a stage of the account's own) fits none: the contact keeps
 * the default status, and the stage itself is kept as a custom field.
 */
const LIFECYCLE_STATUSES = new Map<string, string>([
  ['subscriber', 'subscriber'],
  ['lead', 'lead'],
  ['marketing qualified lead', 'lead'],
  ['marketingqualifiedlead', 'lead'],
  ['sales qualified lead', 'lead'],
  ['salesqualifiedlead', 'lead'],
  ['opportunity', 'lead'],
  ['customer', 'customer'],
  ['evangelist', 'customer'],
]);

function contactStatus(cells: readonly string[], map: HeaderMap): string {
  for (const index of map.unsubscribed) {
    const flag = cell(cells, index);
    if (flag && !FLAG_UNSET.has(flag.toLowerCase())) return UNSUBSCRIBED;
  }
  const raw = cell(cells, map.fields.status);
  if (!raw) return DEFAULT_CONTACT_STATUS;
  if (map.lifecycleHeader !== undefined)
    return LIFECYCLE_STATUSES.get(raw.toLowerCase()) ?? DEFAULT_CONTACT_STATUS;
  // Our own export says exactly what the contact's status was: kept word for word.
  if (map.source === 'crm') return raw;
  return STATUS_WORDS.get(raw.toLowerCase()) ?? raw;
}

const tagStyle = (map: HeaderMap): TagStyle =>
  map.source === 'google' || map.source === 'outlook' ? map.source : undefined;

/** Turns one data row into a contact, or says what is wrong with it. */
export function buildContactRow(cells: readonly string[], map: HeaderMap): BuildResult {
  const f = map.fields;
  let firstName = cell(cells, f.firstName);
  let lastName = cell(cells, f.lastName);
  if (!firstName && !lastName && f.fullName !== undefined) {
    [firstName, lastName] = splitName(cell(cells, f.fullName));
  }
  const rawEmail = cell(cells, f.email);
  const email = rawEmail.toLowerCase();
  if (!email) return { ok: false, reason: 'Email is required' };
  if (email.length > FIELD_LIMITS.email) return tooLong('Email', FIELD_LIMITS.email);
  if (!EMAIL_REGEX.test(email))
    return { ok: false, reason: `Email '${rawEmail}' is not a valid email address` };
  // An address is enough: newsletter lists (Mailchimp, Brevo, listmonk) are mostly email-only, and
  // every screen shows such a contact by its address.

  let phone = cell(cells, f.phone);
  let phoneFrom: number | undefined;
  if (!phone) {
    for (const index of map.phoneFallbacks) {
      phone = cell(cells, index);
      if (phone) {
        phoneFrom = index;
        break;
      }
    }
  }
  const tuple: ContactTuple = [
    firstName,
    lastName,
    email,
    phone || null,
    cell(cells, f.company) || null,
    cell(cells, f.position) || null,
    contactStatus(cells, map),
    '[]',
    cell(cells, f.leadSource) || null,
    '{}',
  ];
  for (const [position, label, max] of LIMITS) {
    const value = tuple[position] ?? null;
    if ((value?.length ?? 0) > max) return tooLong(label, max);
    if (hasNul(value)) return nulIn(label);
  }

  const tags = parseTags(cell(cells, f.tags), tagStyle(map));
  if (tags.length > 0) {
    for (const tag of tags) {
      if (tag.length > FIELD_LIMITS.tag) return tooLong('A tag', FIELD_LIMITS.tag);
      if (hasNul(tag)) return nulIn('A tag');
    }
    if (tags.length > FIELD_LIMITS.tags)
      return { ok: false, reason: `A contact can have at most ${FIELD_LIMITS.tags} tags` };
    tuple[7] = JSON.stringify(tags);
  }

  // A lifecycle stage the status does not say in full is kept as given.
  const stage = map.lifecycleHeader === undefined ? '' : cell(cells, f.status);
  const keepStage = stage !== '' && stage.toLowerCase() !== tuple[6];
  // Most files have no custom columns: no object to build.
  if (f.customJson === undefined && map.extra.length === 0 && !keepStage)
    return { ok: true, tuple };
  let customFields: Record<string, unknown> = {};
  const rawCustom = cell(cells, f.customJson);
  if (rawCustom) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawCustom, (key, value: unknown) =>
        key === '__proto__' ? undefined : value,
      );
    } catch {
      parsed = undefined;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { ok: false, reason: 'Custom fields is not a JSON object' };
    }
    customFields = parsed as Record<string, unknown>;
    // listmonk's attributes may nest: a nested value is kept as its JSON text.
    for (const [name, value] of Object.entries(customFields)) {
      if (value !== null && typeof value === 'object') customFields[name] = JSON.stringify(value);
    }
  }
  if (keepStage) customFields[map.lifecycleHeader!.slice(0, CUSTOM_NAME_CHARS)] = stage;
  for (const { index, name } of map.extra) {
    if (index === phoneFrom) continue;
    const value = cell(cells, index);
    if (value) customFields[name.slice(0, CUSTOM_NAME_CHARS)] = value;
  }
  const entries = Object.entries(customFields);
  if (entries.length > FIELD_LIMITS.customFields) {
    return {
      ok: false,
      reason: `A contact can have at most ${FIELD_LIMITS.customFields} custom fields`,
    };
  }
  for (const [name, value] of entries) {
    if (name.length > CUSTOM_NAME_CHARS)
      return {
        ok: false,
        reason: `Custom field names must be at most ${CUSTOM_NAME_CHARS} characters`,
      };
    if (hasNul(name)) return nulIn('Custom field names');
    if (typeof value === 'string') {
      if (value.length > FIELD_LIMITS.description)
        return tooLong(`Custom field '${name.slice(0, 40)}'`, FIELD_LIMITS.description);
      if (hasNul(value)) return nulIn(`Custom field '${name.slice(0, 40)}'`);
    }
  }
  tuple[9] = JSON.stringify(customFields);
  return { ok: true, tuple };
}

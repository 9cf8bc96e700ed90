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

export const TUPLE_EMAIL = 2;
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

/** Splits 'Ann Lee' into Ann / Lee and 'Lee, Ann' into Ann / Lee. */
export function splitName(full: string): [string, string] {
  const comma = full.indexOf(',');
  if (comma > 0) return [full.slice(comma + 1).trim(), full.slice(0, comma).trim()];
  const space = full.search(/\s/);
  if (space < 0) return [full, ''];
  return [full.slice(0, space), full.slice(space + 1).trim()];
}

/**
 * A tags cell: tags split on ; or , (what spreadsheets and CRMs write), or a JSON list of strings
 * (what our export writes when a tag itself holds ; or ,). Blank and repeated tags are dropped.
 */
export function parseTags(raw: string): string[] {
  if (!raw) return [];
  if (raw.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(raw);
      if (Array.isArray(list) && list.every((t) => typeof t === 'string'))
        return unique(list.map((t) => t.trim()).filter(Boolean));
    } catch {
      // Not JSON: an ordinary cell that happens to start with '['.
    }
  }
  // A plain loop: on a million-row import the split/map/filter chain cost a third of the row.
  const tags: string[] = [];
  let start = 0;
  for (let i = 0; i <= raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === SEMICOLON || c === COMMA || i === raw.length) {
      const tag = raw.slice(start, i).trim();
      if (tag) tags.push(tag);
      start = i + 1;
    }
  }
  return unique(tags);
}

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

/** Turns one data row into a contact, or says what is wrong with it. */
export function buildContactRow(cells: readonly string[], map: HeaderMap): BuildResult {
  const f = map.fields;
  let firstName = cell(cells, f.firstName);
  let lastName = cell(cells, f.lastName);
  if (!firstName && !lastName && f.name !== undefined) {
    [firstName, lastName] = splitName(cell(cells, f.name));
  }
  const rawEmail = cell(cells, f.email);
  const email = rawEmail.toLowerCase();
  if (!email) return { ok: false, reason: 'Email is required' };
  if (email.length > FIELD_LIMITS.email) return tooLong('Email', FIELD_LIMITS.email);
  if (!EMAIL_REGEX.test(email))
    return { ok: false, reason: `Email '${rawEmail}' is not a valid email address` };
  if (!firstName && !lastName)
    return { ok: false, reason: 'First name and last name are both missing' };

  const tuple: ContactTuple = [
    firstName,
    lastName,
    email,
    cell(cells, f.phone) || null,
    cell(cells, f.company) || null,
    cell(cells, f.position) || null,
    cell(cells, f.status) || DEFAULT_CONTACT_STATUS,
    '[]',
    cell(cells, f.leadSource) || null,
    '{}',
  ];
  for (const [position, label, max] of LIMITS) {
    if ((tuple[position]?.length ?? 0) > max) return tooLong(label, max);
  }

  const tags = parseTags(cell(cells, f.tags));
  if (tags.length > 0) {
    for (const tag of tags)
      if (tag.length > FIELD_LIMITS.tag) return tooLong('A tag', FIELD_LIMITS.tag);
    if (tags.length > FIELD_LIMITS.tags)
      return { ok: false, reason: `A contact can have at most ${FIELD_LIMITS.tags} tags` };
    tuple[7] = JSON.stringify(tags);
  }

  // Most files have no custom columns: no object to build.
  if (f.customFields === undefined && map.extra.length === 0) return { ok: true, tuple };
  let customFields: Record<string, unknown> = {};
  const rawCustom = cell(cells, f.customFields);
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
  }
  for (const { index, name } of map.extra) {
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
    if (value !== null && typeof value === 'object') {
      return {
        ok: false,
        reason: 'Custom field values must be text, numbers, true/false or empty',
      };
    }
    if (typeof value === 'string' && value.length > FIELD_LIMITS.description) {
      return tooLong(`Custom field '${name.slice(0, 40)}'`, FIELD_LIMITS.description);
    }
  }
  tuple[9] = JSON.stringify(customFields);
  return { ok: true, tuple };
}

import { DEFAULT_CONTACT_STATUS, FIELD_LIMITS } from '@crm/api-client';
import { EMAIL_REGEX } from 'valibot';
import type { HeaderMap, ImportField } from './mapHeaders';

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

/** The contract's limits (the same ones `POST /api/contacts` enforces), with its wording. */
const LIMITS: [ImportField, string, number][] = [
  ['firstName', 'First name', FIELD_LIMITS.name],
  ['lastName', 'Last name', FIELD_LIMITS.name],
  ['phone', 'Phone', 50],
  ['company', 'Company', FIELD_LIMITS.shortText],
  ['position', 'Position', FIELD_LIMITS.shortText],
  ['status', 'Status', 50],
  ['leadSource', 'Lead source', FIELD_LIMITS.shortText],
];
const CUSTOM_NAME_CHARS = 100;

/**
 * Our export prefixes cells a spreadsheet would run as a formula with an apostrophe (OWASP CSV
 * injection guidance); spreadsheet programs do the same for text like '+1 555. Taking it off again
 * makes export -> import reproduce the original value.
 */
const NEUTRALISED = /^'[=+\-@\t\r]/;

function cell(cells: readonly string[], index: number | undefined): string {
  if (index === undefined) return '';
  const value = (cells[index] ?? '').trim();
  return NEUTRALISED.test(value) ? value.slice(1) : value;
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

  const values: Partial<Record<ImportField, string>> = {
    firstName,
    lastName,
    phone: cell(cells, f.phone),
    company: cell(cells, f.company),
    position: cell(cells, f.position),
    status: cell(cells, f.status),
    leadSource: cell(cells, f.leadSource),
  };
  for (const [field, label, max] of LIMITS) {
    if ((values[field]?.length ?? 0) > max) return tooLong(label, max);
  }

  const rawTags = cell(cells, f.tags);
  const tags = rawTags
    ? [
        ...new Set(
          rawTags
            .split(/[;,]/)
            .map((t) => t.trim())
            .filter(Boolean),
        ),
      ]
    : [];
  if (tags.some((t) => t.length > FIELD_LIMITS.tag)) return tooLong('A tag', FIELD_LIMITS.tag);
  if (tags.length > FIELD_LIMITS.tags)
    return { ok: false, reason: `A contact can have at most ${FIELD_LIMITS.tags} tags` };

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
  const customJson = JSON.stringify(customFields);

  return {
    ok: true,
    tuple: [
      firstName,
      lastName,
      email,
      values.phone || null,
      values.company || null,
      values.position || null,
      values.status || DEFAULT_CONTACT_STATUS,
      JSON.stringify(tags),
      values.leadSource || null,
      customJson,
    ],
  };
}

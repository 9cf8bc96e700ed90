import type { Contact, ContactChangeSource, ContactTimelineEvent } from '@crm/api-client';

/** Who a repository's changes are recorded as: a user, the API, an import, a form, a workflow. */
export interface ContactActor {
  by: ContactChangeSource;
  /** The user acting (in the app or through the API). */
  userId?: number | null;
  /** The import's file name, the form's or the workflow's name. */
  name?: string | null;
}

/** The plain fields a change row names, as the API spells them. */
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'position',
  'leadSource',
] as const satisfies readonly (keyof Contact)[];

/** A field's value as a change row keeps it: text, or JSON for a custom field that is not text. */
const asText = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** A change row's field for a merge (issue 27 §4): `to_value` holds the merged addresses' JSON list. */
export const MERGED_FIELD = 'merged';

/** One row's worth of what changed: field, from, to (tags: the JSON lists removed and added). */
export interface ChangedField {
  field: string;
  from_value: string | null;
  to_value: string | null;
}

/** What changed between two states of a contact, one entry per field, its status and its tags. */
export function contactChanges(before: Contact, after: Contact): ChangedField[] {
  const changes: ChangedField[] = [];
  for (const field of FIELDS)
    if (before[field] !== after[field])
      changes.push({ field, from_value: before[field], to_value: after[field] });
  if (before.status !== after.status)
    changes.push({ field: 'status', from_value: before.status, to_value: after.status });
  const added = after.tags.filter((tag) => !before.tags.includes(tag));
  const removed = before.tags.filter((tag) => !after.tags.includes(tag));
  if (added.length > 0 || removed.length > 0)
    changes.push({
      field: 'tags',
      from_value: JSON.stringify(removed),
      to_value: JSON.stringify(added),
    });
  const keys = new Set([...Object.keys(before.customFields), ...Object.keys(after.customFields)]);
  for (const key of [...keys].sort()) {
    const from = asText(before.customFields[key]);
    const to = asText(after.customFields[key]);
    if (from !== to) changes.push({ field: `customFields.${key}`, from_value: from, to_value: to });
  }
  return changes;
}

function textList(json: string | null): string[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/** A change row as the timeline shows it. */
export function timelineChange(
  id: string,
  at: string,
  row: {
    field: string;
    from_value: string | null;
    to_value: string | null;
    changed_by: ContactChangeSource;
    changed_by_name: string | null;
    user_name: string | null;
    reason: string | null;
  },
): ContactTimelineEvent {
  const by = row.changed_by;
  // A user's name is read now (a renamed user shows as they are called today).
  const byName = row.user_name ?? row.changed_by_name;
  if (row.field === 'status')
    return {
      kind: 'status_changed',
      id,
      at,
      from: row.from_value ?? '',
      to: row.to_value ?? '',
      reason: row.reason,
      by,
      byName,
    };
  if (row.field === MERGED_FIELD)
    return { kind: 'merged', id, at, emails: textList(row.to_value), by, byName };
  if (row.field === 'tags')
    return {
      kind: 'tags_changed',
      id,
      at,
      added: textList(row.to_value),
      removed: textList(row.from_value),
      by,
      byName,
    };
  return {
    kind: 'field_changed',
    id,
    at,
    field: row.field,
    from: row.from_value,
    to: row.to_value,
    by,
    byName,
  };
}

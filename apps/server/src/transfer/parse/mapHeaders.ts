import {
  detectImportMapping,
  detectImportSource,
  isLifecycleHeader,
  isPhoneHeader,
  type ImportMapping,
  type ImportSource,
  type ImportTarget,
} from '@crm/api-client';
import { ImportFailure } from '../ImportFailure';

/** Targets one column fills, by column index. */
export type FieldTarget = Exclude<ImportTarget, 'custom' | 'unsubscribed' | 'skip'>;

/** Where each contact field sits in a row, plus the columns kept as custom fields. */
export interface HeaderMap {
  fields: Partial<Record<FieldTarget, number>>;
  /** Consent flags: any of them set means the contact arrives unsubscribed. */
  unsubscribed: number[];
  /** Column index -> custom field name. */
  extra: { index: number; name: string }[];
  /** The tool the header row comes from, when recognised. */
  source: ImportSource | undefined;
  /**
   * Other phone columns kept as custom fields, in file order: a row whose Phone column is empty
   * takes its phone from the first of them that has one (Outlook's 'Business Phone' when 'Mobile
   * Phone' is blank), and that cell is then not kept as a custom field as well.
   */
  phoneFallbacks: number[];
  /** The status column is HubSpot's 'Lifecycle Stage' (see LIFECYCLE_STATUSES); its header. */
  lifecycleHeader: string | undefined;
}

const mismatch = (column: number, inFile: string, inMapping: string) =>
  new ImportFailure(
    400,
    `The column mapping does not match the file: column ${column} is '${inFile}' in the file but '${inMapping}' in the mapping. Please choose the file again.`,
  );

/**
 * Matches a header row to contact fields: with the user's mapping (checked against the file's
 * headers, so a mapping made for another file is refused), or else the one detected from the
 * headers (detectImportMapping, shared with the dialog's mapping step).
 */
export function mapHeaders(headers: readonly string[], mapping?: ImportMapping): HeaderMap {
  const trimmed = headers.map((h) => h.trim());
  // Headers name custom fields; PostgreSQL cannot store NUL, and a key holding one is refused like a value.
  if (trimmed.some((h) => h.includes('\0')))
    throw new ImportFailure(400, 'Column names must not contain NUL characters.');
  let columns: ImportMapping;
  let source: ImportSource | undefined;
  if (mapping) {
    if (mapping.length > trimmed.length) {
      throw mismatch(mapping.length, '', mapping[mapping.length - 1]!.header);
    }
    mapping.forEach((column, i) => {
      if (column.header.trim() !== trimmed[i]) throw mismatch(i + 1, trimmed[i]!, column.header);
    });
    columns = mapping;
    source = detectImportSource(trimmed);
  } else {
    ({ columns, source } = detectImportMapping(trimmed));
  }
  const map: HeaderMap = {
    fields: {},
    unsubscribed: [],
    extra: [],
    source,
    phoneFallbacks: [],
    lifecycleHeader: undefined,
  };
  columns.forEach((column, index) => {
    const { target } = column;
    if (target === 'skip') return;
    if (target === 'unsubscribed') map.unsubscribed.push(index);
    else if (target === 'custom') {
      const name = (column.name ?? column.header).trim();
      if (name && name !== '__proto__') map.extra.push({ index, name });
      if (isPhoneHeader(column.header)) map.phoneFallbacks.push(index);
    } else {
      map.fields[target] = index;
      if (target === 'status' && isLifecycleHeader(column.header))
        map.lifecycleHeader = column.header.trim();
    }
  });
  // A fallback only stands in for a Phone column.
  if (map.fields.phone === undefined) map.phoneFallbacks = [];
  return map;
}

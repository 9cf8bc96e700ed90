import type { ContactsFilter } from '../../contacts/contactsRepository';
import { toIso } from '../../db/columnTypes';
import type { transferRepository } from '../transferRepository';
import { csvCell } from './csvCell';

export const EXPORT_HEADER = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'position',
  'status',
  'tags',
  'leadSource',
  'customFields',
  'createdAt',
] as const;

const PAGE_SIZE = 2000;

/** SQLite already holds ISO strings; parsing each one again is wasted work on a large export. */
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const isoCell = (value: Date | string) =>
  typeof value === 'string' && ISO.test(value) ? value : toIso(value);

/** Tags the import would read differently when joined (see parseTags): they go as a JSON list. */
const NOT_JOINABLE = /[;,]|:::|^\* myContacts$/;

/**
 * Tags joined with ';', which spreadsheets show plainly and the import splits again; when a tag
 * itself holds a separator (';', ',', Google's ':::'), is Google's system group, or the list would
 * read as JSON or as Mailchimp's quoted names, the JSON list, which the import also reads, so the
 * round trip keeps every tag whole.
 */
function tagsCell(json: string): string {
  if (json === '[]') return '';
  try {
    const tags = JSON.parse(json) as unknown;
    if (!Array.isArray(tags)) return '';
    const joined = tags.join(';');
    const whole = tags.every((tag) => !NOT_JOINABLE.test(String(tag))) && !/^["[]/.test(joined);
    return whole ? joined : JSON.stringify(tags);
  } catch {
    return '';
  }
}

/**
 * The scope's contacts (all, or those the filter keeps) as CSV text chunks: a BOM (so spreadsheet
 * programs read UTF-8), the header, then one chunk per page of rows. Pages follow the (user_id, id)
 * index with a keyset cursor, so memory stays at one page and no long read holds the database.
 */
export async function* exportContactsCsv(
  transfer: ReturnType<typeof transferRepository>,
  filter: ContactsFilter = {},
): AsyncGenerator<string> {
  yield `\uFEFF${EXPORT_HEADER.join(',')}\r\n`;
  const now = new Date();
  let after = 0;
  for (;;) {
    const rows = await transfer.exportPage(after, PAGE_SIZE, filter, now);
    if (rows.length === 0) return;
    let out = '';
    for (const r of rows) {
      out += `${r.id},${csvCell(r.first_name)},${csvCell(r.last_name)},${csvCell(r.email)},${csvCell(r.phone)},${csvCell(
        r.company,
      )},${csvCell(r.position)},${csvCell(r.status)},${csvCell(tagsCell(r.tags))},${csvCell(r.lead_source)},${csvCell(
        r.custom_fields === '{}' ? '' : r.custom_fields,
      )},${isoCell(r.created_at)}\r\n`;
    }
    yield out;
    after = rows[rows.length - 1]!.id;
    if (rows.length < PAGE_SIZE) return;
  }
}

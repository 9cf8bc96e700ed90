/** The contact fields an import column can fill; `name` is a full name split into first and last. */
export type ImportField =
  | 'firstName'
  | 'lastName'
  | 'name'
  | 'email'
  | 'phone'
  | 'company'
  | 'position'
  | 'status'
  | 'tags'
  | 'leadSource'
  | 'customFields'
  | 'ignored';

/**
 * Header spellings seen in spreadsheet, CRM and mail-tool exports, compared after lower-casing and
 * dropping everything but letters and digits ('First Name', 'first_name' and 'firstName' all become
 * 'firstname'). `id` and `createdAt` come from our own export and are owned by the server.
 */
const SYNONYMS: Record<Exclude<ImportField, 'customFields'>, readonly string[]> & {
  customFields: readonly string[];
} = {
  firstName: ['firstname', 'first', 'givenname', 'fname', 'forename', 'prenom', 'vorname'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname', 'nom', 'nachname'],
  name: ['name', 'fullname', 'contactname', 'displayname', 'contact', 'person'],
  email: [
    'email',
    'emailaddress',
    'mail',
    'emails',
    'primaryemail',
    'workemail',
    'email1',
    'emailaddress1',
    'mailaddress',
  ],
  phone: [
    'phone',
    'phonenumber',
    'telephone',
    'tel',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cell',
    'cellphone',
    'phone1',
    'workphone',
  ],
  company: [
    'company',
    'companyname',
    'organization',
    'organisation',
    'org',
    'business',
    'employer',
    'account',
    'accountname',
  ],
  position: ['position', 'jobtitle', 'title', 'role', 'job', 'jobposition'],
  status: ['status', 'contactstatus'],
  tags: ['tags', 'tag', 'labels', 'label', 'groups', 'segments'],
  leadSource: ['leadsource', 'source'],
  customFields: ['customfields'],
  ignored: ['id', 'contactid', 'createdat', 'created', 'createddate', 'updatedat'],
};

/** Header key -> field, and the synonym's rank: an earlier synonym is the more specific name. */
const BY_KEY = new Map<string, { field: ImportField; rank: number }>();
for (const [field, keys] of Object.entries(SYNONYMS) as [ImportField, readonly string[]][]) {
  keys.forEach((key, rank) => BY_KEY.set(key, { field, rank }));
}

/** Fields whose extra columns are dropped rather than kept as custom fields. */
const NOT_KEPT: ReadonlySet<ImportField> = new Set(['ignored', 'customFields']);

export const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Where each contact field sits in a row, plus the unrecognised columns kept as custom fields. */
export interface HeaderMap {
  fields: Partial<Record<ImportField, number>>;
  /** Column index -> original header, for columns that become custom fields. */
  extra: { index: number; name: string }[];
}

/** At most this many unrecognised columns become custom fields; the rest are ignored. */
export const MAX_CUSTOM_COLUMNS = 50;

/**
 * Matches a header row to contact fields. When two columns spell the same field the more specific
 * name wins ('Job Title' over 'Title', which Outlook uses for 'Mr.'), then the first column; the
 * other column is kept as a custom field rather than dropped.
 */
export function mapHeaders(headers: readonly string[]): HeaderMap {
  const fields: HeaderMap['fields'] = {};
  const ranks: Partial<Record<ImportField, number>> = {};
  const others: { index: number; name: string; field?: ImportField }[] = [];
  headers.forEach((raw, index) => {
    const header = raw.trim();
    const match = BY_KEY.get(headerKey(header));
    if (!match) {
      if (header) others.push({ index, name: header });
      return;
    }
    const { field, rank } = match;
    const current = fields[field];
    if (current === undefined || rank < ranks[field]!) {
      if (current !== undefined)
        others.push({ index: current, name: headers[current]!.trim(), field });
      fields[field] = index;
      ranks[field] = rank;
    } else {
      others.push({ index, name: header, field });
    }
  });
  const extra = others
    .filter((o) => !(o.field && NOT_KEPT.has(o.field)) && o.name !== '__proto__')
    .sort((a, b) => a.index - b.index)
    .slice(0, MAX_CUSTOM_COLUMNS)
    .map(({ index, name }) => ({ index, name }));
  return { fields, extra };
}

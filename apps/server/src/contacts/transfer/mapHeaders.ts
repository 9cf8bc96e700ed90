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

const BY_KEY = new Map<string, ImportField>();
for (const [field, keys] of Object.entries(SYNONYMS) as [ImportField, readonly string[]][]) {
  for (const key of keys) BY_KEY.set(key, field);
}

export const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Where each contact field sits in a row, plus the unrecognised columns kept as custom fields. */
export interface HeaderMap {
  fields: Partial<Record<ImportField, number>>;
  /** Column index -> original header, for columns that become custom fields. */
  extra: { index: number; name: string }[];
}

/** At most this many unrecognised columns become custom fields; the rest are ignored. */
export const MAX_CUSTOM_COLUMNS = 50;

/** Matches a header row to contact fields; the first column wins when two spell the same field. */
export function mapHeaders(headers: readonly string[]): HeaderMap {
  const fields: HeaderMap['fields'] = {};
  const extra: HeaderMap['extra'] = [];
  headers.forEach((raw, index) => {
    const header = raw.trim();
    const field = BY_KEY.get(headerKey(header));
    if (field) {
      if (fields[field] === undefined) fields[field] = index;
    } else if (header && extra.length < MAX_CUSTOM_COLUMNS && header !== '__proto__') {
      extra.push({ index, name: header });
    }
  });
  return { fields, extra };
}

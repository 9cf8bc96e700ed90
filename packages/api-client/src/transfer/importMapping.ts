import * as v from 'valibot';

/**
 * What an import column can fill. `fullName` is split into first and last name, `unsubscribed` is a consent flag (yes/true/1 or a date means unsubscribed), `customJson` is
 * a JSON object spread into custom fields (listmonk's `attributes`, our export's `customFields`).
 */
export const IMPORT_TARGETS = [
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phone',
  'company',
  'position',
  'tags',
  'leadSource',
  'status',
  'unsubscribed',
  'custom',
  'customJson',
  'skip',
] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** How the mapping step names each target. */
export const IMPORT_TARGET_LABELS: Record<ImportTarget, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  fullName: 'Full name (split into first and last)',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  position: 'Position',
  tags: 'Tags',
  leadSource: 'Lead source',
  status: 'Status',
  unsubscribed: 'Unsubscribed flag',
  custom: 'Custom field',
  customJson: 'Custom fields (JSON)',
  skip: 'Skip',
};

/** Targets at most one column may fill; `custom`, `unsubscribed` and `skip` may repeat. */
const SINGLE_TARGETS: ReadonlySet<ImportTarget> = new Set(
  IMPORT_TARGETS.filter((t) => t !== 'custom' && t !== 'unsubscribed' && t !== 'skip'),
);

/** Tools whose exports the import recognises; `crm` is this product's own export. */
export const IMPORT_SOURCES = [
  'google',
  'outlook',
  'mailchimp',
  'hubspot',
  'brevo',
  'listmonk',
  'crm',
] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const IMPORT_SOURCE_NAMES: Record<ImportSource, string> = {
  google: 'Google Contacts',
  outlook: 'Outlook',
  mailchimp: 'Mailchimp',
  hubspot: 'HubSpot',
  brevo: 'Brevo',
  listmonk: 'listmonk',
  crm: 'this CRM',
};

const noNul = (label: string) =>
  v.check((text: string) => !text.includes('\0'), `${label} must not contain NUL characters`);

/** One source column, in file order: the header as the file has it and what it fills. */
export const ImportColumnSchema = v.object({
  header: v.pipe(v.string(), v.maxLength(1000), noNul('A column header')),
  target: v.picklist(IMPORT_TARGETS),
  /** The custom field's name when `target` is `custom` (default: the header). */
  name: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, 'A custom field needs a name'),
      v.maxLength(100, 'Custom field names must be at most 100 characters'),
      noNul('A custom field name'),
      v.check((name) => name !== '__proto__', 'This custom field name is not allowed'),
    ),
  ),
});
export type ImportColumn = v.InferOutput<typeof ImportColumnSchema>;

/**
 * The optional `mapping` field of `POST /api/contacts/import-file` (a JSON string beside `file`):
 * one entry per column of the header row, in order. The server checks each header against the
 * file's, so a mapping made for another file is refused rather than applied to the wrong columns.
 * It applies the same way to CSV and XLSX.
 */
export const ImportMappingSchema = v.pipe(
  v.array(ImportColumnSchema),
  v.maxLength(16_384, 'The mapping has more columns than a sheet can hold'),
  v.check(
    (columns) => columns.some((c) => c.target === 'email'),
    'Choose the column that holds the email address',
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<ImportTarget>();
    for (const { target } of dataset.value) {
      if (SINGLE_TARGETS.has(target) && seen.has(target)) {
        addIssue({
          message: `${IMPORT_TARGET_LABELS[target]} can be chosen for one column only`,
        });
        return;
      }
      seen.add(target);
    }
  }),
);
export type ImportMapping = v.InferOutput<typeof ImportMappingSchema>;

/**
 * Header spellings seen in spreadsheets and in the exports of Google Contacts, Outlook, Mailchimp,
 * HubSpot, Brevo and listmonk, compared after lower-casing and dropping everything but letters and
 * digits ('E-mail 1 - Value' becomes 'email1value'). Within a target an earlier spelling is the
 * more useful column: a mobile number before a landline, 'Job Title' before Outlook's honorific
 * 'Title'. `skip` lists ids and timestamps owned by the server and the type/label columns that
 * describe another column.
 */
const SYNONYMS: Partial<Record<ImportTarget, readonly string[]>> = {
  firstName: ['firstname', 'givenname', 'first', 'fname', 'forename', 'prenom', 'vorname'],
  lastName: ['lastname', 'familyname', 'surname', 'last', 'lname', 'nom', 'nachname'],
  fullName: ['name', 'fullname', 'contactname', 'displayname', 'contact', 'person'],
  email: [
    'email',
    'emailaddress',
    'email1value',
    'primaryemail',
    'mail',
    'emails',
    'workemail',
    'email1',
    'emailaddress1',
    'mailaddress',
  ],
  phone: [
    'mobile',
    'mobilephone',
    'mobilephonenumber',
    'mobilenumber',
    'cell',
    'cellphone',
    'sms',
    'primaryphone',
    'phone',
    'phonenumber',
    'phone1value',
    'telephone',
    'tel',
    'phone1',
    'businessphone',
    'workphone',
    'homephone',
  ],
  company: [
    'company',
    'companyname',
    'organization1name',
    'organizationname',
    'organization',
    'organisation',
    'org',
    'business',
    'employer',
    'account',
    'accountname',
  ],
  position: [
    'position',
    'jobtitle',
    'organization1title',
    'organizationtitle',
    'jobposition',
    'role',
    'job',
    'title',
  ],
  tags: ['tags', 'tag', 'groupmembership', 'labels', 'categories', 'label', 'groups', 'segments'],
  leadSource: ['leadsource', 'originalsource', 'source'],
  // HubSpot's lifecycle stage: its Subscriber, Lead and Customer are this CRM's statuses (see
  // lifecycleStatus); the stage itself is kept as a custom field where it says more.
  status: ['status', 'contactstatus', 'subscriptionstatus', 'lifecyclestage'],
  unsubscribed: [
    'unsubscribed',
    'emailblacklisted',
    'emailblocklisted',
    'blacklisted',
    'blocklisted',
    'unsubscribedfromallemail',
    'optedoutofemail',
    'optedout',
    'emailoptout',
    'donotemail',
    'unsubtime',
    'cleantime',
  ],
  customJson: ['customfields', 'attributes'],
  skip: ['id', 'contactid', 'createdat', 'created', 'createddate', 'updatedat', 'uuid'],
};

const BY_KEY = new Map<string, { target: ImportTarget; rank: number }>();
for (const [target, keys] of Object.entries(SYNONYMS) as [ImportTarget, readonly string[]][]) {
  keys.forEach((key, rank) => BY_KEY.set(key, { target, rank }));
}

/** Columns that describe another column (Google's 'E-mail 1 - Type', Outlook's 'E-mail Type'). */
const DESCRIBES_ANOTHER =
  /^((e-?mail|phone|organization|website|address|relation|event|im|custom field) \d+ - (type|label)|e-?mail (\d+ )?(type|display name))$/i;

export const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Whether a header names a phone number: a column the import takes the phone from when the column
 * mapped to Phone is empty in that row (Outlook's 'Business Phone' when 'Mobile Phone' is blank).
 */
export const isPhoneHeader = (header: string): boolean =>
  BY_KEY.get(headerKey(header))?.target === 'phone';

/** HubSpot's 'Lifecycle Stage' header. */
export const isLifecycleHeader = (header: string): boolean =>
  headerKey(header) === 'lifecyclestage';

/** This product's export header, exactly. */
const OWN_EXPORT =
  'id,firstname,lastname,email,phone,company,position,status,tags,leadsource,customfields,createdat';

/** Which tool wrote a header row, from the columns only that tool writes. */
export function detectImportSource(headers: readonly string[]): ImportSource | undefined {
  const keys = new Set(headers.map(headerKey));
  const has = (...names: string[]) => names.some((n) => keys.has(n));
  if (headers.map(headerKey).join(',') === OWN_EXPORT) return 'crm';
  if (has('email1value', 'groupmembership') || (has('givenname') && has('familyname')))
    return 'google';
  if (has('memberrating', 'optintime', 'leid', 'euid', 'confirmtime')) return 'mailchimp';
  if (has('recordid', 'originalsource', 'lifecyclestage', 'hubspotowner', 'contactowner'))
    return 'hubspot';
  if (has('emailblacklisted', 'smsblacklisted') || (has('sms') && has('firstname', 'lastname')))
    return 'brevo';
  if (has('uuid') && has('attributes')) return 'listmonk';
  if (has('emailaddress') && has('businessphone', 'mobilephone', 'categories', 'email2address'))
    return 'outlook';
  return undefined;
}

/** The columns past this many that nothing recognises are skipped rather than kept. */
export const MAX_CUSTOM_COLUMNS = 100;

/**
 * The mapping the import uses when the user gives none, and the one the mapping step starts from:
 * each column's target by its header. When two columns could fill the same field the more useful
 * one wins (then the first), and the other is kept as a custom field. Columns nothing recognises
 * become custom fields named after their header.
 */
export function detectImportMapping(headers: readonly string[]): {
  source: ImportSource | undefined;
  columns: ImportColumn[];
} {
  const source = detectImportSource(headers);
  const columns: ImportColumn[] = headers.map((raw) => ({ header: raw.trim(), target: 'skip' }));
  const winner = new Map<ImportTarget, { index: number; rank: number }>();
  let custom = 0;
  const keep = (index: number) => {
    const header = columns[index]!.header;
    if (!header || header === '__proto__' || custom >= MAX_CUSTOM_COLUMNS) {
      columns[index] = { header, target: 'skip' };
      return;
    }
    custom++;
    columns[index] = { header, target: 'custom' };
  };
  columns.forEach(({ header }, index) => {
    if (!header || DESCRIBES_ANOTHER.test(header)) return;
    const match = BY_KEY.get(headerKey(header));
    // Outlook's 'Title' is an honorific (Mr., Dr.), not a job title.
    if (!match || (source === 'outlook' && headerKey(header) === 'title')) {
      keep(index);
      return;
    }
    const { target, rank } = match;
    if (!SINGLE_TARGETS.has(target)) {
      columns[index] = { header, target };
      return;
    }
    const current = winner.get(target);
    if (current === undefined || rank < current.rank) {
      if (current !== undefined) keep(current.index);
      winner.set(target, { index, rank });
      columns[index] = { header, target };
    } else keep(index);
  });
  return { source, columns };
}

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The separator of a CSV, read from its header row: the candidate found most often outside quotes
 * (a comma when none is). The header decides because data rows hold free text (tags joined with ';',
 * JSON with commas); papaparse's own guess, made over the first rows, picked ';' for our own export.
 */
export function csvDelimiter(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  // Blank lines before the header are skipped, as the import skips them.
  let i = 0;
  while (text[i] === '\n' || text[i] === '\r') i++;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && (DELIMITERS as readonly string[]).includes(c))
      counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best = ',';
  let most = 0;
  for (const d of DELIMITERS) {
    const n = counts.get(d) ?? 0;
    if (n > most) [best, most] = [d, n];
  }
  return best;
}

/**
 * Contact exports as other tools write them, made by us from each tool's documented export format
 * (header names and order, quoting, separators, line endings), with accented names, quoted commas,
 * empty columns and consent flags. Each comes with the contacts it must import as, field by field.
 */

export interface ExpectedContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  position: string | null;
  status: string;
  tags: string[];
  leadSource: string | null;
  customFields: Record<string, unknown>;
}

export interface ToolExport {
  tool: string;
  source: string;
  fileName: string;
  headers: string[];
  rows: Record<string, string>[];
  csv: string;
  expected: ExpectedContact[];
  unsubscribedCount: number;
}

interface CsvStyle {
  /** Outlook, Mailchimp and HubSpot quote every cell; Google and listmonk only when needed. */
  quoteAll?: boolean;
  delimiter?: string;
  eol?: string;
  bom?: boolean;
}

/** Writes `rows` (by header name; missing cells empty) in the tool's CSV style. */
export function writeCsv(headers: string[], rows: Record<string, string>[], style: CsvStyle = {}) {
  const { quoteAll = false, delimiter = ',', eol = '\n', bom = false } = style;
  const cell = (value: string) =>
    quoteAll || value.includes(delimiter) || /["\r\n]/.test(value)
      ? `"${value.replace(/"/g, '""')}"`
      : value;
  const lines = [headers, ...rows.map((row) => headers.map((h) => row[h] ?? ''))].map((cells) =>
    cells.map(cell).join(delimiter),
  );
  return `${bom ? '\uFEFF' : ''}${lines.join(eol)}${eol}`;
}

const contact = (fields: Partial<ExpectedContact> & Pick<ExpectedContact, 'email'>) =>
  ({
    firstName: '',
    lastName: '',
    phone: null,
    company: null,
    position: null,
    status: 'subscriber',
    tags: [],
    leadSource: null,
    customFields: {},
    ...fields,
  }) satisfies ExpectedContact;

function tool(
  spec: Omit<ToolExport, 'csv' | 'unsubscribedCount'> & { style?: CsvStyle },
): ToolExport {
  return {
    ...spec,
    csv: writeCsv(spec.headers, spec.rows, spec.style),
    unsubscribedCount: spec.expected.filter((c) => c.status === 'unsubscribed').length,
  };
}

/** Google Contacts' "Google CSV" (the legacy layout, numbered E-mail/Phone/Organization groups). */
export const GOOGLE_HEADERS = [
  'Name',
  'Given Name',
  'Additional Name',
  'Family Name',
  'Yomi Name',
  'Given Name Yomi',
  'Additional Name Yomi',
  'Family Name Yomi',
  'Name Prefix',
  'Name Suffix',
  'Initials',
  'Nickname',
  'Short Name',
  'Maiden Name',
  'Birthday',
  'Gender',
  'Location',
  'Billing Information',
  'Directory Server',
  'Mileage',
  'Occupation',
  'Hobby',
  'Sensitivity',
  'Priority',
  'Subject',
  'Notes',
  'Language',
  'Photo',
  'Group Membership',
  'E-mail 1 - Type',
  'E-mail 1 - Value',
  'E-mail 2 - Type',
  'E-mail 2 - Value',
  'Phone 1 - Type',
  'Phone 1 - Value',
  'Phone 2 - Type',
  'Phone 2 - Value',
  'Organization 1 - Type',
  'Organization 1 - Name',
  'Organization 1 - Yomi Name',
  'Organization 1 - Title',
  'Organization 1 - Department',
  'Organization 1 - Symbol',
  'Organization 1 - Location',
  'Organization 1 - Job Description',
  'Website 1 - Type',
  'Website 1 - Value',
];

export const google = tool({
  tool: 'Google Contacts',
  source: 'google',
  fileName: 'contacts.csv',
  headers: GOOGLE_HEADERS,
  style: { eol: '\r\n' },
  rows: [
    {
      Name: 'José Álvarez',
      'Given Name': 'José',
      'Family Name': 'Álvarez',
      Notes: 'Met at the fair, stand 12',
      'Group Membership': 'Clients, Spain ::: * myContacts',
      'E-mail 1 - Type': '* Work',
      'E-mail 1 - Value': 'Jose.Alvarez@example.es',
      'E-mail 2 - Type': 'Home',
      'E-mail 2 - Value': 'pepe@example.com',
      'Phone 1 - Type': 'Mobile',
      'Phone 1 - Value': '+34 600 123 456',
      'Phone 2 - Type': 'Work',
      'Phone 2 - Value': '+34 910 000 000',
      'Organization 1 - Name': 'Álvarez, Hijos y Cía',
      'Organization 1 - Title': 'Gerente',
      'Organization 1 - Department': 'Ventas',
    },
    {
      Name: 'Chloé Dubois',
      'Given Name': 'Chloé',
      'Family Name': 'Dubois',
      'Group Membership': '* myContacts',
      'E-mail 1 - Type': '* Home',
      'E-mail 1 - Value': 'chloe.dubois@example.fr',
    },
    {
      Name: 'Ludwig van Beethoven',
      'Group Membership': 'Composers ::: Vienna ::: * myContacts',
      'E-mail 1 - Value': 'ludwig@example.at',
      'Website 1 - Type': 'Home',
      'Website 1 - Value': 'https://example.at/ludwig',
    },
  ],
  expected: [
    contact({
      firstName: 'José',
      lastName: 'Álvarez',
      email: 'jose.alvarez@example.es',
      phone: '+34 600 123 456',
      company: 'Álvarez, Hijos y Cía',
      position: 'Gerente',
      tags: ['Clients, Spain'],
      customFields: {
        Notes: 'Met at the fair, stand 12',
        'E-mail 2 - Value': 'pepe@example.com',
        'Phone 2 - Value': '+34 910 000 000',
        'Organization 1 - Department': 'Ventas',
      },
    }),
    contact({ firstName: 'Chloé', lastName: 'Dubois', email: 'chloe.dubois@example.fr' }),
    contact({
      firstName: 'Ludwig',
      lastName: 'van Beethoven',
      email: 'ludwig@example.at',
      tags: ['Composers', 'Vienna'],
      // The split name is the contact's name, not also a custom field.
      customFields: { 'Website 1 - Value': 'https://example.at/ludwig' },
    }),
  ],
});

/** Outlook's "Comma Separated Values" export: every cell quoted, CRLF, Title is an honorific. */
export const outlook = tool({
  tool: 'Outlook',
  source: 'outlook',
  fileName: 'outlook-contacts.csv',
  style: { quoteAll: true, eol: '\r\n' },
  headers: [
    'First Name',
    'Middle Name',
    'Last Name',
    'Title',
    'Suffix',
    'Initials',
    'Web Page',
    'Gender',
    'Birthday',
    'Anniversary',
    'Location',
    'Language',
    'Internet Free Busy',
    'Notes',
    'E-mail Address',
    'E-mail 2 Address',
    'E-mail 3 Address',
    'Primary Phone',
    'Home Phone',
    'Home Phone 2',
    'Mobile Phone',
    'Pager',
    'Home Fax',
    'Home Address',
    'Home City',
    'Home Postal Code',
    'Home Country',
    'Company Main Phone',
    'Business Phone',
    'Business Phone 2',
    'Business Fax',
    'Company',
    'Job Title',
    'Department',
    'Office Location',
    'Account',
    'Business Street',
    'Business City',
    'Business Postal Code',
    'Business Country/Region',
    'Categories',
    'E-mail Type',
    'E-mail Display Name',
  ],
  rows: [
    {
      'First Name': 'Søren',
      'Last Name': 'Kierkegaard',
      Title: 'Dr.',
      'E-mail Address': 'soren@example.dk',
      'E-mail Type': 'SMTP',
      'E-mail Display Name': 'Søren Kierkegaard (soren@example.dk)',
      'Business Phone': '+45 33 12 34 56',
      'Mobile Phone': '+45 20 12 34 56',
      Company: 'Kierkegaard & Co., ApS',
      'Job Title': 'Philosopher',
      'Business City': 'København',
      Categories: 'Key Customer;Authors, Danish',
    },
    {
      'First Name': 'Zoë',
      'Last Name': "O'Brien",
      'E-mail Address': 'zoe.obrien@example.ie',
      'Business Phone': '+353 1 555 0101',
      Notes: 'Prefers calls\r\nafter 10am',
      Categories: '',
    },
  ],
  expected: [
    contact({
      firstName: 'Søren',
      lastName: 'Kierkegaard',
      email: 'soren@example.dk',
      phone: '+45 20 12 34 56',
      company: 'Kierkegaard & Co., ApS',
      position: 'Philosopher',
      tags: ['Key Customer', 'Authors, Danish'],
      customFields: {
        Title: 'Dr.',
        'Business Phone': '+45 33 12 34 56',
        'Business City': 'København',
      },
    }),
    contact({
      firstName: 'Zoë',
      lastName: "O'Brien",
      email: 'zoe.obrien@example.ie',
      // No mobile number: the business one is the phone (and not a custom field as well).
      phone: '+353 1 555 0101',
      customFields: { Notes: 'Prefers calls\r\nafter 10am' },
    }),
  ],
});

const MAILCHIMP_HEADERS = [
  'Email Address',
  'First Name',
  'Last Name',
  'Address',
  'Phone Number',
  'Birthday',
  'Company',
  'MEMBER_RATING',
  'OPTIN_TIME',
  'OPTIN_IP',
  'CONFIRM_TIME',
  'CONFIRM_IP',
  'LATITUDE',
  'LONGITUDE',
  'GMTOFF',
  'DSTOFF',
  'TIMEZONE',
  'CC',
  'REGION',
  'LAST_CHANGED',
  'LEID',
  'EUID',
  'NOTES',
  'TAGS',
];

/** Mailchimp's audience export, the subscribed members' file: every cell quoted, TAGS quoted names. */
export const mailchimp = tool({
  tool: 'Mailchimp',
  source: 'mailchimp',
  fileName: 'subscribed_members_export_1a2b3c.csv',
  style: { quoteAll: true },
  headers: MAILCHIMP_HEADERS,
  rows: [
    {
      'Email Address': 'ines.muller@example.de',
      'First Name': 'Inès',
      'Last Name': 'Müller',
      Address: 'Hauptstraße 1, Berlin, 10115 DE',
      Company: 'Müller GmbH',
      MEMBER_RATING: '4',
      OPTIN_TIME: '2024-03-01 09:12:44',
      CONFIRM_TIME: '2024-03-01 09:13:02',
      LEID: '123456789',
      EUID: 'a1b2c3d4e5',
      TAGS: '"VIP","Newsletter"',
    },
    {
      'Email Address': 'ana@example.pt',
      'First Name': 'Ana',
      'Last Name': 'Conceição',
      'Phone Number': '+351 912 345 678',
      MEMBER_RATING: '2',
      OPTIN_TIME: '2023-11-20 17:00:00',
      TAGS: '',
    },
    // A newsletter sign-up: the address and nothing else.
    {
      'Email Address': 'reader@example.com',
      MEMBER_RATING: '2',
      OPTIN_TIME: '2024-06-01 07:30:00',
      TAGS: '"Newsletter"',
    },
  ],
  expected: [
    contact({
      firstName: 'Inès',
      lastName: 'Müller',
      email: 'ines.muller@example.de',
      company: 'Müller GmbH',
      tags: ['VIP', 'Newsletter'],
      customFields: {
        Address: 'Hauptstraße 1, Berlin, 10115 DE',
        MEMBER_RATING: '4',
        OPTIN_TIME: '2024-03-01 09:12:44',
        CONFIRM_TIME: '2024-03-01 09:13:02',
        LEID: '123456789',
        EUID: 'a1b2c3d4e5',
      },
    }),
    contact({
      firstName: 'Ana',
      lastName: 'Conceição',
      email: 'ana@example.pt',
      phone: '+351 912 345 678',
      customFields: { MEMBER_RATING: '2', OPTIN_TIME: '2023-11-20 17:00:00' },
    }),
    contact({
      email: 'reader@example.com',
      tags: ['Newsletter'],
      customFields: { MEMBER_RATING: '2', OPTIN_TIME: '2024-06-01 07:30:00' },
    }),
  ],
});

/** Mailchimp's unsubscribed members' file: the same columns plus UNSUB_*; all arrive unsubscribed. */
export const mailchimpUnsubscribed = tool({
  tool: 'Mailchimp (unsubscribed)',
  source: 'mailchimp',
  fileName: 'unsubscribed_members_export_1a2b3c.csv',
  style: { quoteAll: true },
  headers: [
    ...MAILCHIMP_HEADERS.slice(0, -1),
    'UNSUB_TIME',
    'UNSUB_CAMPAIGN_TITLE',
    'UNSUB_CAMPAIGN_ID',
    'UNSUB_REASON',
    'UNSUB_REASON_OTHER',
    'TAGS',
  ],
  rows: [
    {
      'Email Address': 'bjorn@example.se',
      'First Name': 'Björn',
      'Last Name': 'Ångström',
      MEMBER_RATING: '1',
      UNSUB_TIME: '2024-05-02 08:00:00',
      UNSUB_CAMPAIGN_TITLE: 'Spring sale, 20% off',
      UNSUB_REASON: 'NORMAL',
      TAGS: '"Newsletter"',
    },
  ],
  expected: [
    contact({
      firstName: 'Björn',
      lastName: 'Ångström',
      email: 'bjorn@example.se',
      status: 'unsubscribed',
      tags: ['Newsletter'],
      customFields: {
        MEMBER_RATING: '1',
        UNSUB_CAMPAIGN_TITLE: 'Spring sale, 20% off',
        UNSUB_REASON: 'NORMAL',
      },
    }),
  ],
});

/** HubSpot's contact export (all properties quoted), mobile preferred over the landline. */
export const hubspot = tool({
  tool: 'HubSpot',
  source: 'hubspot',
  fileName: 'hubspot-crm-exports-all-contacts-2024-06-01.csv',
  style: { quoteAll: true },
  headers: [
    'Record ID',
    'First Name',
    'Last Name',
    'Email',
    'Phone Number',
    'Mobile Phone Number',
    'Company Name',
    'Job Title',
    'Original Source',
    'Lifecycle Stage',
    'Lead Status',
    'Marketing contact status',
    'Unsubscribed from all email',
    'Create Date',
  ],
  rows: [
    {
      'Record ID': '51',
      'First Name': 'Łukasz',
      'Last Name': 'Wiśniewski',
      Email: 'lukasz@example.pl',
      'Phone Number': '+48 22 123 45 67',
      'Mobile Phone Number': '+48 601 234 567',
      'Company Name': 'Wiśniewski, Nowak i Wspólnicy',
      'Job Title': 'CTO',
      'Original Source': 'Organic Search',
      'Lifecycle Stage': 'Lead',
      'Lead Status': 'New',
      'Marketing contact status': 'Marketing contact',
      'Unsubscribed from all email': '',
      'Create Date': '2024-01-15 10:22',
    },
    {
      'Record ID': '52',
      'First Name': 'Renée',
      'Last Name': 'Faure',
      Email: 'renee@example.fr',
      'Original Source': 'Offline Sources',
      'Lifecycle Stage': 'Customer',
      'Marketing contact status': 'Non-marketing contact',
      'Unsubscribed from all email': 'true',
      'Create Date': '2023-07-04 16:05',
    },
  ],
  expected: [
    contact({
      firstName: 'Łukasz',
      lastName: 'Wiśniewski',
      email: 'lukasz@example.pl',
      phone: '+48 601 234 567',
      company: 'Wiśniewski, Nowak i Wspólnicy',
      position: 'CTO',
      leadSource: 'Organic Search',
      // The lifecycle stage says the status: Lead.
      status: 'lead',
      customFields: {
        'Record ID': '51',
        'Phone Number': '+48 22 123 45 67',
        'Lead Status': 'New',
        'Marketing contact status': 'Marketing contact',
        'Create Date': '2024-01-15 10:22',
      },
    }),
    contact({
      firstName: 'Renée',
      lastName: 'Faure',
      email: 'renee@example.fr',
      // Unsubscribed wins over the stage, which is kept as given.
      status: 'unsubscribed',
      leadSource: 'Offline Sources',
      customFields: {
        'Record ID': '52',
        'Lifecycle Stage': 'Customer',
        'Marketing contact status': 'Non-marketing contact',
        'Create Date': '2023-07-04 16:05',
      },
    }),
  ],
});

/** Brevo's contact export: semicolon-separated, attributes in capitals, blacklist flags. */
export const brevo = tool({
  tool: 'Brevo',
  source: 'brevo',
  fileName: 'brevo-contacts.csv',
  style: { delimiter: ';' },
  headers: [
    'CONTACT ID',
    'EMAIL',
    'FIRSTNAME',
    'LASTNAME',
    'SMS',
    'JOB_TITLE',
    'EMAIL_BLACKLISTED',
    'SMS_BLACKLISTED',
    'ADDED_TIME',
    'MODIFIED_TIME',
  ],
  rows: [
    {
      'CONTACT ID': '7',
      EMAIL: 'francois@example.fr',
      FIRSTNAME: 'François',
      LASTNAME: 'Lefèvre',
      SMS: '+33612345678',
      JOB_TITLE: 'Directeur; ventes',
      EMAIL_BLACKLISTED: 'No',
      SMS_BLACKLISTED: 'No',
      ADDED_TIME: '2024-02-10T09:00:00Z',
    },
    {
      'CONTACT ID': '8',
      EMAIL: 'noemie@example.fr',
      FIRSTNAME: 'Noémie',
      LASTNAME: '',
      EMAIL_BLACKLISTED: 'Yes',
      SMS_BLACKLISTED: 'Yes',
    },
    { 'CONTACT ID': '9', EMAIL: 'only.an.address@example.fr', EMAIL_BLACKLISTED: 'No' },
  ],
  expected: [
    contact({
      firstName: 'François',
      lastName: 'Lefèvre',
      email: 'francois@example.fr',
      phone: '+33612345678',
      position: 'Directeur; ventes',
      // 'CONTACT ID' is Brevo's own id, skipped like every `contact id` column.
      customFields: {
        SMS_BLACKLISTED: 'No',
        ADDED_TIME: '2024-02-10T09:00:00Z',
      },
    }),
    contact({
      firstName: 'Noémie',
      email: 'noemie@example.fr',
      status: 'unsubscribed',
      customFields: { SMS_BLACKLISTED: 'Yes' },
    }),
    contact({ email: 'only.an.address@example.fr' }),
  ],
});

/** listmonk's subscriber export: one name column, attributes as JSON, status. */
export const listmonk = tool({
  tool: 'listmonk',
  source: 'listmonk',
  fileName: 'subscribers.csv',
  headers: ['uuid', 'email', 'name', 'attributes', 'status', 'created_at', 'updated_at'],
  rows: [
    {
      uuid: '5e91dda1-1c16-467d-9bf9-2a21bf22ae21',
      email: 'maria@example.es',
      name: 'María José de la Cruz',
      attributes: '{"city": "Sevilla", "projects": 3, "stack": {"languages": ["go", "js"]}}',
      status: 'enabled',
      created_at: '2024-04-01 10:00:00.000000+00:00',
      updated_at: '2024-04-02 10:00:00.000000+00:00',
    },
    {
      uuid: '1d2f4c43-7bd2-4e2b-8d7e-5d9c3f7ab001',
      email: 'olaf@example.no',
      name: 'Olaf',
      attributes: '{}',
      status: 'blocklisted',
      created_at: '2024-04-03 10:00:00.000000+00:00',
      updated_at: '2024-04-03 10:00:00.000000+00:00',
    },
  ],
  expected: [
    contact({
      firstName: 'María José',
      lastName: 'de la Cruz',
      email: 'maria@example.es',
      customFields: {
        city: 'Sevilla',
        projects: 3,
        stack: '{"languages":["go","js"]}',
      },
    }),
    contact({
      firstName: 'Olaf',
      email: 'olaf@example.no',
      status: 'unsubscribed',
    }),
  ],
});

export const TOOL_EXPORTS = [
  google,
  outlook,
  mailchimp,
  mailchimpUnsubscribed,
  hubspot,
  brevo,
  listmonk,
];

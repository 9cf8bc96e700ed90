/** Every route of the app (spec section 2, route table). Screens link through these, never literals. */
export const paths = {
  home: '/',
  landing: '/landing',
  test: '/test',
  login: '/login',
  register: '/register',
  logout: '/logout',
  changePassword: '/change-password',
  forgotPassword: '/forgot-password',
  /** The page a password reset link opens (`?token=`); the server's mail links here. */
  resetPassword: '/reset-password',
  /** The page an email change link opens (`?token=`). */
  confirmEmail: '/confirm-email',
  privacyPolicy: '/privacy-policy',
  dashboard: '/dashboard',
  contacts: '/contacts',
  /** Likely duplicate contacts and their merge (issue 27 §4), from Contacts. */
  duplicates: '/contacts/duplicates',
  /** One contact's page (issue 32 §1): link to it with `contactPath(id)`. */
  contact: '/contacts/:id',
  /** Saved segments (issue 27 §1); the editor of a new one, and of a saved one by id. */
  segments: '/segments',
  newSegment: '/segments/new',
  segment: '/segments/:id',
  /** Companies (issue 32 §2), and one company's page: link to it with `companyPath(id)`. */
  companies: '/companies',
  company: '/companies/:id',
  /** Tasks due overdue, today, upcoming and done (issue 32 §1). */
  tasks: '/tasks',
  /** The pipeline board of deals (issue 32 §3). */
  deals: '/deals',
  campaigns: '/campaigns',
  emailTemplates: '/email-templates',
  /** The Automation screen: the workflows area (its URL is the spec's). */
  workflows: '/automation',
  /** Signup forms (issue 28); their public pages are the server's `/f/<publicId>`. */
  forms: '/forms',
  analytics: '/analytics',
  billing: '/billing',
  outbox: '/outbox',
  profile: '/profile',
  /** The account's settings: its sender identity (issue 24 §3). */
  settings: '/settings',
  /** API keys for other systems (issue 33 §2), from Settings. */
  apiKeys: '/settings/api-keys',
  /** The sending domain's DNS checks and bulk-sender readiness (issue 30 §3), from Settings. */
  sendingDomain: '/sending-domain',
  /** Who did what in the account, when and from where (issue 33 §4), from Settings. */
  auditLog: '/settings/audit-log',
  /** Outbound webhooks (issue 33 §3): endpoints and their delivery logs, from Settings. */
  webhooks: '/settings/webhooks',
  colorPalette: '/color-palette',
  subscribe: '/subscribe',
} as const;

/** The page of the contact with `id`. */
export const contactPath = (id: number) => paths.contact.replace(':id', String(id));

/** The page of the company with `id`. */
export const companyPath = (id: number) => paths.company.replace(':id', String(id));

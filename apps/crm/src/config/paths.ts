/** Every route of the app (spec section 2, route table). Screens link through these, never literals. */
export const paths = {
  home: '/',
  landing: '/landing',
  test: '/test',
  login: '/login',
  register: '/register',
  logout: '/logout',
  changePassword: '/change-password',
  privacyPolicy: '/privacy-policy',
  dashboard: '/dashboard',
  contacts: '/contacts',
  campaigns: '/campaigns',
  emailTemplates: '/email-templates',
  /** The Automation screen: the workflows area (its URL is the spec's). */
  workflows: '/automation',
  analytics: '/analytics',
  billing: '/billing',
  outbox: '/outbox',
  profile: '/profile',
  colorPalette: '/color-palette',
  subscribe: '/subscribe',
} as const;

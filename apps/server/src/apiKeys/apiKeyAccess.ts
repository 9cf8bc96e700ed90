import type { ApiKeyScope } from '@crm/api-client';

export const API_KEYS_NOT_ALLOWED = 'API keys cannot be used for this route';
export const missingScope = (scope: ApiKeyScope) => `This API key does not have the ${scope} scope`;

/** `GET` rows match GET and HEAD; `write` rows every other method; `*` any. */
type MethodMatch = 'GET' | 'POST' | 'write' | '*';

/** One row: a path prefix (`:id` stands for one segment) and the scope it needs, or null for any key. */
export interface ApiKeyRoute {
  method: MethodMatch;
  path: string;
  scope: ApiKeyScope | null;
}

const crm = (path: string): ApiKeyRoute[] => [
  { method: 'GET', path, scope: 'contacts:read' },
  { method: 'write', path, scope: 'contacts:write' },
];

/**
 * THE table of what an API key may reach (issue 33 §2): the first row whose method and path
 * prefix match decides the scope. A route with no row refuses keys: the session-only routes
 * (sign-in and password, profile, settings, sending and domains, billing, the outbox and key
 * management itself) are simply absent. The OpenAPI document reads each path's scope from here.
 */
export const API_KEY_ROUTES: readonly ApiKeyRoute[] = [
  { method: 'GET', path: '/api/health', scope: null },
  { method: 'GET', path: '/api/openapi.json', scope: null },
  // Emailing one contact is a send, not a contact edit.
  { method: 'POST', path: '/api/contacts/:id/email', scope: 'campaigns:send' },
  // Counting a draft segment's contacts reads them, though the draft travels in a POST body.
  { method: 'POST', path: '/api/segments/count', scope: 'contacts:read' },
  // Notes, tasks, companies, deals and segments are the contact records around a contact.
  ...crm('/api/contacts'),
  ...crm('/api/notes'),
  ...crm('/api/tasks'),
  ...crm('/api/companies'),
  ...crm('/api/pipeline'),
  ...crm('/api/deals'),
  ...crm('/api/segments'),
  { method: 'GET', path: '/api/campaigns', scope: 'campaigns:read' },
  // There is no campaigns:write: changing what goes out is as strong as sending it.
  { method: 'write', path: '/api/campaigns', scope: 'campaigns:send' },
  { method: '*', path: '/api/email-templates', scope: 'templates' },
  { method: '*', path: '/api/uploads', scope: 'templates' },
  { method: '*', path: '/api/automation-workflows', scope: 'workflows' },
  { method: '*', path: '/api/forms', scope: 'forms' },
  { method: 'GET', path: '/api/analytics', scope: 'analytics' },
  { method: 'GET', path: '/api/bounces', scope: 'analytics' },
];

const methodMatches = (match: MethodMatch, method: string) => {
  const read = method === 'GET' || method === 'HEAD';
  return match === '*' || (match === 'write' ? !read : match === 'GET' ? read : match === method);
};

const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/:id/g, '[^/]+').replace(/\./g, '\\.')}(?:/|$)`);
const compiled = API_KEY_ROUTES.map((route) => ({ route, pattern: pathPattern(route.path) }));

/** The row deciding a request with a key; undefined when keys may not use it at all. */
export function apiKeyRouteFor(method: string, path: string): ApiKeyRoute | undefined {
  return compiled.find(
    ({ route, pattern }) => methodMatches(route.method, method) && pattern.test(path),
  )?.route;
}

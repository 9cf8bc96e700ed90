import { http, HttpResponse, type RequestHandler } from 'msw';
import { ApiKeyInputSchema, type ApiKey } from '@crm/api-client';
import { readBody } from './readBody';

/** The whole key the stories' API answers a create with. */
export const STORY_API_KEY = 'crm_5f2a9c1e_c3Rvcnkta2V5LW5vdC1hLXJlYWwtc2VjcmV0LXRoaXM';

/** Two live keys: one used minutes ago (times from now, so the words stay the same), one never. */
export function demoApiKeys(now = Date.now()): ApiKey[] {
  return [
    {
      id: 2,
      name: 'Shop sync',
      prefix: 'crm_8d41b0a7',
      scopes: ['contacts:read', 'contacts:write'],
      createdAt: '2026-10-02T09:00:00.000Z',
      lastUsedAt: new Date(now - 5 * 60_000).toISOString(),
      expiresAt: '2030-01-01T00:00:00.000Z',
    },
    {
      id: 1,
      name: 'Zapier reports',
      prefix: 'crm_31c7e9f2',
      scopes: ['campaigns:read', 'analytics'],
      createdAt: '2026-09-15T09:00:00.000Z',
      lastUsedAt: null,
      expiresAt: null,
    },
  ];
}

/** `/api/api-keys` over an in-memory list: create answers the whole key once, revoke drops it. */
export function apiKeysHandlers({
  apiKeys = demoApiKeys(),
}: { apiKeys?: ApiKey[] } = {}): RequestHandler[] {
  let keys = [...apiKeys];
  let nextId = Math.max(0, ...keys.map((k) => k.id)) + 1;
  return [
    http.get('/api/api-keys', () => HttpResponse.json({ apiKeys: keys })),
    http.post('/api/api-keys', async ({ request }) => {
      const { body: input, refused } = await readBody(request, ApiKeyInputSchema);
      if (!input) return refused;
      const apiKey: ApiKey = {
        id: nextId++,
        name: input.name,
        prefix: STORY_API_KEY.slice(0, 12),
        scopes: input.scopes,
        createdAt: new Date().toISOString(),
        lastUsedAt: null,
        expiresAt:
          input.expiresInDays === null
            ? null
            : new Date(Date.now() + input.expiresInDays * 86_400_000).toISOString(),
      };
      keys = [apiKey, ...keys];
      return HttpResponse.json({ apiKey, key: STORY_API_KEY }, { status: 201 });
    }),
    http.delete('/api/api-keys/:id', ({ params }) => {
      keys = keys.filter((k) => String(k.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

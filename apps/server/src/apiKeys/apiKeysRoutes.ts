import { ApiKeyInputSchema } from '@crm/api-client';
import { type Context, Hono } from 'hono';
import { audited } from '../audit/recordAudit';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { notFound } from '../http/HttpError';
import { parseId, readBody } from '../http/readJson';
import { newApiKey } from './apiKeyAuth';
import { apiKeysRepository } from './apiKeysRepository';

const repo = (deps: AppDeps, c: Context<AppEnv>) => apiKeysRepository(deps, c.var.scope);

/**
 * `/api/api-keys`: list, create and revoke the owner's keys. Session only: no row of
 * `apiKeyAccess.ts` names it, so a key can never make or keep keys alive.
 */
export function apiKeysRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));

  app.get('/', async (c) => c.json({ apiKeys: await repo(deps, c).list() }));

  app.post('/', async (c) => {
    const input = await readBody(c, ApiKeyInputSchema);
    const { key, prefix, hash } = newApiKey();
    const apiKey = (await audited(
      deps,
      c,
      (trx) =>
        apiKeysRepository(trx, c.var.scope).create(
          input,
          { prefix, hash, createdBy: c.var.auth.userId },
          new Date(),
        ),
      (made) => ({
        action: 'api_key.created',
        target: { type: 'api_key', id: made.id, label: made.name },
        details: { scopes: made.scopes.join(' ') },
      }),
    ))!;
    // The only time the whole key leaves the server: only its hash is kept.
    return c.json({ apiKey, key }, 201);
  });

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'API key');
    const revoked = await audited(
      deps,
      c,
      (trx) => apiKeysRepository(trx, c.var.scope).revoke(id, new Date()),
      (name) => ({ action: 'api_key.revoked', target: { type: 'api_key', id, label: name } }),
    );
    if (revoked === undefined) throw notFound('API key');
    return c.body(null, 204);
  });

  return app;
}

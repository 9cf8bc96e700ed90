import { randomUUID } from 'node:crypto';
import {
  WebhookDeliveryListQuerySchema,
  WebhookEndpointInputSchema,
  WebhookEndpointUpdateSchema,
} from '@crm/api-client';
import { type Context, Hono } from 'hono';
import { audited } from '../audit/recordAudit';
import { requireAuth } from '../auth/requireAuth';
import { inTransaction } from '../db/Db';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError, notFound } from '../http/HttpError';
import { parseId, readBody, validate } from '../http/readJson';
import { literalHostRefused, PRIVATE_ADDRESS_MESSAGE } from './webhookAddress';
import { cancelEndpointDeliveries, emitWebhookEvents, enqueueDelivery } from './webhookEvents';
import { newWebhookSecret } from './webhookSignature';
import { webhooksRepository } from './webhooksRepository';

/** How long a rotated-out secret still signs beside the new one: a day to deploy the new one. */
export const WEBHOOK_ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/**
 * `/api/webhooks`: the owner's endpoints (list, add, change, delete, rotate the secret, send a
 * test event) and each one's delivery log (paged, resend). The secret is in the answer only when
 * it is made (creation, rotation).
 */
export function webhooksRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  const repo = (c: Context<AppEnv>) => webhooksRepository(deps, c.var.scope);
  const { allowPrivate } = deps.config.webhooks;
  const checkUrl = (url: string | undefined) => {
    if (url !== undefined && literalHostRefused(url, allowPrivate))
      throw new HttpError(400, PRIVATE_ADDRESS_MESSAGE, { field: 'url' });
  };
  const endpointOf = async (c: Context<AppEnv>) => {
    const id = parseId(c.req.param('id'), 'Webhook endpoint');
    if (!(await repo(c).find(id))) throw notFound('Webhook endpoint');
    return id;
  };

  app.get('/', async (c) => c.json({ endpoints: await repo(c).list() }));

  app.post('/', async (c) => {
    const input = await readBody(c, WebhookEndpointInputSchema);
    checkUrl(input.url);
    const secret = newWebhookSecret();
    const endpoint = (await audited(
      deps,
      c,
      (trx) => webhooksRepository(trx, c.var.scope).create(input, secret, new Date()),
      (made) => ({
        action: 'webhook.created',
        target: { type: 'webhook', id: made.id, label: made.url },
      }),
    ))!;
    return c.json({ endpoint, secret }, 201);
  });

  app.get('/:id', async (c) => {
    const endpoint = await repo(c).find(await endpointOf(c));
    if (!endpoint) throw notFound('Webhook endpoint');
    return c.json({ endpoint });
  });

  app.patch('/:id', async (c) => {
    const id = await endpointOf(c);
    const input = await readBody(c, WebhookEndpointUpdateSchema);
    checkUrl(input.url);
    const endpoint = await repo(c).update(id, input, new Date());
    if (!endpoint) throw notFound('Webhook endpoint');
    return c.json({ endpoint });
  });

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Webhook endpoint');
    const removed = await audited(
      deps,
      c,
      async (trx) => {
        await cancelEndpointDeliveries(trx, c.var.scope, id, new Date());
        return webhooksRepository(trx, c.var.scope).remove(id);
      },
      (url) => ({ action: 'webhook.deleted', target: { type: 'webhook', id, label: url } }),
    );
    if (removed === undefined) throw notFound('Webhook endpoint');
    return c.body(null, 204);
  });

  app.post('/:id/rotate-secret', async (c) => {
    const id = await endpointOf(c);
    const secret = newWebhookSecret();
    const now = new Date();
    const endpoint = await repo(c).rotate(
      id,
      secret,
      now,
      new Date(now.getTime() + WEBHOOK_ROTATION_OVERLAP_MS),
    );
    if (!endpoint) throw notFound('Webhook endpoint');
    return c.json({ endpoint, secret });
  });

  app.post('/:id/test', async (c) => {
    const id = await endpointOf(c);
    const scope = c.var.scope;
    const [deliveryId] = await inTransaction(deps, (trx) =>
      emitWebhookEvents(
        trx,
        scope,
        'webhook.test',
        () => [{ data: { message: 'A test event from Beacon CRM', endpointId: id } }],
        { endpointId: id },
      ),
    );
    const delivery = await repo(c).findDelivery(id, deliveryId!);
    return c.json({ delivery }, 201);
  });

  app.get('/:id/deliveries', async (c) => {
    const id = await endpointOf(c);
    const { limit, before } = validate(WebhookDeliveryListQuerySchema, c.req.query());
    const page = await repo(c).deliveriesPage(id, limit, before);
    return c.json({
      deliveries: page.deliveries,
      nextCursor: page.next === null ? null : String(page.next),
      total: page.total,
    });
  });

  app.post('/:id/deliveries/:deliveryId/resend', async (c) => {
    const id = await endpointOf(c);
    const deliveryId = parseId(c.req.param('deliveryId'), 'Delivery');
    const scope = c.var.scope;
    const found = await repo(c).findDelivery(id, deliveryId);
    if (!found) throw notFound('Delivery');
    if (found.status === 'queued')
      throw new HttpError(409, 'This delivery is still queued: it will be sent (or retried) soon');
    await inTransaction(deps, async (trx) => {
      await webhooksRepository(trx, scope).requeue(deliveryId);
      await enqueueDelivery(trx, scope, deliveryId, randomUUID());
    });
    return c.json({ delivery: await repo(c).findDelivery(id, deliveryId) });
  });

  return app;
}

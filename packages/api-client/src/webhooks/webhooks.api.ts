import type { Page, PageParams } from '../common/pages';
import { type Http, idSegment, queryString } from '../http';
import {
  type WebhookDelivery,
  WebhookDeliveryListResponseSchema,
  WebhookDeliveryResponseSchema,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  WebhookEndpointListResponseSchema,
  WebhookEndpointResponseSchema,
  type WebhookEndpointUpdate,
  type WebhookEndpointWithSecret,
  WebhookEndpointWithSecretResponseSchema,
} from './webhooks.schemas';

export function webhooksApi(http: Http) {
  return {
    /** `GET /api/webhooks`: the owner's endpoints, oldest first. */
    getWebhookEndpoints: async (): Promise<WebhookEndpoint[]> =>
      (await http.json('GET', '/api/webhooks', WebhookEndpointListResponseSchema)).endpoints,
    /** `GET /api/webhooks/{id}`. */
    getWebhookEndpoint: async (id: number): Promise<WebhookEndpoint> =>
      (await http.json('GET', `/api/webhooks/${idSegment(id)}`, WebhookEndpointResponseSchema))
        .endpoint,
    /** `POST /api/webhooks`: 201 with the secret, shown this once; 400 for a private address. */
    createWebhookEndpoint: async (
      input: WebhookEndpointInput,
    ): Promise<WebhookEndpointWithSecret> =>
      http.json('POST', '/api/webhooks', WebhookEndpointWithSecretResponseSchema, { json: input }),
    /** `PATCH /api/webhooks/{id}`. */
    updateWebhookEndpoint: async (
      id: number,
      input: WebhookEndpointUpdate,
    ): Promise<WebhookEndpoint> =>
      (
        await http.json('PATCH', `/api/webhooks/${idSegment(id)}`, WebhookEndpointResponseSchema, {
          json: input,
        })
      ).endpoint,
    /** `DELETE /api/webhooks/{id}`: 204; its delivery log goes with it. */
    deleteWebhookEndpoint: async (id: number): Promise<void> => {
      await http.send('DELETE', `/api/webhooks/${idSegment(id)}`);
    },
    /** `POST /api/webhooks/{id}/rotate-secret`: the new secret; the old one signs for 24 hours more. */
    rotateWebhookSecret: async (id: number): Promise<WebhookEndpointWithSecret> =>
      http.json(
        'POST',
        `/api/webhooks/${idSegment(id)}/rotate-secret`,
        WebhookEndpointWithSecretResponseSchema,
      ),
    /** `POST /api/webhooks/{id}/test`: queues a `webhook.test` delivery to this endpoint. */
    sendWebhookTest: async (id: number): Promise<WebhookDelivery> =>
      (
        await http.json(
          'POST',
          `/api/webhooks/${idSegment(id)}/test`,
          WebhookDeliveryResponseSchema,
        )
      ).delivery,
    /** `GET /api/webhooks/{id}/deliveries`: a page of the delivery log, newest first. */
    getWebhookDeliveriesPage: async (
      endpointId: number,
      { limit, cursor }: PageParams = {},
    ): Promise<Page<WebhookDelivery>> => {
      const page = await http.json(
        'GET',
        `/api/webhooks/${idSegment(endpointId)}/deliveries${queryString({ limit, before: cursor ?? undefined })}`,
        WebhookDeliveryListResponseSchema,
      );
      return { items: page.deliveries, nextCursor: page.nextCursor, total: page.total };
    },
    /** `POST /api/webhooks/{id}/deliveries/{deliveryId}/resend`: queued again, same event id. */
    resendWebhookDelivery: async (
      endpointId: number,
      deliveryId: number,
    ): Promise<WebhookDelivery> =>
      (
        await http.json(
          'POST',
          `/api/webhooks/${idSegment(endpointId)}/deliveries/${idSegment(deliveryId)}/resend`,
          WebhookDeliveryResponseSchema,
        )
      ).delivery,
  };
}

import type { ApiClient } from '../client';
import { pagesQuery } from '../common/pages';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import {
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
} from './webhooks.schemas';

/** Query keys of webhooks: the endpoints, one endpoint, and its delivery log. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  detail: (id: number) => [...webhookKeys.all, 'detail', id] as const,
  deliveries: (id: number) => [...webhookKeys.all, 'deliveries', id] as const,
};

export const webhookQueries = {
  list: (client: ApiClient) => ({
    queryKey: webhookKeys.list(),
    queryFn: () => client.getWebhookEndpoints(),
  }),
  detail: (client: ApiClient, id: number) => ({
    queryKey: webhookKeys.detail(id),
    queryFn: () => client.getWebhookEndpoint(id),
  }),
  /** Pages of an endpoint's deliveries, newest first. */
  deliveries: (client: ApiClient, endpointId: number) =>
    pagesQuery(webhookKeys.deliveries(endpointId), (cursor) =>
      client.getWebhookDeliveriesPage(endpointId, { limit: WEBHOOK_DELIVERIES_PAGE_SIZE, cursor }),
    ),
};

const refresh = (queryClient: QueryInvalidator) => invalidateAll(queryClient, [webhookKeys.all]);

export const webhookMutations = {
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...webhookKeys.all, 'create'] as const,
    mutationFn: (input: WebhookEndpointInput) => client.createWebhookEndpoint(input),
    onSuccess: () => refresh(queryClient),
  }),
  update: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...webhookKeys.all, 'update'] as const,
    mutationFn: ({ id, input }: { id: number; input: WebhookEndpointUpdate }) =>
      client.updateWebhookEndpoint(id, input),
    onSuccess: () => refresh(queryClient),
  }),
  delete: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...webhookKeys.all, 'delete'] as const,
    mutationFn: (id: number) => client.deleteWebhookEndpoint(id),
    onSuccess: () => refresh(queryClient),
  }),
  rotate: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...webhookKeys.all, 'rotate'] as const,
    mutationFn: (id: number) => client.rotateWebhookSecret(id),
    onSuccess: () => refresh(queryClient),
  }),
  test: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...webhookKeys.all, 'test'] as const,
    mutationFn: (id: number) => client.sendWebhookTest(id),
    onSuccess: () => refresh(queryClient),
  }),
  resend: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...webhookKeys.all, 'resend'] as const,
    mutationFn: ({ endpointId, deliveryId }: { endpointId: number; deliveryId: number }) =>
      client.resendWebhookDelivery(endpointId, deliveryId),
    onSuccess: () => refresh(queryClient),
  }),
};

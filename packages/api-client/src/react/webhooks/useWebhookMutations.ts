import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookMutations } from '../../webhooks/webhooks.queries';
import { useApiClient } from '../ApiClientProvider';

/** Adds an endpoint; the answer carries its secret, shown once. */
export function useCreateWebhookEndpoint() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(webhookMutations.create(client, queryClient));
}

/** Changes an endpoint (address, events, on or off). */
export function useUpdateWebhookEndpoint() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(webhookMutations.update(client, queryClient));
}

/** Deletes an endpoint and its delivery log. */
export function useDeleteWebhookEndpoint() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(webhookMutations.delete(client, queryClient));
}

/** A new secret for an endpoint; the answer carries it, shown once. */
export function useRotateWebhookSecret() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(webhookMutations.rotate(client, queryClient));
}

/** Queues a `webhook.test` delivery to an endpoint; its log refetches. */
export function useSendWebhookTest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(webhookMutations.test(client, queryClient));
}

/** Queues a delivery again. */
export function useResendWebhookDelivery() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(webhookMutations.resend(client, queryClient));
}

import { useQuery } from '@tanstack/react-query';
import { webhookQueries } from '../../webhooks/webhooks.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';
import { usePagedQuery } from '../usePagedQuery';

/** The account's webhook endpoints (`GET /api/webhooks`). */
export function useWebhookEndpoints() {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...webhookQueries.list(client), enabled: signedIn });
}

/** An endpoint's delivery log, newest first: `data` is `{ rows, total }`. */
export function useWebhookDeliveries(endpointId: number) {
  return usePagedQuery(webhookQueries.deliveries(useApiClient(), endpointId), true);
}

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

/**
 * How often an open delivery log is read again: deliveries are made and retried by the server's
 * workers, so a test event's status changes without anyone acting on the page.
 */
const DELIVERIES_REFRESH_MS = 5000;

/**
 * An endpoint's delivery log, newest first: `data` is `{ rows, total }`. Read again every few
 * seconds while shown (and the tab is visible) so new deliveries and their outcomes appear; only
 * while just the first page is loaded, so a poll is one small read (paging back into the history
 * stops it; any change made from the page still refreshes every page).
 */
export function useWebhookDeliveries(endpointId: number) {
  return usePagedQuery(webhookQueries.deliveries(useApiClient(), endpointId), true, {
    refetchInterval: (data) => (data && data.pages.length > 1 ? false : DELIVERIES_REFRESH_MS),
  });
}

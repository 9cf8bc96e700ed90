import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { analyticsKeys } from '@crm/api-client';

/**
 * Refetches the analytics already in the cache when a screen that shows them opens. The app's
 * cache never goes stale by itself (spec section 9), but opens, clicks and unsubscribes arrive
 * from mail clients, not through a write of this app that could invalidate them: without this a
 * return to the dashboard would show the figures of the first visit. Reads still on their way are
 * left alone, so a first visit fetches once.
 */
export function useFreshAnalytics() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({
      queryKey: analyticsKeys.all,
      predicate: (query) => query.state.status === 'success' && query.state.fetchStatus === 'idle',
    });
  }, [queryClient]);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { subscriptionMutations } from '../../subscription/subscription.queries';
import { useApiClient } from '../ApiClientProvider';
import { AuthContext } from '../AuthContext';

/**
 * Changes the plan (`POST /api/subscription/change`); the subscription refetches, and so does the
 * signed-in user, whose tier may follow the plan.
 */
export function useChangeSubscription() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const auth = useContext(AuthContext);
  const options = subscriptionMutations.change(client, queryClient);
  return useMutation({
    ...options,
    onSuccess: async () => {
      await Promise.all([options.onSuccess(), auth?.refreshUser()]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMutations } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';

/** Adds the chosen contacts (`{ ids }` or `{ filter }`) to `campaignId`; campaigns refetch. */
export function useBulkAddContactsToCampaign() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(contactMutations.bulkAddToCampaign(client, queryClient));
}

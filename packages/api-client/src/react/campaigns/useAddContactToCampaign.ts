import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignMutations } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';

/** Adds a contact to a campaign (`{ campaignId, contactId }`); the campaigns list refetches. */
export function useAddContactToCampaign() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(campaignMutations.addContact(client, queryClient));
}

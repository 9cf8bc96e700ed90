import { useQuery } from '@tanstack/react-query';
import { campaignQueries } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** The addresses test sends may go to besides the sign-in address, confirmed or waiting. */
export function useTestAddresses() {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...campaignQueries.testAddresses(client), enabled: signedIn });
}

import { useQuery } from '@tanstack/react-query';
import { formQueries } from '../../forms/forms.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** The account's signup forms with their views, submissions and conversion (`GET /api/forms`). */
export function useForms() {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...formQueries.list(client), enabled: signedIn });
}

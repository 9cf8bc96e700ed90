import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsMutations, settingsQueries } from '../../settings/settings.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The account's sender identity (`GET /api/settings`). */
export function useSettings({ enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...settingsQueries.sender(client), enabled: signedIn && enabled });
}

/** Saves the sender identity (`PUT /api/settings`). */
export function useSaveSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(settingsMutations.save(client, queryClient));
}

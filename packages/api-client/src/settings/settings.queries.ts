import type { ApiClient } from '../client';
import type { QueryInvalidator } from '../common/queryTypes';
import { sendingKeys } from '../sending/sending.queries';
import type { SenderSettings } from './settings.schemas';

/** Query keys of the account's settings. */
export const settingsKeys = {
  all: ['settings'] as const,
  sender: () => [...settingsKeys.all, 'sender'] as const,
};

export const settingsQueries = {
  /** `GET /api/settings`. */
  sender: (client: ApiClient) => ({
    queryKey: settingsKeys.sender(),
    queryFn: () => client.getSettings(),
  }),
};

export const settingsMutations = {
  /** `PUT /api/settings`; the settings and the sending status (its From) read again. */
  save: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationFn: (input: SenderSettings) => client.saveSettings(input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: sendingKeys.all }),
      ]);
    },
  }),
};

import { createApiClient, type ApiClient } from '@crm/api-client';

/** Imported dynamically by the app's providers: the client's code is a chunk of its own. */
export function createFullApiClient(): ApiClient {
  return createApiClient();
}

import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from '../client';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientProviderProps {
  /** The client every hook below uses (from `createApiClient`). */
  client: ApiClient;
  children?: ReactNode;
}

/** Makes an `ApiClient` available to the hooks (`useContacts`, `useAuth`, ...). */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The `ApiClient` of the nearest `ApiClientProvider`. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside an <ApiClientProvider>');
  return client;
}

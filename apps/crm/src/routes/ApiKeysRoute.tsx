import { ApiKeysScreen } from '../features/apiKeys/components/ApiKeysScreen';

/** `/settings/api-keys`. */
export function ApiKeysRoute() {
  return <ApiKeysScreen />;
}

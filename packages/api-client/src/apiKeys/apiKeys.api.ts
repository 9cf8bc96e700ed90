import { type Http, idSegment } from '../http';
import {
  type ApiKey,
  type ApiKeyCreated,
  ApiKeyCreatedResponseSchema,
  type ApiKeyInput,
  ApiKeyListResponseSchema,
} from './apiKeys.schemas';

export function apiKeysApi(http: Http) {
  return {
    /** `GET /api/api-keys`: the live keys, newest first, without their secrets. */
    getApiKeys: async (): Promise<ApiKey[]> =>
      (await http.json('GET', '/api/api-keys', ApiKeyListResponseSchema)).apiKeys,
    /** `POST /api/api-keys`: 201 with the whole key, which is never shown again. */
    createApiKey: (input: ApiKeyInput): Promise<ApiKeyCreated> =>
      http.json('POST', '/api/api-keys', ApiKeyCreatedResponseSchema, { json: input }),
    /** `DELETE /api/api-keys/{id}`: 204; the key is refused from the next request on. */
    revokeApiKey: async (id: number): Promise<void> => {
      await http.send('DELETE', `/api/api-keys/${idSegment(id)}`);
    },
  };
}

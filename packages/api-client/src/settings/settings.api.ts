import { type Http, reader } from '../http';
import {
  type SenderSettings,
  type SettingsResponse,
  SettingsResponseSchema,
} from './settings.schemas';

export function settingsApi(http: Http) {
  return {
    /** `GET /api/settings`: the account's sender identity, the server's defaults and the From it makes. */
    getSettings: reader<typeof SettingsResponseSchema, SettingsResponse>(
      http,
      '/api/settings',
      SettingsResponseSchema,
      (b) => b,
    ),
    /** `PUT /api/settings`: saves the sender identity; the same answer as the read. */
    saveSettings: (input: SenderSettings): Promise<SettingsResponse> =>
      http.json('PUT', '/api/settings', SettingsResponseSchema, { json: input }),
  };
}

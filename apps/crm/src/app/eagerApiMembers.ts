import type { ApiClient } from '@crm/api-client';
import type { SyncMembers } from './lazyApiClient';

/** What the app's lazy client answers without loading the client (the test compares it to the real one). */
export const eagerApiMembers: Pick<ApiClient, SyncMembers> = {
  exportUrl: (filter = {}) => {
    // The client's query string: its keys sorted, blanks left out.
    const query = new URLSearchParams(
      Object.entries(filter)
        .filter(([, value]) => value !== undefined && value !== '')
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, value]) => [key, String(value)]),
    ).toString();
    return `/api/contacts/export${query ? `?${query}` : ''}`;
  },
  profileExportUrl: () => '/api/profile/export',
  outboxEmlUrl: (id) => `/api/outbox/${id}/eml`,
};

import type { ApiClient } from '@crm/api-client';
import type { SyncMembers } from './lazyApiClient';

/** What the app's lazy client answers without loading the client (the test compares it to the real one). */
export const eagerApiMembers: Pick<ApiClient, SyncMembers> = {
  exportUrl: () => '/api/contacts/export',
  profileExportUrl: () => '/api/profile/export',
  outboxEmlUrl: (id) => `/api/outbox/${id}/eml`,
};

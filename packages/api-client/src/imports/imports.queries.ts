import type { ApiClient } from '../client';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { contactKeys } from '../contacts/contacts.queries';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import type { ImportMapping } from './importMapping';

export const importMutations = {
  /** Uploads a file; on success the contacts list and dashboard counts refetch. */
  importContacts: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...contactKeys.all, 'import'] as const,
    mutationFn: ({
      file,
      fileName,
      mapping,
      onUploadProgress,
    }: {
      file: Blob;
      fileName?: string;
      mapping?: ImportMapping;
      /** The share of the file sent so far (0..1). */
      onUploadProgress?: (sent: number) => void;
    }) => client.importContacts(file, fileName, mapping, onUploadProgress),
    onSuccess: () => invalidateAll(queryClient, [contactKeys.all, dashboardKeys.all]),
  }),
  /** Checks that an export would succeed before the browser downloads it from `exportUrl()`. */
  checkExport: (client: ApiClient) => ({
    mutationKey: [...contactKeys.all, 'export', 'check'] as const,
    mutationFn: () => client.checkExport(),
  }),
  /** Downloads the CSV export; a read that is started by a click, hence a mutation. */
  exportContacts: (client: ApiClient) => ({
    mutationKey: [...contactKeys.all, 'export'] as const,
    mutationFn: () => client.exportContacts(),
  }),
};

import type { ContactFilterInput } from '../contacts/contacts.list.schemas';
import type { ApiClient } from '../client';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { contactKeys } from '../contacts/contacts.queries';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import type { ImportMapping } from './importMapping';

/** Keys of contact import and export: writes, so only mutation keys; an import refetches contacts. */
export const transferKeys = {
  all: ['transfer'] as const,
};

export const transferMutations = {
  /** Uploads a file; on success the contacts list and dashboard counts refetch. */
  importContacts: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...transferKeys.all, 'import'] as const,
    mutationFn: ({
      file,
      fileName,
      mapping,
      onUploadProgress,
      progressId,
    }: {
      file: Blob;
      fileName?: string;
      mapping?: ImportMapping;
      /** The share of the file sent so far (0..1). */
      onUploadProgress?: (sent: number) => void;
      /** See `useImportProgress`. */
      progressId?: string;
    }) => client.importContacts(file, fileName, mapping, onUploadProgress, progressId),
    onSuccess: () => invalidateAll(queryClient, [contactKeys.all, dashboardKeys.all]),
  }),
  /** Checks that an export would succeed before the browser downloads it from `exportUrl(filter)`. */
  checkExport: (client: ApiClient) => ({
    mutationKey: [...transferKeys.all, 'export', 'check'] as const,
    mutationFn: (filter: ContactFilterInput = {}) => client.checkExport(filter),
  }),
};

export const transferQueries = {
  /** How far a running import has read its file; polled while it runs. */
  progress: (client: ApiClient, progressId: string) => ({
    queryKey: [...transferKeys.all, 'progress', progressId] as const,
    queryFn: () => client.importProgress(progressId),
  }),
};

import { useMutation } from '@tanstack/react-query';
import { importMutations } from '../../imports/imports.queries';
import { useApiClient } from '../ApiClientProvider';

/**
 * Downloads the contacts export on demand: `data` is `{ csv, blob, fileName }`; pass it to
 * `downloadBlob(blob, fileName)` to save it.
 */
export function useExportContacts() {
  const client = useApiClient();
  return useMutation(importMutations.exportContacts(client));
}

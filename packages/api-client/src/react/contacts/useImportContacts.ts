import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importMutations } from '../../imports/imports.queries';
import { useApiClient } from '../ApiClientProvider';

/** Imports a file (`{ file, fileName?, mapping? }`); the contacts list refetches. */
export function useImportContacts() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(importMutations.importContacts(client, queryClient));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transferMutations } from '../../transfer/transfer.queries';
import { useApiClient } from '../ApiClientProvider';

/** Imports a file (`{ file, fileName?, mapping? }`); the contacts list refetches. */
export function useImportContacts() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(transferMutations.importContacts(client, queryClient));
}

import { useMutation } from '@tanstack/react-query';
import { contactMutations } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';

/** Reads everything kept about a contact by id (the right of access), for a download. */
export function useExportContactData() {
  const client = useApiClient();
  return useMutation(contactMutations.exportData(client));
}

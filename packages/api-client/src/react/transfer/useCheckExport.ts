import { useMutation } from '@tanstack/react-query';
import { transferMutations } from '../../transfer/transfer.queries';
import { useApiClient } from '../ApiClientProvider';

/**
 * Checks that the contacts export would succeed (session and server) before the browser downloads
 * it from `useApiClient().exportUrl()`: the download itself streams to disk, so it cannot report a
 * failure to the page.
 */
export function useCheckExport() {
  const client = useApiClient();
  return useMutation(transferMutations.checkExport(client));
}

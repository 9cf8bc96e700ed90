import { useQuery } from '@tanstack/react-query';
import { transferQueries } from '../../transfer/transfer.queries';
import { useApiClient } from '../ApiClientProvider';

/** How often a running import is asked how far it is. */
export const IMPORT_PROGRESS_INTERVAL_MS = 500;

/**
 * Rows read of the total of the import started with `progressId`, asked every half second while
 * `enabled` (the import's request is pending); an import not running yet or over answers 404,
 * which keeps the last answer.
 */
export function useImportProgress(progressId: string | undefined, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    ...transferQueries.progress(client, progressId ?? ''),
    enabled: enabled && Boolean(progressId),
    refetchInterval: IMPORT_PROGRESS_INTERVAL_MS,
    retry: false,
    gcTime: 0,
  });
}

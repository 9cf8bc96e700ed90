import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { AuditLogPage } from '../../audit/audit.api';
import { auditQueries } from '../../audit/audit.queries';
import type { AuditLogFilter } from '../../audit/audit.schemas';
import { useApiClient } from '../ApiClientProvider';
import { pagedRows } from '../pagedRows';
import { useIsSignedIn } from '../useIsSignedIn';

/**
 * The account's audit log, newest first: `data` is `{ rows, retentionDays }`. Not through
 * `usePagedQuery`, whose rows drop the pages' retention; the previous rows stay while a new
 * filter's first page loads, as there.
 */
export function useAuditLog(filter: AuditLogFilter) {
  const signedIn = useIsSignedIn();
  return useInfiniteQuery({
    ...auditQueries.log(useApiClient(), filter),
    enabled: signedIn,
    select: (data: InfiniteData<AuditLogPage, string | null>) => ({
      rows: pagedRows(data).rows,
      retentionDays: data.pages[0]?.retentionDays ?? null,
    }),
    placeholderData: keepPreviousData,
  });
}

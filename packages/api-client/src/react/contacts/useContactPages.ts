import { useInfiniteQuery } from '@tanstack/react-query';
import type { ContactListParams } from '../../contacts/contacts.list.schemas';
import { contactQueries } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/**
 * The contacts list page by page (`GET /api/contacts?limit=…`): `data.pages[i].contacts`,
 * `fetchNextPage()` for more, `hasNextPage` until the end, `data.pages[0].total` for the count.
 */
export function useContactPages(
  params: ContactListParams = {},
  { enabled = true }: ReadHookOptions = {},
) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useInfiniteQuery({
    ...contactQueries.pages(client, params),
    enabled: signedIn && enabled,
  });
}

import type { EmailTemplateFilter } from '../../templates/templates.api';
import { templateQueries } from '../../templates/templates.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { usePagedQuery } from '../usePagedQuery';

/**
 * The email templates matching `q` (a part of the name) and `type`, newest first, a page at a
 * time (`GET /api/email-templates?q=&type=&cursor=`): `data` is `{ rows, total }`;
 * `fetchNextPage` loads more while `hasNextPage`. While a new filter loads, the previous rows stay.
 */
export function useEmailTemplatePages({
  enabled = true,
  ...filter
}: ReadHookOptions & EmailTemplateFilter = {}) {
  return usePagedQuery(templateQueries.pages(useApiClient(), filter), enabled);
}

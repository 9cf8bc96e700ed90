import type { ApiClient } from '../client';
import { pagesQuery } from '../common/pages';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import type { EmailTemplateFilter } from './templates.api';
import type { EmailTemplateInput } from './templates.schemas';

/** Template cards per page: rows of the grid several times over. */
export const TEMPLATE_PAGE_SIZE = 24;

/** The filter as the server sees it: blanks as absent, so equal reads share one cache entry. */
const filterKey = ({ q, type }: EmailTemplateFilter) => ({ q: q?.trim() ?? '', type });

/** Query keys of email templates: invalidate `templateKeys.all` to refetch every template read. */
export const templateKeys = {
  all: ['email-templates'] as const,
  /** The pages of the templates matching a filter. */
  pages: (filter: EmailTemplateFilter = {}) =>
    [...templateKeys.all, 'pages', filterKey(filter)] as const,
};

export const templateQueries = {
  /** Pages of `GET /api/email-templates?q=&type=`, newest first, for an infinite query. */
  pages: (client: ApiClient, filter: EmailTemplateFilter = {}) => {
    const queryKey = templateKeys.pages(filter);
    const { q, type } = queryKey[2];
    return pagesQuery(queryKey, (cursor) =>
      client.getEmailTemplatePage({
        q,
        type,
        limit: TEMPLATE_PAGE_SIZE,
        cursor,
      }),
    );
  },
};

const afterTemplateWrite = (queryClient: QueryInvalidator) =>
  invalidateAll(queryClient, [templateKeys.all, dashboardKeys.all]);

export const templateMutations = {
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...templateKeys.all, 'create'] as const,
    mutationFn: (input: EmailTemplateInput) => client.createEmailTemplate(input),
    onSuccess: () => afterTemplateWrite(queryClient),
  }),
  update: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...templateKeys.all, 'update'] as const,
    mutationFn: ({ id, input }: { id: number; input: EmailTemplateInput }) =>
      client.updateEmailTemplate(id, input),
    onSuccess: () => afterTemplateWrite(queryClient),
  }),
  delete: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...templateKeys.all, 'delete'] as const,
    mutationFn: (id: number) => client.deleteEmailTemplate(id),
    onSuccess: () => afterTemplateWrite(queryClient),
  }),
};

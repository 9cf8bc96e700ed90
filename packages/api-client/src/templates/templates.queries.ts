import type { ApiClient } from '../client';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import type { EmailTemplateInput } from './templates.schemas';

/** Query keys of email templates: invalidate `templateKeys.all` to refetch every template read. */
export const templateKeys = {
  all: ['email-templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
};

export const templateQueries = {
  /** `GET /api/email-templates`. */
  list: (client: ApiClient) => ({
    queryKey: templateKeys.list(),
    queryFn: () => client.getEmailTemplates(),
  }),
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

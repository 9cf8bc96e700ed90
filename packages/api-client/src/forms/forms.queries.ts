import type { ApiClient } from '../client';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import type { FormInput, FormUpdateInput } from './forms.schemas';

/** Query keys of forms (the Forms screen): the list with its figures. */
export const formKeys = {
  all: ['forms'] as const,
  list: () => [...formKeys.all, 'list'] as const,
};

export const formQueries = {
  /** `GET /api/forms`: every form of the account with its views, submissions and conversion. */
  list: (client: ApiClient) => ({
    queryKey: formKeys.list(),
    queryFn: () => client.getForms(),
  }),
};

export const formMutations = {
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...formKeys.all, 'create'] as const,
    mutationFn: (input: FormInput) => client.createForm(input),
    onSuccess: () => invalidateAll(queryClient, [formKeys.all]),
  }),
  update: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...formKeys.all, 'update'] as const,
    mutationFn: ({ id, input }: { id: number; input: FormUpdateInput }) =>
      client.updateForm(id, input),
    onSuccess: () => invalidateAll(queryClient, [formKeys.all]),
  }),
  duplicate: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...formKeys.all, 'duplicate'] as const,
    mutationFn: (id: number) => client.duplicateForm(id),
    onSuccess: () => invalidateAll(queryClient, [formKeys.all]),
  }),
  delete: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...formKeys.all, 'delete'] as const,
    mutationFn: (id: number) => client.deleteForm(id),
    onSuccess: () => invalidateAll(queryClient, [formKeys.all]),
  }),
};

import type { ApiClient } from '../client';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import type { ContactCreateInput, ContactUpdateInput } from './contacts.schemas';

/** Query keys of contacts: invalidate `contactKeys.all` to refetch every contacts read. */
export const contactKeys = {
  all: ['contacts'] as const,
  list: () => [...contactKeys.all, 'list'] as const,
};

export const contactQueries = {
  /** `GET /api/contacts`. */
  list: (client: ApiClient) => ({
    queryKey: contactKeys.list(),
    queryFn: () => client.getContacts(),
  }),
};

/** Refetches what a contacts write changes: the list and the dashboard's counts. */
const afterContactWrite = (queryClient: QueryInvalidator) =>
  invalidateAll(queryClient, [contactKeys.all, dashboardKeys.all]);

export const contactMutations = {
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...contactKeys.all, 'create'] as const,
    mutationFn: (input: ContactCreateInput) => client.createContact(input),
    onSuccess: () => afterContactWrite(queryClient),
  }),
  update: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...contactKeys.all, 'update'] as const,
    mutationFn: ({ id, input }: { id: number; input: ContactUpdateInput }) =>
      client.updateContact(id, input),
    onSuccess: () => afterContactWrite(queryClient),
  }),
  delete: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...contactKeys.all, 'delete'] as const,
    mutationFn: (id: number) => client.deleteContact(id),
    onSuccess: () => afterContactWrite(queryClient),
  }),
};

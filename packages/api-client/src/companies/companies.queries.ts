import type { ApiClient } from '../client';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { contactKeys } from '../contacts/contacts.queries';
import type { CompanyPageParams } from './companies.api';
import type { CompanyInput, CompanyUpdate } from './companies.schemas';

/** Query keys of companies: pages of the list, one company, its contacts. */
export const companyKeys = {
  all: ['companies'] as const,
  list: (params: CompanyPageParams) => [...companyKeys.all, 'list', params] as const,
  detail: (id: number) => [...companyKeys.all, 'detail', id] as const,
  contacts: (id: number, params: Omit<CompanyPageParams, 'q'>) =>
    [...companyKeys.all, 'contacts', id, params] as const,
};

export const companyQueries = {
  list: (client: ApiClient, params: CompanyPageParams) => ({
    queryKey: companyKeys.list(params),
    queryFn: () => client.getCompanies(params),
  }),
  detail: (client: ApiClient, id: number) => ({
    queryKey: companyKeys.detail(id),
    queryFn: () => client.getCompany(id),
  }),
  contacts: (client: ApiClient, id: number, params: Omit<CompanyPageParams, 'q'>) => ({
    queryKey: companyKeys.contacts(id, params),
    queryFn: () => client.getCompanyContacts(id, params),
  }),
};

// A company's name is its contacts' `company`: renaming or deleting one changes contacts too.
const refresh = (queryClient: QueryInvalidator) =>
  invalidateAll(queryClient, [companyKeys.all, contactKeys.all]);

export const companyMutations = {
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...companyKeys.all, 'create'] as const,
    mutationFn: (input: CompanyInput) => client.createCompany(input),
    onSuccess: () => invalidateAll(queryClient, [companyKeys.all]),
  }),
  update: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...companyKeys.all, 'update'] as const,
    mutationFn: ({ id, input }: { id: number; input: CompanyUpdate }) =>
      client.updateCompany(id, input),
    onSuccess: () => refresh(queryClient),
  }),
  delete: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...companyKeys.all, 'delete'] as const,
    mutationFn: (id: number) => client.deleteCompany(id),
    onSuccess: () => refresh(queryClient),
  }),
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyMutations } from '../../companies/companies.queries';
import { useApiClient } from '../ApiClientProvider';

/** Adds a company; the companies list refetches. */
export function useCreateCompany() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(companyMutations.create(client, queryClient));
}

/** Changes a company; companies and contacts (which show its name) refetch. */
export function useUpdateCompany() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(companyMutations.update(client, queryClient));
}

/** Deletes a company, leaving its contacts unlinked; companies and contacts refetch. */
export function useDeleteCompany() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(companyMutations.delete(client, queryClient));
}

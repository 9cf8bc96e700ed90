import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanyPageParams } from '../../companies/companies.api';
import { companyQueries } from '../../companies/companies.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** A page of the account's companies by name (`GET /api/companies`); the last page shows while the next loads. */
export function useCompanies(params: CompanyPageParams = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...companyQueries.list(client, params),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

/** One company with its contact count and engagement (`GET /api/companies/{id}`). */
export function useCompany(id: number) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...companyQueries.detail(client, id), enabled: signedIn });
}

/** A page of a company's contacts by name (`GET /api/companies/{id}/contacts`). */
export function useCompanyContacts(id: number, params: Omit<CompanyPageParams, 'q'> = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...companyQueries.contacts(client, id, params),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

import { CompaniesScreen } from '../features/companies/components/CompaniesScreen';

/** `/companies`: the account's companies (issue 32 §2). */
export function CompaniesRoute() {
  return <CompaniesScreen />;
}

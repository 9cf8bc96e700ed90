import { Link } from '@crm/ui';
import { useCompanies } from '@crm/api-client/react';
import { companyPath } from '../../../config/paths';

/**
 * A contact's company name, linking to the company's page: the contact answers with the name
 * (the spec's `company` text), and names are unique per account whatever their case, so the
 * search by name finds it. Plain text until then, or if none matches.
 */
export function CompanyLink({ name }: { name: string }) {
  const companies = useCompanies({ q: name, limit: 20 });
  const company = companies.data?.companies.find(
    (c) => c.name.toLowerCase() === name.toLowerCase(),
  );
  return company ? <Link href={companyPath(company.id)}>{name}</Link> : <span>{name}</span>;
}

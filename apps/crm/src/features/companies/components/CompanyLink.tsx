import { Link } from '@crm/ui';
import { companyPath } from '../../../config/paths';

export interface CompanyLinkProps {
  /** The company's id (a contact answers it as `companyId`). */
  id: number;
  /** Its name, the link's text. */
  name: string;
}

/**
 * A contact's company, linking to the company's page: the contact answers its company's id beside
 * the name, so a row or a page links it without a search of its own.
 */
export function CompanyLink({ id, name }: CompanyLinkProps) {
  return <Link href={companyPath(id)}>{name}</Link>;
}

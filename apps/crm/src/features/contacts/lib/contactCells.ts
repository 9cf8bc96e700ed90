import type { ReactNode } from 'react';
import type { Contact } from '@crm/api-client';
import { BLANK, orDash } from '../../../lib/orDash';

/**
 * A contact's name, or its address when it has none (imported newsletter lists are mostly
 * email-only): never a blank where a person is meant.
 */
export const contactName = (contact: Pick<Contact, 'firstName' | 'lastName' | 'email'>) =>
  `${contact.firstName} ${contact.lastName}`.trim() || contact.email || BLANK;

/** Whether the contact has a name (a row shows its address twice otherwise). */
export const hasName = (contact: Pick<Contact, 'firstName' | 'lastName'>) =>
  Boolean(`${contact.firstName}${contact.lastName}`.trim());

/** Tags comma-joined, or a dash when none (spec section 2). */
export const tagList = (tags: readonly string[]) => (tags.length ? tags.join(', ') : BLANK);

/** Shows a contact's linked company (the route links it to the company's page). */
export type RenderCompany = (company: { id: number; name: string }) => ReactNode;

/**
 * A contact's company: through `renderCompany` when the contact is linked to a company record,
 * the name as text when it is not (or no renderer is given), a dash when there is none.
 */
export function companyCell(
  contact: Pick<Contact, 'company' | 'companyId'>,
  renderCompany: RenderCompany | undefined,
): ReactNode {
  const { company, companyId } = contact;
  return company && companyId && renderCompany
    ? renderCompany({ id: companyId, name: company })
    : orDash(company);
}

import { type ReactNode, useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  Cell,
  Column,
  EmptyState,
  Link,
  Row,
  Skeleton,
  Table,
  TableBody,
  TableHeader,
} from '@crm/ui';
import { type Company, isApiError } from '@crm/api-client';
import { useCompany, useCompanyContacts } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { contactPath, paths } from '../../../config/paths';
import { formatCount } from '../../../lib/formatCount';
import { orDash } from '../../../lib/orDash';
import { CompanyFormDialog } from './CompanyFormDialog';
import * as styles from './CompanyPage.css';

export const COMPANY_LOAD_ERROR = 'Error loading company. Please try again.';

/** Contacts listed on the page; past them, the count says how many more there are. */
const CONTACTS_SHOWN = 100;

export interface CompanyPageProps {
  /** The company shown. */
  companyId: number;
  /**
   * Other areas' sections about the company, after its contacts (the route composes them: a
   * feature does not reach into another's).
   * @default none
   */
  sections?: ReactNode;
}

/**
 * A company's own page (issue 32 §2): its details with Edit, what mail to its contacts brought,
 * its contacts, each linking to their page, and the sections the route adds (its deals).
 */
export function CompanyPage({ companyId, sections }: CompanyPageProps) {
  const query = useCompany(companyId);
  const back = (
    <Link href={paths.companies} variant="standalone" className={styles.back}>
      Back to Companies
    </Link>
  );
  if (query.isPending)
    return (
      <div className={styles.page}>
        {back}
        <div role="status" aria-busy="true" aria-label="Loading company">
          <Skeleton shape="rect" height="160px" />
        </div>
      </div>
    );
  if (query.isError)
    return (
      <div className={styles.page}>
        {back}
        {isApiError(query.error) && query.error.status === 404 ? (
          <EmptyState
            size="lg"
            headingLevel={2}
            title="Company not found"
            hint="It may have been deleted. Find the company in your list."
          />
        ) : (
          <LoadError message={COMPANY_LOAD_ERROR} />
        )}
      </div>
    );
  return (
    <div className={styles.page}>
      {back}
      <CompanyDetails company={query.data} />
      <Card>
        <CardContent>
          <CompanyContacts company={query.data} />
        </CardContent>
      </Card>
      {sections}
    </div>
  );
}

function CompanyDetails({ company }: { company: Company }) {
  const [isEditing, setEditing] = useState(false);
  const { sent, opened, clicked } = company.engagement;
  const facts: [string, ReactNode][] = [
    ['Domain', orDash(company.domain)],
    ['Phone', orDash(company.phone)],
    ['Industry', orDash(company.industry)],
    ['Size', orDash(company.size)],
    ['Address', orDash(company.address)],
    ...Object.entries(company.customFields).map(([key, value]): [string, ReactNode] => [
      key,
      orDash(value === null ? '' : String(value)),
    ]),
  ];
  const figures: [string, number][] = [
    ['Contacts', company.contactCount],
    ['Emails sent', sent],
    ['Opened', opened],
    ['Clicked', clicked],
  ];
  return (
    <Card>
      <CardContent>
        <div className={styles.head}>
          <h2 className={styles.name}>{company.name}</h2>
          <Button variant="secondary" onPress={() => setEditing(true)}>
            Edit
          </Button>
        </div>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className={styles.section}>Email engagement</h3>
        <dl className={styles.figures}>
          {figures.map(([term, value]) => (
            <div key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.figure}>{formatCount(value)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      {isEditing && <CompanyFormDialog isOpen onOpenChange={setEditing} company={company} />}
    </Card>
  );
}

function CompanyContacts({ company }: { company: Company }) {
  const contacts = useCompanyContacts(company.id, { limit: CONTACTS_SHOWN });
  const rows = contacts.data?.contacts ?? [];
  const more = (contacts.data?.total ?? 0) - rows.length;
  return (
    <div className={styles.contacts}>
      <h3 className={styles.section}>Contacts</h3>
      {contacts.isError ? (
        <LoadError message="Error loading contacts. Please try again." />
      ) : (
        <Table aria-label={`Contacts of ${company.name}`}>
          <TableHeader>
            <Column id="name" isRowHeader>
              Name
            </Column>
            <Column id="email">Email</Column>
            <Column id="position">Position</Column>
          </TableHeader>
          <TableBody
            items={rows}
            isLoading={contacts.data === undefined}
            renderEmptyState={() => (
              <EmptyState
                title="No contacts yet"
                hint="Give a contact this company's name and it appears here."
              />
            )}
          >
            {(contact) => (
              <Row id={contact.id}>
                <Cell>
                  <Link href={contactPath(contact.id)}>
                    {`${contact.firstName} ${contact.lastName}`}
                  </Link>
                </Cell>
                <Cell>{contact.email}</Cell>
                <Cell>{orDash(contact.position)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      {more > 0 && <p className={styles.term}>and {formatCount(more)} more</p>}
    </div>
  );
}

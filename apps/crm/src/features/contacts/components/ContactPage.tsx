import { type ReactNode, useState } from 'react';
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  CardContent,
  EmptyState,
  Link,
  Skeleton,
} from '@crm/ui';
import { type Contact, isApiError } from '@crm/api-client';
import { useContact } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../config/paths';
import { orDash } from '../../../lib/orDash';
import { companyCell, contactName, type RenderCompany } from '../lib/contactCells';
import { statusLabel } from '../../../lib/contactStatuses';
import { ContactFormDialog } from './ContactFormDialog';
import { ContactTimeline } from './ContactTimeline';
import * as styles from './ContactPage.css';

/** The spec has no text for this read's failure; this follows its page-load failures' wording. */
export const CONTACT_LOAD_ERROR = 'Error loading contact. Please try again.';

export interface ContactPageProps {
  /** The contact shown. */
  contactId: number;
  /**
   * Other areas' sections about the contact, between its details and its timeline (the route
   * passes its notes and tasks).
   * @default undefined
   */
  sections?: ReactNode;
  /**
   * Shows the contact's linked company (the route links it to the company's page).
   * @default the name as text
   */
  renderCompany?: RenderCompany;
}

/**
 * A contact's own page (issue 32 §1): who they are (every field, custom ones included) with an
 * Edit button opening the Edit Contact dialog, and their timeline below.
 */
export function ContactPage({ contactId, sections, renderCompany }: ContactPageProps) {
  const query = useContact(contactId);
  const back = (
    <Link href={paths.contacts} variant="standalone" className={styles.back}>
      Back to Contacts
    </Link>
  );

  if (query.isPending)
    return (
      <div className={styles.page}>
        {back}
        <div role="status" aria-busy="true" aria-label="Loading contact">
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
            title="Contact not found"
            hint="It may have been deleted. Find the contact in your list."
          />
        ) : (
          <LoadError message={CONTACT_LOAD_ERROR} />
        )}
      </div>
    );
  return (
    <div className={styles.page}>
      {back}
      <ContactDetails contact={query.data} renderCompany={renderCompany} />
      {sections}
      <Card>
        <CardContent>
          <ContactTimeline contactId={contactId} />
        </CardContent>
      </Card>
    </div>
  );
}

function ContactDetails({
  contact,
  renderCompany,
}: {
  contact: Contact;
  renderCompany: RenderCompany | undefined;
}) {
  const [isEditing, setEditing] = useState(false);
  const customFields = Object.entries(contact.customFields);
  const facts: [string, ReactNode][] = [
    ['Email', contact.email],
    ['Phone', orDash(contact.phone)],
    ['Company', companyCell(contact, renderCompany)],
    ['Position', orDash(contact.position)],
    [
      'Status',
      <Badge tone={STATUS_TONES[contact.status] ?? 'neutral'}>{statusLabel(contact.status)}</Badge>,
    ],
    [
      'Tags',
      contact.tags.length === 0
        ? orDash('')
        : contact.tags.map((tag) => (
            <Badge key={tag} tone="blue">
              {tag}
            </Badge>
          )),
    ],
    ['Lead Source', orDash(contact.leadSource)],
    ...customFields.map(([key, value]): [string, ReactNode] => [
      key,
      orDash(value === null ? '' : String(value)),
    ]),
  ];
  return (
    <Card>
      <CardContent>
        <div className={styles.head}>
          <h2 className={styles.name}>{contactName(contact)}</h2>
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
      </CardContent>
      <ContactFormDialog isOpen={isEditing} onOpenChange={setEditing} contact={contact} />
    </Card>
  );
}

/** A status's colour; statuses an import brought stay neutral. */
const STATUS_TONES: Record<string, BadgeTone> = {
  subscriber: 'green',
  lead: 'neutral',
  customer: 'blue',
  unsubscribed: 'yellow',
  bounced: 'red',
};

import { type ReactNode, useState } from 'react';
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  CardContent,
  EmptyState,
  Link,
  Select,
  SelectItem,
  Skeleton,
  TextField,
} from '@crm/ui';
import { type Contact, DEFAULT_CONTACT_STATUS, isApiError } from '@crm/api-client';
import { useContact } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../config/paths';
import { orDash } from '../../../lib/orDash';
import { companyCell, contactName, type RenderCompany } from '../lib/contactCells';
import {
  leavesOptOut,
  optOutReasonHint,
  statusChoices,
  statusLabel,
} from '../../../lib/contactStatuses';
import * as formStyles from '../../../styles/form.css';
import { ContactFieldEdit } from './ContactFieldEdit';
import { ContactFormDialog } from './ContactFormDialog';
import { customFieldRows, customFieldsOf } from '../../../components/CustomFieldsEditor';
import { TagEditor } from './TagEditor';
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
 * A contact's own page (issue 32 §1): who they are (every field, custom ones included), each
 * field editable in place, an Edit button opening the Edit Contact dialog for quick edits of
 * several, and their timeline below.
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
  const status = contact.status || DEFAULT_CONTACT_STATUS;
  const text = (label: string, name: TextFieldName, type?: 'email' | 'tel') => (
    <ContactFieldEdit
      contact={contact}
      label={label}
      values={{ [name]: contact[name] ?? '' }}
      editor={(form) => <TextField aria-label={label} type={type} {...form.field(name)} />}
    >
      {name === 'company' ? companyCell(contact, renderCompany) : orDash(contact[name])}
    </ContactFieldEdit>
  );
  const facts: [string, ReactNode][] = [
    ['Email', text('Email', 'email', 'email')],
    ['Phone', text('Phone', 'phone', 'tel')],
    ['Company', text('Company', 'company')],
    ['Position', text('Position', 'position')],
    [
      'Status',
      <ContactFieldEdit
        contact={contact}
        label="Status"
        values={{ status, statusChangeReason: '' }}
        toInput={({ status: next, statusChangeReason }) => ({
          status: next,
          // Asked, and sent, only when the contact leaves an opt-out: then the contract requires it.
          ...(leavesOptOut(status, next) ? { statusChangeReason } : {}),
        })}
        editor={(form) => (
          <>
            <Select aria-label="Status" {...form.field('status')}>
              {statusChoices(status).map((option) => (
                <SelectItem key={option} id={option}>
                  {statusLabel(option)}
                </SelectItem>
              ))}
            </Select>
            {leavesOptOut(status, form.values.status) && (
              <TextField
                label="Reason"
                description={optOutReasonHint(status)}
                isRequired
                {...form.field('statusChangeReason')}
              />
            )}
          </>
        )}
      >
        <Badge tone={STATUS_TONES[contact.status] ?? 'neutral'}>
          {statusLabel(contact.status)}
        </Badge>
      </ContactFieldEdit>,
    ],
    [
      'Tags',
      <ContactFieldEdit
        contact={contact}
        label="Tags"
        values={{ tags: contact.tags }}
        editor={(form) => <TagEditor isLabelHidden {...form.field('tags')} />}
      >
        {contact.tags.length === 0 ? (
          orDash('')
        ) : (
          <span className={styles.badges}>
            {contact.tags.map((tag) => (
              <Badge key={tag} tone="blue">
                {tag}
              </Badge>
            ))}
          </span>
        )}
      </ContactFieldEdit>,
    ],
    ['Lead Source', text('Lead Source', 'leadSource')],
    ...Object.entries(contact.customFields).map(([key, value]): [string, ReactNode] => [
      key,
      <ContactFieldEdit
        contact={contact}
        label={key}
        values={{ customFields: value === null ? '' : String(value) }}
        toInput={({ customFields: next }) => ({
          // Only this field changes; the others keep their values and types.
          customFields: customFieldsOf(
            customFieldRows(contact.customFields).map((row) =>
              row.name === key ? { ...row, value: next } : row,
            ),
            contact.customFields,
          ),
        })}
        editor={(form) => <TextField aria-label={key} {...form.field('customFields')} />}
      >
        {orDash(value === null ? '' : String(value))}
      </ContactFieldEdit>,
    ]),
  ];
  return (
    <Card>
      <CardContent>
        <div className={styles.head}>
          <div className={styles.nameField}>
            <ContactFieldEdit
              contact={contact}
              label="Name"
              values={{ firstName: contact.firstName, lastName: contact.lastName }}
              editor={(form) => (
                <div className={formStyles.fieldRow}>
                  <TextField label="First Name" {...form.field('firstName')} />
                  <TextField label="Last Name" {...form.field('lastName')} />
                </div>
              )}
            >
              <h2 className={styles.name}>{contactName(contact)}</h2>
            </ContactFieldEdit>
          </div>
          <Button variant="secondary" onPress={() => setEditing(true)}>
            Edit
          </Button>
        </div>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
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

/** The contact's text fields edited with a plain input. */
type TextFieldName = 'email' | 'phone' | 'company' | 'position' | 'leadSource';

/** A status's colour; statuses an import brought stay neutral. */
const STATUS_TONES: Record<string, BadgeTone> = {
  subscriber: 'green',
  lead: 'neutral',
  customer: 'blue',
  unsubscribed: 'yellow',
  bounced: 'red',
};

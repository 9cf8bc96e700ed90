import { Badge, Skeleton } from '@crm/ui';
import type { ConsentRecord } from '@crm/api-client';
import { useContactConsents, useForms } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { describeUserAgent } from '../../../lib/describeUserAgent';
import { formatDate } from '../../../lib/formatDate';
import * as styles from './ContactEngagement.css';

export const CONTACT_CONSENTS_LOAD_ERROR = 'Error loading consent history. Please try again.';

export interface ContactConsentsProps {
  /** The contact whose consent history is shown. */
  contact: { id: number };
}

const when = (iso: string, ip: string | null, userAgent: string | null) =>
  `${formatDate(iso, 'date-time')}${ip ? ` from ${ip}` : ''}${
    userAgent ? ` with ${describeUserAgent(userAgent)}` : ''
  }`;

/**
 * What happened: leaving or rejoining on the unsubscribe page, or a signup with the form by its
 * name while it exists and the version they saw.
 */
function source(record: ConsentRecord, formNames: Map<number, string>) {
  if (record.kind === 'unsubscribe') return 'Unsubscribed';
  if (record.kind === 'resubscribe') return 'Resubscribed on the unsubscribe page';
  if (record.formId === null) return 'Signed up';
  const name = formNames.get(record.formId) ?? 'a deleted form';
  return `Signed up through ${name}${record.formVersion ? ` (version ${record.formVersion})` : ''}`;
}

function confirmation(record: ConsentRecord) {
  if (record.confirmedAt)
    return {
      badge: { tone: 'green' as const, label: 'Confirmed' },
      text: `Confirmed ${when(record.confirmedAt, record.confirmedIp, record.confirmedUserAgent)}`,
    };
  if (record.confirmationSentAt)
    return {
      badge: { tone: 'yellow' as const, label: 'Waiting' },
      text: `Confirmation email sent ${formatDate(record.confirmationSentAt, 'date-time')}, not confirmed yet`,
    };
  return { badge: null, text: 'No confirmation asked (single opt-in)' };
}

/**
 * A contact's consent history (issue 28 §2), oldest first: what they agreed to (the exact text
 * ticked, through which form and version), when, from which address and browser, and when and from
 * where they confirmed it.
 */
export function ContactConsents({ contact }: ContactConsentsProps) {
  const query = useContactConsents(contact.id);
  // Names for the records' forms; a record outlives its form, which then reads "a deleted form".
  const forms = useForms();
  const formNames = new Map((forms.data ?? []).map((form) => [form.id, form.name]));
  const rows = query.data ?? [];
  const headingId = `contact-consents-${contact.id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 className={styles.heading} id={headingId}>
        Consent
      </h3>
      {/* Shown with the forms' names at once, rather than "a deleted form" until they load. */}
      {query.isPending || forms.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading consent history">
          <Skeleton shape="rect" height="56px" />
        </div>
      ) : query.isError ? (
        <LoadError message={CONTACT_CONSENTS_LOAD_ERROR} />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>
          No consent recorded: this contact did not sign up through a form.
        </p>
      ) : (
        <ul className={styles.list} aria-label="Consent history">
          {rows.map((record) => {
            // Only a signup asks for a confirmation; leaving and rejoining are one press.
            const confirmed = record.kind === 'subscribe' ? confirmation(record) : null;
            return (
              <li key={record.id} className={styles.item}>
                <p className={styles.campaign}>
                  <span>{source(record, formNames)}</span>
                  {confirmed?.badge && (
                    <Badge tone={confirmed.badge.tone}>{confirmed.badge.label}</Badge>
                  )}
                </p>
                <p className={styles.muted}>
                  {record.kind === 'unsubscribe'
                    ? `Asked to “${record.consentText}”`
                    : record.consentText
                      ? `Agreed to “${record.consentText}”`
                      : 'The form had no consent box'}
                </p>
                <p className={styles.muted}>
                  {`${when(record.createdAt, record.ip, record.userAgent)} · ${record.email}`}
                </p>
                {confirmed && <p className={styles.muted}>{confirmed.text}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

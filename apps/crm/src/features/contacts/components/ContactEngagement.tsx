import { Badge, Skeleton } from '@crm/ui';
import type { Contact, Engagement } from '@crm/api-client';
import { useContactEngagement } from '@crm/api-client/react';
import { BounceList } from '../../../components/BounceList';
import { LoadError } from '../../../components/LoadError';
import { formatDate } from '../../../lib/formatDate';
import * as styles from './ContactEngagement.css';
import { BLANK } from '../../../lib/orDash';

export const ENGAGEMENT_LOAD_ERROR = 'Error loading engagement. Please try again.';

export interface ContactEngagementProps {
  /** The contact whose sends, opens, clicks, unsubscribe and bounce are shown. */
  contact: Pick<Contact, 'id' | 'status'>;
}

const when = (iso: string | null) => formatDate(iso, 'date-time', BLANK);
const counted = (iso: string | null, count: number) =>
  iso === null ? BLANK : count > 1 ? `${when(iso)} (${count} times)` : when(iso);

/** The latest of the non-null times, or null. */
const latest = (times: (string | null)[]) =>
  times
    .filter((time): time is string => time !== null)
    .sort()
    .at(-1) ?? null;

/**
 * A contact's engagement (issue 14): per campaign sent to them, when it was sent, first opened and
 * clicked (with counts), unsubscribed and bounced; above it, whether they unsubscribed or hard-bounced,
 * since either means no later campaign reaches them; under it, each bounce and complaint with the
 * reason the receiving server gave.
 */
export function ContactEngagement({ contact }: ContactEngagementProps) {
  const query = useContactEngagement(contact.id);
  const rows = query.data ?? [];
  const unsubscribedAt = latest(rows.map((row) => row.unsubscribedAt));
  const bouncedAt = latest(rows.map((row) => row.bouncedAt));
  const isUnsubscribed = contact.status === 'unsubscribed' || unsubscribedAt !== null;
  const isBounced = contact.status === 'bounced' || bouncedAt !== null;

  return (
    <section className={styles.section} aria-labelledby={`engagement-${contact.id}`}>
      <h3 className={styles.heading} id={`engagement-${contact.id}`}>
        Engagement
      </h3>
      {(isUnsubscribed || isBounced) && (
        <p className={styles.states}>
          {isUnsubscribed && (
            <span>
              <Badge tone="yellow">Unsubscribed</Badge>{' '}
              {unsubscribedAt && `on ${when(unsubscribedAt)}`}
            </span>
          )}
          {isBounced && (
            <span>
              <Badge tone="red">Hard bounce</Badge> {bouncedAt && `on ${when(bouncedAt)}`}
            </span>
          )}
          <span>No campaign is sent to this contact.</span>
        </p>
      )}
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading engagement">
          <Skeleton shape="rect" height="88px" />
        </div>
      ) : query.isError ? (
        <LoadError message={ENGAGEMENT_LOAD_ERROR} />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>No campaign has been sent to this contact yet.</p>
      ) : (
        <>
          <ul className={styles.list} aria-label="Campaigns sent to this contact">
            {rows.map((row) => (
              <EngagementItem key={row.campaignId} row={row} />
            ))}
          </ul>
          <BounceList filter={{ contactId: contact.id }} subject="campaign" headingLevel={4} />
        </>
      )}
    </section>
  );
}

function EngagementItem({ row }: { row: Engagement }) {
  const facts: [string, string][] = [
    ['Sent', row.sentAt === null ? statusText(row.status) : when(row.sentAt)],
    ['Opened', counted(row.firstOpenedAt, row.openCount)],
    ['Clicked', counted(row.firstClickedAt, row.clickCount)],
    ['Unsubscribed', when(row.unsubscribedAt)],
    ['Bounced', when(row.bouncedAt)],
  ];
  return (
    <li className={styles.item}>
      <p className={styles.campaign}>{row.campaignName}</p>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** A message not (yet) sent says why: still queued, or failed. */
const statusText = (status: string) =>
  status ? `Not sent (${status.charAt(0).toUpperCase()}${status.slice(1)})` : BLANK;

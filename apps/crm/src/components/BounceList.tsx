import { Badge, Skeleton, type BadgeTone } from '@crm/ui';
import type { Bounce, BounceKind, BouncesFilter } from '@crm/api-client';
import { useBounces } from '@crm/api-client/react';
import { formatCount } from '../lib/formatCount';
import { formatDate } from '../lib/formatDate';
import { LoadError } from './LoadError';
import { ShowMoreButton } from './ShowMoreButton';
import * as styles from './BounceList.css';

/** The spec has no text for a failed bounces read; this follows its page-load failures' wording. */
export const BOUNCES_LOAD_ERROR = 'Error loading bounces and complaints. Please try again.';
export const NO_BOUNCES = 'No bounces or complaints.';

export const bounceKindLabels: Record<BounceKind, string> = {
  hard: 'Hard bounce',
  soft: 'Soft bounce',
  complaint: 'Complaint',
};
const bounceKindTones: Record<BounceKind, BadgeTone> = {
  hard: 'red',
  soft: 'yellow',
  complaint: 'red',
};

export interface BounceListProps {
  /** Whose bounces and complaints: one campaign's or one contact's. */
  filter: BouncesFilter;
  /**
   * What each row names beside its kind: the address (a campaign's list) or the campaign (a
   * contact's history).
   * @default 'email'
   */
  subject?: 'email' | 'campaign';
  /**
   * Whether the counts by kind (over every page) show above the list.
   * @default false
   */
  showCounts?: boolean;
  /**
   * The heading's level, to fit the page it sits in.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Bounces and complaints with their reasons (issue 30 §2), newest first: the latest page, more on
 * request (a campaign of 100,000 recipients may have thousands). Shared by a campaign's details and
 * a contact's history so both read the same.
 */
export function BounceList({
  filter,
  subject = 'email',
  showCounts = false,
  headingLevel = 3,
}: BounceListProps) {
  const query = useBounces(filter);
  const Heading = `h${headingLevel}` as const;
  const id = `bounces-${'campaignId' in filter ? `campaign-${filter.campaignId}` : `contact-${filter.contactId}`}`;
  const counts = query.data?.counts;
  const rows = query.data?.rows ?? [];

  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading className={styles.heading} id={id}>
        Bounces and complaints
      </Heading>
      {showCounts && counts && (
        <dl className={styles.counts}>
          {(
            [
              ['Hard bounces', counts.hard],
              ['Soft bounces', counts.soft],
              ['Complaints', counts.complaint],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className={styles.count}>
              <dt className={styles.countTerm}>{term}</dt>
              <dd className={styles.countValue}>{formatCount(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading bounces and complaints">
          <Skeleton shape="rect" height="56px" />
        </div>
      ) : query.isError ? (
        <LoadError message={BOUNCES_LOAD_ERROR} />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{NO_BOUNCES}</p>
      ) : (
        <>
          <ul className={styles.list} aria-labelledby={id}>
            {rows.map((bounce) => (
              <BounceItem key={bounce.id} bounce={bounce} subject={subject} />
            ))}
          </ul>
          {query.hasNextPage && (
            <ShowMoreButton
              shown={rows.length}
              total={query.data.total}
              isLoading={query.isFetchingNextPage}
              onPress={() => void query.fetchNextPage()}
            />
          )}
        </>
      )}
    </section>
  );
}

function BounceItem({ bounce, subject }: { bounce: Bounce; subject: 'email' | 'campaign' }) {
  const name = subject === 'campaign' ? (bounce.campaignName ?? 'Deleted campaign') : bounce.email;
  return (
    <li className={styles.item}>
      <Badge tone={bounceKindTones[bounce.kind]}>{bounceKindLabels[bounce.kind]}</Badge>
      <span className={styles.subject}>{name}</span>
      <time className={styles.time} dateTime={bounce.createdAt}>
        {formatDate(bounce.createdAt, 'date-time')}
      </time>
      <p className={styles.reason}>
        {bounce.status ? `${bounce.status}: ${bounce.reason}` : bounce.reason}
      </p>
    </li>
  );
}

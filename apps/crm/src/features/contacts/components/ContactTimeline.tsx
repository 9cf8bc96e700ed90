import { useState } from 'react';
import { EmptyState, Select, SelectItem, Skeleton } from '@crm/ui';
import type { ContactTimelineEvent } from '@crm/api-client';
import { useContactTimeline } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { ShowMoreButton } from '../../../components/ShowMoreButton';
import { formatDate } from '../../../lib/formatDate';
import { TIMELINE_FILTERS, timelineText } from '../lib/contactTimelineText';
import * as styles from './ContactTimeline.css';

/** The spec has no text for this read's failure; this follows its page-load failures' wording. */
export const TIMELINE_LOAD_ERROR = 'Error loading the timeline. Please try again.';
export const NO_TIMELINE_EVENTS = 'No events of this kind yet';

export interface ContactTimelineProps {
  /** The contact whose events are listed. */
  contactId: number;
}

/**
 * A contact's timeline (issue 32 §1): every event the product keeps about them, newest first, a
 * page at a time (a contact may have 100,000 opens), filtered by kind.
 */
export function ContactTimeline({ contactId }: ContactTimelineProps) {
  const [filter, setFilter] = useState('all');
  const kinds = TIMELINE_FILTERS.find((choice) => choice.id === filter)?.kinds ?? [];
  const query = useContactTimeline(contactId, kinds);
  const rows = query.data?.rows ?? [];
  const headingId = `timeline-${contactId}`;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 className={styles.heading} id={headingId}>
          Timeline
        </h2>
        <Select
          label="Show"
          className={styles.filter}
          selectedKey={filter}
          onSelectionChange={(key) => setFilter(String(key))}
        >
          {TIMELINE_FILTERS.map((choice) => (
            <SelectItem key={choice.id} id={choice.id}>
              {choice.label}
            </SelectItem>
          ))}
        </Select>
      </div>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the timeline">
          <Skeleton shape="rect" height="120px" />
        </div>
      ) : query.isError ? (
        <LoadError message={TIMELINE_LOAD_ERROR} />
      ) : rows.length === 0 ? (
        <EmptyState
          size="sm"
          title={NO_TIMELINE_EVENTS}
          hint="Sends, opens, clicks, form submissions and consent show here as they happen."
        />
      ) : (
        <>
          <ol className={styles.list} aria-labelledby={headingId}>
            {rows.map((event) => (
              <TimelineItem key={event.id} event={event} />
            ))}
          </ol>
          {query.hasNextPage && (
            <div className={styles.more}>
              <ShowMoreButton
                shown={rows.length}
                total={query.data.total}
                totalIsLowerBound={query.data.totalIsLowerBound}
                isLoading={query.isFetchingNextPage}
                onPress={() => void query.fetchNextPage()}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}

function TimelineItem({ event }: { event: ContactTimelineEvent }) {
  const { title, details } = timelineText(event);
  return (
    <li className={styles.item}>
      <p className={styles.title}>{title}</p>
      <time className={styles.time} dateTime={event.at}>
        {formatDate(event.at, 'date-time')}
      </time>
      {details.map((detail) => (
        <p key={detail} className={styles.detail}>
          {detail}
        </p>
      ))}
    </li>
  );
}

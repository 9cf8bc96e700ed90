import { Link, Skeleton } from '@crm/ui';
import { useRecentActivity } from '@crm/api-client/react';
import { LoadError } from './LoadError';
import * as screen from '../styles/screen.css';
import * as styles from './RecentActivityList.css';
import { useFreshAnalytics } from '../lib/useFreshAnalytics';

/** Spec section 2: the dashboard's text when there is nothing to list (now only then). */
export const NO_RECENT_ACTIVITY = 'No recent activity';
/** The spec has no text for a failed activity read; this follows its page-load failures' wording. */
export const ACTIVITY_LOAD_ERROR = 'Error loading recent activity. Please try again.';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface RecentActivityListProps {
  /**
   * How many of the latest items to list.
   * @default 10
   */
  limit?: number;
  /**
   * Called when a link is followed (the Notifications panel closes itself).
   * @default undefined
   */
  onNavigate?: () => void;
}

/**
 * The account's latest events (contacts added or imported, campaigns sent, open and click
 * milestones, unsubscribes, workflows), newest first, each with its time and a link to what it
 * concerns. Shared by the dashboard and the shell's Notifications panel so both list the same.
 */
export function RecentActivityList({ limit = 10, onNavigate }: RecentActivityListProps) {
  useFreshAnalytics();
  const activity = useRecentActivity(limit);
  if (activity.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading recent activity" role="status">
        <Skeleton width="100%" height="20px" />
      </div>
    );
  }
  if (activity.isError) return <LoadError message={ACTIVITY_LOAD_ERROR} />;
  const items = activity.data ?? [];
  if (items.length === 0) return <p className={screen.muted}>{NO_RECENT_ACTIVITY}</p>;
  return (
    <ul className={styles.list} aria-label="Recent activity">
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          <Link href={item.link.path} onPress={onNavigate}>
            {item.text}
          </Link>
          <time dateTime={item.at} className={styles.time}>
            {timeFormat.format(new Date(item.at))}
          </time>
        </li>
      ))}
    </ul>
  );
}

import { EmptyState, Skeleton } from '@crm/ui';
import type { Task } from '@crm/api-client';
import { LoadError } from '../../../components/LoadError';
import { ShowMoreButton } from '../../../components/ShowMoreButton';
import { TaskRow } from './TaskRow';
import * as styles from './TaskRow.css';

/** The spec has no text for this read's failure; this follows its page-load failures' wording. */
export const TASKS_LOAD_ERROR = 'Error loading tasks. Please try again.';

/** What a paged tasks hook gives (`useTasks`, `useContactTasks`). */
interface TasksQuery {
  isPending: boolean;
  isError: boolean;
  data?: { rows: Task[]; total: number };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export interface TaskListProps {
  /** The paged read of the tasks. */
  query: TasksQuery;
  /** What the list says when it has none. */
  emptyTitle: string;
  /** The heading's id that names the list. */
  labelledBy: string;
  /**
   * Whether rows link their contact.
   * @default true
   */
  showContact?: boolean;
}

/** A page-at-a-time list of tasks, with its loading, error and empty states. */
export function TaskList({ query, emptyTitle, labelledBy, showContact = true }: TaskListProps) {
  const rows = query.data?.rows ?? [];
  if (query.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading tasks">
        <Skeleton shape="rect" height="48px" />
      </div>
    );
  if (query.isError) return <LoadError message={TASKS_LOAD_ERROR} />;
  if (rows.length === 0) return <EmptyState size="sm" title={emptyTitle} />;
  return (
    <>
      <ul className={styles.list} aria-labelledby={labelledBy}>
        {rows.map((task) => (
          <TaskRow key={task.id} task={task} showContact={showContact} />
        ))}
      </ul>
      {query.hasNextPage && (
        <ShowMoreButton
          shown={rows.length}
          total={query.data?.total ?? rows.length}
          isLoading={query.isFetchingNextPage}
          onPress={() => void query.fetchNextPage()}
        />
      )}
    </>
  );
}

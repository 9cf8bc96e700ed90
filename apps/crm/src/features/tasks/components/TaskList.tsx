import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { EmptyState, Skeleton } from '@crm/ui';
import type { Task } from '@crm/api-client';
import { LoadError } from '../../../components/LoadError';
import { ShowMoreButton } from '../../../components/ShowMoreButton';
import { TaskRow } from './TaskRow';
import * as styles from './TaskRow.css';

/** The spec has no text for this read's failure; this follows its page-load failures' wording. */
export const TASKS_LOAD_ERROR = 'Error loading tasks. Please try again.';

/** What a paged tasks hook gives (`useTasks`, `useRecordTasks`). */
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
   * Whether rows name their contact, company or deal.
   * @default true
   */
  showRecord?: boolean;
}

/** A page-at-a-time list of tasks, with its loading, error and empty states. */
export function TaskList({ query, emptyTitle, labelledBy, showRecord = true }: TaskListProps) {
  const rows = query.data?.rows ?? [];
  const keepFocus = useFocusWhereRowsLeave(rows, labelledBy);
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
      <ul className={styles.list} aria-labelledby={labelledBy} {...keepFocus}>
        {rows.map((task) => (
          <TaskRow key={task.id} task={task} showRecord={showRecord} />
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

/**
 * A task ticked done leaves a list of due tasks, and with it the focused checkbox: focus then went
 * to the page's body, and a keyboard or screen-reader user had to find their place again. It goes
 * to the task that took the row's place (or the one before it), or to the list's heading when none
 * is left. Only when focus was lost: a user who has moved on keeps their focus.
 */
function useFocusWhereRowsLeave(rows: readonly Task[], labelledBy: string) {
  const list = useRef<HTMLUListElement>(null);
  const focused = useRef<{ id: number; index: number } | null>(null);
  useLayoutEffect(() => {
    const was = focused.current;
    if (!was || rows.some((task) => task.id === was.id)) return;
    focused.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const items = list.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [];
    const next = items[Math.min(was.index, items.length - 1)]?.querySelector<HTMLElement>('input');
    if (next) return next.focus();
    const heading = document.getElementById(labelledBy);
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  }, [rows, labelledBy]);
  return {
    ref: list,
    onFocus: (event: FocusEvent<HTMLUListElement>) => {
      const item = (event.target as HTMLElement).closest('li');
      const index = item ? [...event.currentTarget.children].indexOf(item) : -1;
      const task = rows[index];
      focused.current = task ? { id: task.id, index } : null;
    },
  };
}

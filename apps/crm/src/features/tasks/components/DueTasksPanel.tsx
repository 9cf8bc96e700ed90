import { Link } from '@crm/ui';
import { browserTimeZone, useTasks } from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import { formatCountOf } from '../../../lib/formatCount';
import { TaskList } from './TaskList';
import * as styles from './DueTasksPanel.css';

/** Open tasks past their time and due today: what the Notifications button counts (issue 32 §1). */
export function useDueTasks() {
  const tz = browserTimeZone();
  const overdue = useTasks('overdue', tz);
  const today = useTasks('today', tz);
  return { overdue, today, count: (overdue.data?.total ?? 0) + (today.data?.total ?? 0) };
}

/** How the bell describes the count beside it. */
export const dueTasksText = (count: number) => `${formatCountOf(count, 'task', 'tasks')} due`;

/**
 * The Notifications panel's tasks coming due: overdue first, then today's, each ticked done where
 * it stands. Nothing is shown while nothing is due, so the panel stays the recent events.
 */
export function DueTasksPanel() {
  const { overdue, today, count } = useDueTasks();
  if (count === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="due-tasks">
      <h3 id="due-tasks" className={styles.heading}>
        {dueTasksText(count)}
      </h3>
      {(overdue.data?.total ?? 0) > 0 && (
        <>
          <h4 id="due-tasks-overdue" className={styles.group}>
            Overdue
          </h4>
          <TaskList query={overdue} emptyTitle="" labelledBy="due-tasks-overdue" />
        </>
      )}
      {(today.data?.total ?? 0) > 0 && (
        <>
          <h4 id="due-tasks-today" className={styles.group}>
            Today
          </h4>
          <TaskList query={today} emptyTitle="" labelledBy="due-tasks-today" />
        </>
      )}
      <Link href={paths.tasks}>All tasks</Link>
    </section>
  );
}

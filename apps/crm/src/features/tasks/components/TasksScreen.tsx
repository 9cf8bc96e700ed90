import { Card, CardContent } from '@crm/ui';
import type { TaskDueGroup } from '@crm/api-client';
import { browserTimeZone, useTasks } from '@crm/api-client/react';
import { AddTaskForm } from './AddTaskForm';
import { TaskList } from './TaskList';
import * as styles from './TasksScreen.css';

/** The Tasks screen's groups, in the order a day is worked through. */
export const TASK_GROUPS: { due: TaskDueGroup; title: string; empty: string }[] = [
  { due: 'overdue', title: 'Overdue', empty: 'Nothing overdue' },
  { due: 'today', title: 'Today', empty: 'Nothing due today' },
  { due: 'upcoming', title: 'Upcoming', empty: 'Nothing coming up' },
  { due: 'done', title: 'Done', empty: 'No tasks done yet' },
];

/**
 * The Tasks screen (issue 32 §1): every task of the account in Overdue, Today, Upcoming and Done,
 * "today" being the day in the browser's time zone.
 */
export function TasksScreen() {
  const tz = browserTimeZone();
  return (
    <div className={styles.page}>
      <Card>
        <CardContent>
          <AddTaskForm />
        </CardContent>
      </Card>
      {TASK_GROUPS.map((group) => (
        <TaskGroup key={group.due} {...group} tz={tz} />
      ))}
    </div>
  );
}

function TaskGroup({ due, title, empty, tz }: (typeof TASK_GROUPS)[number] & { tz: string }) {
  const query = useTasks(due, tz);
  const headingId = `tasks-${due}`;
  const count = query.data?.total;
  return (
    <Card>
      <CardContent>
        <section className={styles.section} aria-labelledby={headingId}>
          <h2 className={styles.heading} id={headingId}>
            {title}
            {count !== undefined && count > 0 ? ` (${count})` : ''}
          </h2>
          <TaskList query={query} emptyTitle={empty} labelledBy={headingId} />
        </section>
      </CardContent>
    </Card>
  );
}

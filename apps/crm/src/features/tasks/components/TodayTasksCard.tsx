import { Card, CardContent, CardHeader, CardTitle, Link } from '@crm/ui';
import { browserTimeZone, useTasks } from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import { TaskList } from './TaskList';

/** The dashboard's card of what is due today (issue 32 §1), with the overdue count beside it. */
export function TodayTasksCard() {
  const tz = browserTimeZone();
  const today = useTasks('today', tz);
  const overdue = useTasks('overdue', tz);
  const late = overdue.data?.total ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} id="today-tasks">
          Today's tasks
        </CardTitle>
      </CardHeader>
      <CardContent>
        <TaskList query={today} emptyTitle="Nothing due today" labelledBy="today-tasks" />
        <p>
          <Link href={paths.tasks}>{late > 0 ? `All tasks (${late} overdue)` : 'All tasks'}</Link>
        </p>
      </CardContent>
    </Card>
  );
}

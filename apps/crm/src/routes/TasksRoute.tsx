import { TasksScreen } from '../features/tasks/components/TasksScreen';

/** `/tasks`: the account's tasks by when they are due (issue 32 §1). */
export function TasksRoute() {
  return <TasksScreen />;
}

import type { RecordFilter } from '@crm/api-client';
import { useRecordTasks } from '@crm/api-client/react';
import { recordKey } from '../../../lib/recordKey';
import { AddTaskForm } from './AddTaskForm';
import { TaskList } from './TaskList';
import * as styles from './TasksScreen.css';

export interface RecordTasksProps {
  /** The contact, company or deal whose tasks are shown and added to. */
  record: RecordFilter;
}

/** A contact's, a company's or a deal's tasks (issue 32 §1–§3): add one with a title and due time, tick them done. */
export function RecordTasks({ record }: RecordTasksProps) {
  const query = useRecordTasks(record);
  const headingId = `tasks-${recordKey(record)}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        Tasks
      </h2>
      <AddTaskForm record={record} />
      <TaskList query={query} emptyTitle="No tasks yet" labelledBy={headingId} showRecord={false} />
    </section>
  );
}

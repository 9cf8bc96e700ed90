import { useContactTasks } from '@crm/api-client/react';
import { AddTaskForm } from './AddTaskForm';
import { TaskList } from './TaskList';
import * as styles from './TasksScreen.css';

export interface ContactTasksProps {
  /** The contact whose tasks are shown and added to. */
  contactId: number;
}

/** A contact's tasks (issue 32 §1): add one with a title and due time, tick them done. */
export function ContactTasks({ contactId }: ContactTasksProps) {
  const query = useContactTasks(contactId);
  const headingId = `tasks-${contactId}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        Tasks
      </h2>
      <AddTaskForm contactId={contactId} />
      <TaskList
        query={query}
        emptyTitle="No tasks yet"
        labelledBy={headingId}
        showContact={false}
      />
    </section>
  );
}

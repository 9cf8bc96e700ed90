import { Button, Checkbox, Link } from '@crm/ui';
import type { Task } from '@crm/api-client';
import { useDeleteTask, useUpdateTask } from '@crm/api-client/react';
import { companyPath, contactPath } from '../../../config/paths';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatDate } from '../../../lib/formatDate';
import * as styles from './TaskRow.css';

export interface TaskRowProps {
  /** The task shown. */
  task: Task;
  /**
   * Whether to name the task's contact, company or deal (not on that record's own page).
   * @default true
   */
  showRecord?: boolean;
}

/**
 * One task in a list: a box to tick it done (or open it again), when it is due, and what it is
 * about: its contact or company, linked to their page, or its deal (which has no page).
 */
export function TaskRow({ task, showRecord = true }: TaskRowProps) {
  const update = useToastMutation(useUpdateTask(), {
    success: (saved) => (saved.completedAt ? 'Task done' : 'Task opened again'),
    error: 'Failed to update task',
  });
  const remove = useToastMutation(useDeleteTask(), {
    success: 'Task deleted',
    error: 'Failed to delete task',
  });
  const isDone = task.completedAt !== null;
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <Checkbox
          isSelected={isDone}
          isDisabled={update.isPending}
          onChange={(done) => update.mutate({ id: task.id, input: { done } })}
        >
          <span className={isDone ? `${styles.title} ${styles.done}` : styles.title}>
            {task.title}
          </span>
        </Checkbox>
        <div className={styles.meta}>
          <span>
            {isDone
              ? `Done ${formatDate(task.completedAt, 'date-time')}`
              : task.dueAt
                ? `Due ${formatDate(task.dueAt, 'date-time')}`
                : 'No due date'}
          </span>
          {showRecord && task.contactId !== null && (
            <Link href={contactPath(task.contactId)}>{task.contactName ?? 'Contact'}</Link>
          )}
          {showRecord && task.companyId !== null && (
            <Link href={companyPath(task.companyId)}>{task.companyName ?? 'Company'}</Link>
          )}
          {showRecord && task.dealId !== null && <span>Deal: {task.dealName ?? 'Deal'}</span>}
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete task ${task.title}`}
        onPress={() => remove.mutate(task.id)}
        isPending={remove.isPending}
      >
        Delete
      </Button>
    </li>
  );
}

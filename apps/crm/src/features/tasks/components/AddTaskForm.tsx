import { getLocalTimeZone, now, parseAbsolute, type ZonedDateTime } from '@internationalized/date';
import { Button, DatePicker, TextField } from '@crm/ui';
import { type RecordFilter, TaskInputSchema } from '@crm/api-client';
import { useCreateTask } from '@crm/api-client/react';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as styles from './AddTaskForm.css';

export interface AddTaskFormProps {
  /**
   * The contact, company or deal the new tasks are about.
   * @default none
   */
  record?: RecordFilter;
}

/** Adds a task: a title and an optional due date and time, picked in the user's time zone. */
export function AddTaskForm({ record }: AddTaskFormProps) {
  const create = useToastMutation(useCreateTask(), {
    success: 'Task added',
    error: 'Failed to add task',
  });
  const form = useForm(
    TaskInputSchema,
    { title: '', dueAt: '' as string },
    {
      toInput: (values) => ({ ...values, dueAt: values.dueAt || null, ...record }),
    },
  );
  const submit = form.handleSubmit(async (input) => {
    await create.mutateAsync(input);
    form.reset();
  });
  const zone = getLocalTimeZone();
  const due = form.field('dueAt');
  // The picker opens on tomorrow at nine rather than on an odd minute of now.
  const placeholder = now(zone)
    .add({ days: 1 })
    .set({ hour: 9, minute: 0, second: 0, millisecond: 0 });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Add a task">
      <TextField label="Task" className={styles.title} {...form.field('title')} />
      <DatePicker<ZonedDateTime>
        label="Due (optional)"
        value={due.value ? parseAbsolute(due.value, zone) : null}
        onChange={(next) => due.onChange(next ? next.toDate().toISOString() : '')}
        granularity="minute"
        hideTimeZone
        placeholderValue={placeholder}
        isInvalid={due.isInvalid}
        errorMessage={due.errorMessage}
        validationBehavior="aria"
      />
      <Button type="submit" isPending={form.isSubmitting}>
        Add task
      </Button>
    </form>
  );
}

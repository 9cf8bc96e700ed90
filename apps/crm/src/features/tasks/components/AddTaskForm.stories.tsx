import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { TASK_TITLE_MESSAGE, TaskInputSchema, type TaskInput } from '@crm/api-client';
import { apiHandlers } from '../../../testing/handlers';
import { readBody } from '../../../testing/readBody';
import { findRole, findText } from '../../../testing/storyQueries';
import { storyTask } from '../../../testing/tasksHandlers';
import { withAppProviders } from '../../../testing/withAppProviders';
import { AddTaskForm } from './AddTaskForm';

/** What the form sent, newest last. */
const sent: TaskInput[] = [];

const meta = {
  title: 'App/Tasks/AddTaskForm',
  component: AddTaskForm,
  args: { record: { contactId: 7 } },
  decorators: [withAppProviders()],
  parameters: {
    msw: {
      handlers: [
        http.post('/api/tasks', async ({ request }) => {
          const { body, refused } = await readBody(request, TaskInputSchema);
          if (refused) return refused;
          sent.push(body);
          const task = storyTask({ id: 99, ...body });
          return HttpResponse.json({ task }, { status: 201 });
        }),
        ...apiHandlers(),
      ],
    },
  },
  beforeEach: () => {
    sent.length = 0;
  },
} satisfies Meta<typeof AddTaskForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title and an optional due date and time, in the user's time zone. */
export const Default: Story = {};

/** No title: said in plain words on the field, and nothing is sent. */
export const TitleRequired: Story = {
  play: async () => {
    await userEvent.click(await findRole('button', 'Add task'));
    await findText(TASK_TITLE_MESSAGE);
    await expect(await findRole('textbox', 'Task')).toHaveAttribute('aria-invalid', 'true');
    await expect(sent).toHaveLength(0);
  },
};

/** Added for the contact it sits on, with no due date; the form empties for the next one. */
export const Adds: Story = {
  play: async () => {
    const title = await findRole('textbox', 'Task');
    await userEvent.type(title, 'Send the proposal');
    await userEvent.click(await findRole('button', 'Add task'));
    await findText('Task added');
    await expect(sent).toEqual([
      { title: 'Send the proposal', dueAt: null, contactId: 7, companyId: null, dealId: null },
    ]);
    await waitFor(() => expect(title).toHaveValue(''));
  },
};

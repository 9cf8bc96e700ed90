import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { buildContactWorkflow, contactsHandlers } from '../testing/contactsHandlers';
import { ContactWorkflows } from './ContactWorkflows';

/** One contact in five workflows, one in each state. */
const inFive = {
  1: [
    buildContactWorkflow({ runId: 5, workflowId: 5, workflowName: 'Welcome series' }),
    buildContactWorkflow({
      runId: 4,
      workflowId: 4,
      workflowName: 'Trial follow-up',
      status: 'failed',
      step: { id: 's1', number: 1, type: 'send_email' },
      nextDue: null,
      error: 'Step 1 (send email): its email template was deleted',
    }),
    buildContactWorkflow({
      runId: 3,
      workflowId: 3,
      workflowName: 'Spring promotion',
      status: 'paused',
      step: { id: 't1', number: 3, type: 'add_tag' },
      nextDue: null,
    }),
    buildContactWorkflow({
      runId: 2,
      workflowId: 2,
      workflowName: 'Re-engagement',
      status: 'exited',
      step: { id: 'x', number: 4, type: 'exit' },
      nextDue: null,
    }),
    buildContactWorkflow({
      runId: 1,
      workflowId: 1,
      workflowName: 'Onboarding',
      status: 'completed',
      step: { id: 's2', number: 5, type: 'send_email' },
      nextDue: null,
      since: '2026-05-20T10:30:00.000Z',
    }),
  ],
};

/** `ContactWorkflows`: the workflows a contact is in and where (issue 29 §3). */
const meta = {
  title: 'App/Contacts/ContactWorkflows',
  component: ContactWorkflows,
  args: { contact: { id: 1 } },
  decorators: [withAppProviders()],
  parameters: {
    msw: { handlers: [...contactsHandlers({ workflows: inFive }), ...apiHandlers()] },
  },
} satisfies Meta<typeof ContactWorkflows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state: at a wait with its end, stopped by an error, paused, left, finished. */
export const AllStates: Story = {
  play: async () => {
    const list = within(await findRole('list', 'Workflows this contact is in'));
    const items = list.getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Welcome series',
      'Trial follow-up',
      'Spring promotion',
      'Re-engagement',
      'Onboarding',
    ]);
    await expect(items[0]).toHaveTextContent(
      'In progressAt step 2 (Wait) since Jun 10, 2026, 9:00 AM UTC, waiting until Jun 12, 2026, 9:00 AM UTC',
    );
    await expect(items[1]).toHaveTextContent(
      'FailedStopped at step 1 (Send email) since Jun 10, 2026, 9:00 AM UTC: Step 1 (send email): its email template was deleted',
    );
    await expect(items[2]).toHaveTextContent('PausedPaused at step 3 (Add tag)');
    await expect(items[3]).toHaveTextContent('LeftLeft at step 4 (Exit)');
    await expect(items[4]).toHaveTextContent(
      'FinishedFinished on May 20, 2026, 10:30 AM UTC, after step 5 (Send email)',
    );
  },
};

/** In no workflow: says so. */
export const Empty: Story = {
  args: { contact: { id: 2 } },
  play: async () => {
    await findText('This contact is in no workflow.');
  },
};

/** While the list loads, a skeleton stands in. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/contacts/:id/workflows', async () => {
          await delay('infinite');
          return HttpResponse.json({ workflows: [] });
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await expect(await findRole('status', 'Loading workflows')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A failed read says so in place of the list, never as an empty one. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/contacts/:id/workflows', () =>
          HttpResponse.json({ message: 'boom' }, { status: 500 }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await expect(await findRole('alert')).toHaveTextContent(
      'Error loading workflows. Please try again.',
    );
  },
};

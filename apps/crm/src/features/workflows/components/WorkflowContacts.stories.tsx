import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiHandlers, failingHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { demoWorkflowRuns, workflowRunsHandlers } from '../../../testing/workflowRunsHandlers';
import { WorkflowContacts } from './WorkflowContacts';

/**
 * `WorkflowContacts`: the contacts in a workflow and where each is, newest entry first, ten at a
 * time, filtered by state (issue 29 §3); part of the workflow's editor.
 */
const meta = {
  title: 'App/Workflows/WorkflowContacts',
  component: WorkflowContacts,
  args: { workflowId: 7 },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof WorkflowContacts>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = () => findRole('list', 'Contacts in this workflow');

/**
 * The latest ten, each with its name and address, its state, and where it is in the words of a
 * contact's own workflows: at a wait until when, about to run a step, stopped by an error (with
 * it), paused, finished, left (with why).
 */
export const AllStates: Story = {
  play: async () => {
    const items = within(await list()).getAllByRole('listitem');
    await expect(items).toHaveLength(10);
    await expect(items[0]).toHaveTextContent(
      'Ada Lovelaceada@example.comIn progressAt step 2 (Wait) since Jun 14, 2024, 6:00 PM UTC, waiting until Jun 17, 2024, 6:00 PM UTC',
    );
    await expect(items[1]).toHaveTextContent(
      'In progressAt step 1 (Send email) since Jun 14, 2024, 5:00 PM UTC',
    );
    await expect(items[2]).toHaveTextContent(
      'FailedStopped at step 5 (Send email) since Jun 14, 2024, 4:00 PM UTC: Step 5 (send email): its email template was deleted',
    );
    await expect(items[3]).toHaveTextContent('PausedPaused at step 2 (Wait)');
    // No name: the address stands in, once.
    await expect(items[3]).toHaveTextContent(/^no-name@example\.comPaused/);
    await expect(items[4]).toHaveTextContent('FinishedFinished on Jun 14, 2024, 2:00 PM UTC');
    await expect(items[5]).toHaveTextContent(
      'LeftLeft at step 3 (Condition) on Jun 14, 2024, 1:00 PM UTC: Reached the goal: tag “customer” added',
    );
  },
};

/** Show more adds the older ones and goes away at the end of the list. */
export const ShowMore: Story = {
  play: async () => {
    await userEvent.click(await findRole('button', 'Show more (10 of 12)'));
    await waitFor(async () =>
      expect(within(await list()).getAllByRole('listitem')).toHaveLength(12),
    );
    await expect(
      within((await list()).parentElement!).queryByRole('button', { name: /Show more/ }),
    ).toBeNull();
  },
};

/**
 * The filter asks the server for one state, with the total for it: in progress (at a step or
 * waiting at one), then only those waiting until a time.
 */
export const FilterByState: Story = {
  parameters: {
    msw: { handlers: [...workflowRunsHandlers({ runs: demoWorkflowRuns(40) }), ...apiHandlers()] },
  },
  play: async () => {
    await findRole('button', 'Show more (10 of 40)');
    await userEvent.click(await findRole('button', /State/));
    await userEvent.click(await findRole('option', 'In progress'));
    await findRole('button', 'Show more (10 of 14)');
    for (const item of within(await list()).getAllByRole('listitem'))
      await expect(item).toHaveTextContent(/^.*In progressAt step/);
    await userEvent.click(await findRole('button', /State/));
    await userEvent.click(await findRole('option', 'Waiting'));
    await waitFor(async () =>
      expect(within(await list()).getAllByRole('listitem')).toHaveLength(7),
    );
    for (const item of within(await list()).getAllByRole('listitem'))
      await expect(item).toHaveTextContent(/waiting until/);
    await expect(
      within((await list()).parentElement!).queryByRole('button', { name: /Show more/ }),
    ).toBeNull();
  },
};

/** A state no contact is in: a sentence, not an empty list. */
export const NoneInState: Story = {
  parameters: {
    msw: { handlers: [...workflowRunsHandlers({ runs: demoWorkflowRuns(2) }), ...apiHandlers()] },
  },
  play: async () => {
    await list();
    await userEvent.click(await findRole('button', /State/));
    await userEvent.click(await findRole('option', 'Left'));
    await findText('No contacts in this state.');
  },
};

/** No contact entered yet: says so. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [...workflowRunsHandlers({ runs: [] }), ...apiHandlers()] },
  },
  play: async () => {
    await findText('No contact has entered this workflow yet.');
  },
};

/** While the list loads, a skeleton stands in. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [...workflowRunsHandlers({ pending: true }), ...apiHandlers()] },
  },
  play: async () => {
    await expect(await findRole('status', 'Loading contacts')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed read says so in place of the list, never as an empty one. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [...failingHandlers('/api/automation-workflows/:id/runs'), ...apiHandlers()],
    },
  },
  play: async () => {
    await expect(await findRole('alert')).toHaveTextContent(
      'Error loading contacts. Please try again.',
    );
  },
};

/** At 390 px the heading and filter wrap, long addresses break, and nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const section = (await list()).closest('section')!;
    await waitFor(() => expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { apiHandlers, failingHandlers, pendingHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findRole, findText } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { AutomationRoute } from './AutomationRoute';

const meta = {
  title: 'Screens/Automation',
  component: AutomationRoute,
  render: () => <RouteStory path="/automation" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof AutomationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithWorkflows: Story = {
  play: async () => {
    await findText('Welcome new subscribers');
    for (const column of ['Name', 'Description', 'Trigger Type', 'Status', 'Created', 'Actions']) {
      await expect(screen.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(screen.getByText('Active')).toBeVisible();
    await expect(screen.getByText('Inactive')).toBeVisible();
    await expect(screen.getByText('May 1, 2024')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: apiHandlers({ workflows: [] }) } },
  play: async () => {
    await findText('No automation workflows yet');
  },
};

export const Loading: Story = {
  tags: ['!visual'],
  parameters: {
    msw: { handlers: [...pendingHandlers('/api/automation-workflows'), ...apiHandlers()] },
  },
  play: async () => {
    await findRole('grid', 'Automation workflows');
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [...failingHandlers('/api/automation-workflows'), ...apiHandlers()] },
  },
  play: async () => {
    await findRole('alert');
    await expect(
      screen.getAllByText('Error loading automation workflows. Please try again.').length,
    ).toBeGreaterThan(0);
  },
};

/** Create with nothing filled in: name and trigger are required. */
export const CreateValidation: Story = {
  play: async () => {
    await findText('Welcome new subscribers');
    await userEvent.click(screen.getByRole('button', { name: 'Create Workflow' }));
    const dialog = within(await findRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Workflow' }));
    await findText('Name is required');
    await expect(dialog.getByText('Trigger is required')).toBeVisible();
  },
};

/** Fill the dialog (trigger chosen with the keyboard) and create: toast, dialog closes, row added. */
export const CreateWorkflow: Story = {
  play: async () => {
    await findText('Welcome new subscribers');
    await userEvent.click(screen.getByRole('button', { name: 'Create Workflow' }));
    const dialog = within(await findRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Workflow Name'), 'Birthday greetings');
    await userEvent.type(dialog.getByLabelText('Description'), 'A coupon on their birthday');
    const trigger = dialog.getByRole('button', { name: /Trigger Type/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await findRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(7);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Tag Added' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Workflow' }));
    await findText('Workflow created successfully');
    await findText('Birthday greetings');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The server fails: the failure toast, and the dialog stays open. */
export const CreateFails: Story = {
  play: async () => {
    await findText('Welcome new subscribers');
    await userEvent.click(screen.getByRole('button', { name: 'Create Workflow' }));
    const dialog = within(await findRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Workflow Name'), 'Broken');
    await userEvent.click(dialog.getByRole('button', { name: /Trigger Type/ }));
    await userEvent.click(await findRole('option', 'Email Opened'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Workflow' }));
    await findText('Failed to create workflow');
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

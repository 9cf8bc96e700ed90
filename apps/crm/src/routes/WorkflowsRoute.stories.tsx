import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { WorkflowsRoute } from './WorkflowsRoute';

/**
 * `/automation` in the real route tree. Route stories check routing only: the screen's states
 * (loading, empty, load error, creating) are WorkflowsScreen's and CreateWorkflowDialog's stories.
 */
const meta = {
  title: 'Screens/Automation',
  component: WorkflowsRoute,
  tags: ['!visual'],
  render: () => <RouteStory path="/automation" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof WorkflowsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lazy route loads inside the shell, titled Automation, with the workflows under it. */
export const Opens: Story = {
  play: async () => {
    await waitForHeading('Automation');
    await findText('Welcome new subscribers');
    await expect(screen.getByText('Automate your marketing workflows')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { AnalyticsRoute } from './AnalyticsRoute';

/**
 * `/analytics` in the real route tree. Route stories check routing only (the screen's states are
 * AnalyticsScreen's stories), so they take no screenshots.
 */
const meta = {
  title: 'Screens/Analytics',
  component: AnalyticsRoute,
  tags: ['!visual'],
  render: () => <RouteStory path="/analytics" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof AnalyticsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lazy route loads inside the shell, titled Analytics, with the screen under it. */
export const Opens: Story = {
  play: async () => {
    await waitForHeading('Analytics');
    await findText('Top Performing Campaigns');
    await expect(screen.getByText('Track your campaign performance')).toBeVisible();
  },
};

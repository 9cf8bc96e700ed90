import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findRole, findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { FormsRoute } from './FormsRoute';

/**
 * `/forms` in the real route tree. Route stories check routing only: the screen's states are
 * FormsScreen's and its dialogs' stories.
 */
const meta = {
  title: 'Screens/Forms',
  component: FormsRoute,
  tags: ['!visual'],
  render: () => <RouteStory path="/forms" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof FormsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lazy route loads inside the shell, titled Forms, its sidebar entry current. */
export const Opens: Story = {
  play: async () => {
    await waitForHeading('Forms');
    await findText('Newsletter signup');
    await expect(screen.getByText('Signup forms for your website')).toBeVisible();
    const nav = await findRole('navigation', 'Main');
    await expect(within(nav).getByRole('link', { name: 'Forms' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findRole, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { ColorPaletteRoute } from './ColorPaletteRoute';

/**
 * `/color-palette` in the real route tree: routing only (the generator's states are
 * ColorPaletteGenerator's stories in @crm/palette).
 */
const meta = {
  title: 'Screens/Color Palette',
  component: ColorPaletteRoute,
  tags: ['!visual'],
  render: () => <RouteStory path="/color-palette" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof ColorPaletteRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lazy route loads the generator inside the shell, on its Custom Generator tab. */
export const Opens: Story = {
  play: async () => {
    await waitForHeading('Color Palette');
    await expect(await findRole('tab', /Custom Generator/)).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

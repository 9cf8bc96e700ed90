import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findRole } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { ColorPaletteRoute } from './ColorPaletteRoute';

const meta = {
  title: 'Screens/Color Palette',
  component: ColorPaletteRoute,
  render: () => <RouteStory path="/color-palette" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof ColorPaletteRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomGenerator: Story = {
  play: async () => {
    await expect(await findRole('tab', /Custom Generator/)).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const PredefinedThemes: Story = {
  play: async () => {
    const tab = await findRole('tab', /Predefined Themes/);
    await userEvent.click(tab);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

/** A page with navigation before its main content. */
const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main' },
  render: (args) => (
    <div>
      <SkipLink {...args} />
      <nav aria-label="Story navigation" style={{ display: 'flex', gap: 8, padding: 16 }}>
        <a href="#one">One</a>
        <a href="#two">Two</a>
      </nav>
      <main id="story-main" tabIndex={-1} style={{ padding: 16 }}>
        <button type="button">First control of the content</button>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not drawn until focused; the first Tab shows it, Enter moves focus to the content. */
export const Default: Story = {
  // Ends with the link hidden again: Focused shows it.
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    const offScreen = () => link.getBoundingClientRect().bottom <= 0;
    await expect(offScreen()).toBe(true);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(offScreen()).toBe(false);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(window.location.hash).toBe('');
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'First control of the content' }),
    ).toHaveFocus();
  },
};

/** Focused, as a keyboard user first sees it. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Skip to content' }),
    ).toHaveFocus();
  },
};

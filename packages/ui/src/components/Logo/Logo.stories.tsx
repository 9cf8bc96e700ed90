import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Logo, logoSizes } from './Logo';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  args: { size: 'md', onPress: fn() },
  argTypes: { size: { control: 'inline-radio', options: logoSizes } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

// Clicking would navigate the test page to '/', so presses are cancelled in the play functions.
const stayHere = (event: Event) => event.preventDefault();

/** A link to '/' named 'Beacon CRM home', reachable by Tab and pressed by Enter or a click. */
export const Medium: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Beacon CRM home' });
    await expect(link).toHaveAttribute('href', '/');
    canvasElement.addEventListener('click', stayHere);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    canvasElement.removeEventListener('click', stayHere);
    link.blur();
    await userEvent.unhover(link);
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveStyle({ width: '32px', height: '32px' });
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveStyle({ width: '48px', height: '48px' });
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: vars.space.lg, alignItems: 'center' }}>
      {logoSizes.map((size) => (
        <Logo key={size} {...args} size={size} aria-label={`Beacon CRM home (${size})`} />
      ))}
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { FullPageSpinner, Spinner, spinnerSizes, spinnerTones } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { size: 'md', tone: 'primary' },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An indeterminate progressbar named 'Loading'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const CustomLabel: Story = {
  args: { 'aria-label': 'Loading contacts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading contacts' })).toBeVisible();
  },
};

/** Inherits the text colour, e.g. inside a coloured banner. */
export const CurrentColor: Story = {
  args: { tone: 'current' },
  decorators: [
    (Story) => <div style={{ color: vars.color.danger, display: 'flex' }}>{Story()}</div>,
  ],
};

/** Fills the viewport while a page loads. */
export const FullPage: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <FullPageSpinner />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading...' })).toBeVisible();
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: vars.space.xl, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} aria-label={`Loading ${size}`} />
      ))}
      <span style={{ color: vars.color.success, display: 'flex' }}>
        <Spinner tone="current" aria-label="Loading in current colour" />
      </span>
    </div>
  ),
};

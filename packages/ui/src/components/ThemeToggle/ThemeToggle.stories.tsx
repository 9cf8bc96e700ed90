import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { ThemeProvider, useTheme } from '../../theme/ThemeProvider';
import { buttonSizes, buttonVariants } from '../Button/Button';
import { ThemeToggle } from './ThemeToggle';

// The preview decorator forces a theme; these stories nest their own provider with its own storage
// key (so the real `theme` preference is untouched) and read the result from the nested context.
const STORAGE_KEY = 'storybook-theme-toggle';

function Resolved() {
  const { resolvedTheme, preference } = useTheme();
  return (
    <p style={{ color: vars.color.text, fontSize: vars.fontSize.sm }}>
      Theme: <span data-testid="resolved">{resolvedTheme}</span> (preference{' '}
      <span data-testid="preference">{preference}</span>)
    </p>
  );
}

const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  args: { variant: 'ghost', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    isDisabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => {
      window.localStorage.setItem(STORAGE_KEY, 'light');
      return (
        <ThemeProvider storageKey={STORAGE_KEY}>
          <div style={{ display: 'flex', gap: vars.space.md, alignItems: 'center' }}>
            {Story()}
            <Resolved />
          </div>
        </ThemeProvider>
      );
    },
  ],
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A click and Enter/Space flip between dark and light, store the choice, and update the pressed
 * state; the name always says what the next press switches to.
 */
export const Default: Story = {
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Switch to dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByTestId('resolved')).toHaveTextContent('light');

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName('Switch to light theme');
    await expect(canvas.getByTestId('resolved')).toHaveTextContent('dark');
    await expect(window.localStorage.getItem(STORAGE_KEY)).toBe('dark');

    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAccessibleName('Switch to dark theme');
    await expect(canvas.getByTestId('preference')).toHaveTextContent('light');

    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(window.localStorage.getItem(STORAGE_KEY)).toBe('light');
    toggle.blur();
  },
};

/** Light theme chosen: shows the moon, not pressed, named for the switch to dark. */
export const Light: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Switch to dark theme' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: vars.space.md }}>
      {buttonVariants.map((variant) => (
        <ThemeToggle
          key={variant}
          {...args}
          variant={variant}
          aria-label={`Switch theme (${variant})`}
        />
      ))}
    </div>
  ),
};

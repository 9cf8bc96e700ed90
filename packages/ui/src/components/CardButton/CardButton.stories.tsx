import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { CardButton, cardButtonSizes } from './CardButton';

const meta = {
  title: 'Components/CardButton',
  component: CardButton,
  args: { onPress: fn(), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: cardButtonSizes } },
  render: (args) => (
    <div style={{ maxWidth: 320, padding: vars.space.xs }}>
      <CardButton {...args}>
        <strong>Spring newsletter</strong>
        <span style={{ color: vars.color.textMuted }}>What is new this season</span>
      </CardButton>
    </div>
  ),
} satisfies Meta<typeof CardButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its whole text names it; a press, Enter or Space chooses it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /^Spring newsletter/ });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

/** A disabled card cannot be chosen. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /^Spring newsletter/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Both sizes, and keyboard focus, in both themes. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md, maxWidth: 320, padding: vars.space.xs }}>
      {cardButtonSizes.map((size) => (
        <CardButton key={size} {...args} size={size}>
          <strong>{`Size ${size}`}</strong>
          <span>A line under the name</span>
        </CardButton>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Size sm/ })).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Link, linkVariants } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  // No href by default, so pressing does not navigate the test page away.
  args: { children: 'Privacy policy', variant: 'inline', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    isDisabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a sentence: underlined. Pressed by mouse and by Enter. */
export const Inline: Story = {
  render: (args) => (
    <p style={{ color: vars.color.text }}>
      Read our <Link {...args} /> before signing up.
    </p>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Privacy policy' });
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await expect(link).toHaveFocus();
    link.blur();
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'Back to home' },
};

/** A real destination renders an anchor with its href. */
export const WithHref: Story = {
  args: { href: '/privacy', variant: 'standalone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Privacy policy' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md, color: vars.color.text }}>
      <p>
        An <Link {...args} variant="inline" /> link in a sentence.
      </p>
      <Link {...args} variant="standalone">
        Standalone link
      </Link>
      <Link {...args} variant="standalone" isDisabled>
        Disabled link
      </Link>
    </div>
  ),
};

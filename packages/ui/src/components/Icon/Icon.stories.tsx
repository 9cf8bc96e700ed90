import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { EyeIcon, icons } from './Icon';

const meta = {
  title: 'Components/Icon',
  component: EyeIcon,
  args: {},
} satisfies Meta<typeof EyeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icons are decorative: hidden from assistive technology, coloured by the text around them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
  },
};

/** Every icon with its name, in the text and primary colours. */
export const AllStates: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, max-content)',
        gap: vars.space.lg,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li
          key={name}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: vars.space.sm,
            color: vars.color.text,
          }}
        >
          <Icon />
          <span style={{ color: vars.color.primary, display: 'inline-flex' }}>
            <Icon />
          </span>
          <span style={{ fontSize: vars.fontSize.sm }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(
      Object.keys(icons).length * 2,
    );
  },
};

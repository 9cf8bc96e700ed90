import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from './contract.css';
import { ThemeProvider, useTheme } from './ThemeProvider';

function TokenCatalogue() {
  const { resolvedTheme } = useTheme();
  return (
    <div style={{ display: 'grid', gap: vars.space.lg, fontFamily: vars.font.body }}>
      <p style={{ color: vars.color.text }}>
        Theme on screen: <strong data-testid="resolved">{resolvedTheme}</strong>
      </p>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          gap: vars.space.sm,
          listStyle: 'none',
          padding: 0,
        }}
      >
        {Object.entries(vars.color).map(([role, value]) => (
          <li
            key={role}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: vars.space.sm,
              color: vars.color.text,
              fontSize: vars.fontSize.sm,
            }}
          >
            <span
              aria-hidden
              style={{
                width: 24,
                height: 24,
                borderRadius: vars.radius.sm,
                background: value,
                border: `1px solid ${vars.color.border}`,
              }}
            />
            {role}
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: ThemeProvider,
  args: { children: <TokenCatalogue /> },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour roles of the theme contract, as the current theme paints them. */
export const Tokens: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('resolved')).toHaveTextContent(/light|dark/);
    await expect(document.documentElement.dataset.theme).toBe(
      canvas.getByTestId('resolved').textContent,
    );
  },
};

/** A forced theme wins over the stored preference. */
export const ForcedDark: Story = {
  args: { forcedTheme: 'dark' },
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('resolved')).toHaveTextContent('dark');
  },
};

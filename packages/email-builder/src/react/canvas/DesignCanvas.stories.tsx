import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { contrastIssues } from '../../core/contrastIssues';
import { defaultDesign } from '../../core/defaults';
import type { Design } from '../../core/schema';
import { columnsDesign } from '../../testing/columnsDesign';
import { centreOf, dragHandle } from '../../testing/dragHandle';
import { unreadableOnPurpose } from '../../testing/unreadableOnPurpose';
import { builderThemeStyle } from '../builderTheme';
import { DesignCanvas } from './DesignCanvas';

/** A place at the top level. */
const top = (index: number) => ({ parentId: null, column: 0, index });

const paleHeaderDesign: Design = {
  ...defaultDesign,
  elements: defaultDesign.elements.map((element) =>
    element.id === 'header-1'
      ? { ...element, settings: { ...element.settings, color: '#aaaaaa' } }
      : element,
  ),
};
const paleHeaderIssues = new Map(
  contrastIssues(paleHeaderDesign).map((issue) => [issue.elementId, issue]),
);

/**
 * The Design tab's canvas: the email's elements drawn in its style, as a sortable list. Pressing an
 * element selects it (`onSelect`); its handle moves it by mouse, touch or keyboard (`onMove`).
 */
const meta = {
  title: 'Email builder/Canvas/DesignCanvas',
  component: DesignCanvas,
  args: { design: defaultDesign, selectedId: null, onSelect: fn(), onMove: fn() },
  argTypes: { contrastIssues: { control: false } },
  decorators: [(Story) => <div style={builderThemeStyle}>{Story()}</div>],
} satisfies Meta<typeof DesignCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The starter design: pressing an element selects it; Space, arrow, Space moves it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Email elements' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: /^Edit Text: Thank you/ }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('text-1');

    canvas.getByRole('button', { name: 'Move Header "Welcome to Our Newsletter"' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith('header-1', top(1)));
    await expect(args.onMove).toHaveBeenCalledOnce();
  },
};

/** A selected element is pressed; one with hard-to-read text carries a contrast badge. */
export const SelectedWithContrastIssue: Story = {
  args: { design: paleHeaderDesign, selectedId: 'button-1', contrastIssues: paleHeaderIssues },
  parameters: unreadableOnPurpose,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Edit Button: Learn More/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /^Edit Header/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const ratio = paleHeaderIssues.get('header-1')!.ratio;
    await expect(canvas.getByRole('img', { name: `Low contrast ${ratio}:1` })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /Low contrast/ })).toHaveLength(1);
  },
};

const longText =
  'A long paragraph that wraps over several lines, so that it is many times as tall as the thin divider under it.';
const mixedHeightsDesign: Design = {
  ...defaultDesign,
  elements: [
    { id: 'text-1', type: 'text', content: longText, settings: { padding: '10px' } },
    { id: 'divider-1', type: 'divider', content: '', settings: { padding: '4px' } },
    { id: 'spacer-1', type: 'spacer', content: '', settings: { height: '10px' } },
    { id: 'text-2', type: 'text', content: longText, settings: { padding: '10px' } },
    { id: 'button-1', type: 'button', content: 'Go', settings: { padding: '10px' } },
  ],
};

/**
 * Each arrow key moves a keyboard drag one place, whatever the heights: a tall text goes past a
 * thin divider to the next place, not two (dnd-kit's own coordinates skipped it).
 */
export const KeyboardPastThinElements: Story = {
  tags: ['!visual'],
  args: { design: mixedHeightsDesign },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getAllByRole('button', { name: /^Move Text/ })[0]!.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith('text-1', top(1)));

    canvas.getByRole('button', { name: /^Move Button/ }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(args.onMove).toHaveBeenLastCalledWith('button-1', top(1)));
    await expect(args.onMove).toHaveBeenCalledTimes(2);
  },
};

/** No elements yet: a hint instead of the list. */
export const Empty: Story = {
  args: { design: { ...defaultDesign, elements: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Add an element to start your email.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

const inColumn = (column: number, index: number) => ({ parentId: 'columns-1', column, index });

/**
 * Blocks in columns are canvas elements: pressed or reached by Tab (after their columns element,
 * column by column) and named after their column. A press between them selects the columns.
 */
export const BlocksInColumns: Story = {
  args: { design: columnsDesign, selectedId: 'right-text' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const column1 = canvas.getByRole('list', { name: 'Column 1 of Columns' });
    await expect(within(column1).getAllByRole('listitem')).toHaveLength(2);
    const selected = canvas.getByRole('button', {
      name: 'Edit Text in column 2 of Columns: Workshops every Saturday',
    });
    await expect(selected).toHaveAttribute('aria-pressed', 'true');
    await expect(selected.closest('li')).toHaveAttribute('data-selected', 'true');

    await userEvent.click(
      canvas.getByRole('button', { name: /^Edit Button in column 1 of Columns/ }),
    );
    await expect(args.onSelect).toHaveBeenLastCalledWith('left-button');

    // By keyboard: from the columns element, Tab reaches the first block's handle, then the block.
    canvas.getByRole('button', { name: /^Edit Columns/ }).focus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', {
        name: 'Move Text "New plants in store" in column 1 of Columns',
      }),
    ).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('left-text');

    // The gap between the columns belongs to the columns element.
    const [first, second] = canvas.getAllByRole('list', { name: /^Column \d of Columns/ });
    const gap = {
      clientX: (first!.getBoundingClientRect().right + second!.getBoundingClientRect().left) / 2,
      clientY: first!.getBoundingClientRect().top + 5,
    };
    await userEvent.pointer([
      {
        keys: '[MouseLeft]',
        target: document.elementFromPoint(gap.clientX, gap.clientY)!,
        coords: gap,
      },
    ]);
    await expect(args.onSelect).toHaveBeenLastCalledWith('columns-1');
    // A still picture: no focus ring, no hover.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.pointer({ target: document.body, coords: { clientX: 1, clientY: 700 } });
  },
};

/**
 * The arrow keys walk a block into a column, through it and out again, one place at a time; a
 * screen reader hears which column.
 */
export const KeyboardIntoAndOutOfColumns: Story = {
  tags: ['!visual'],
  args: { design: columnsDesign },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The header, one step down, is at the top of column 1.
    canvas.getByRole('button', { name: /^Move Header/ }).focus();
    await userEvent.keyboard('[Space]');
    // The pickup's own place is said first: the drag is on.
    await waitFor(() =>
      expect(screen.getByText('Header "Spring news" is over position 1 of 3.')).toBeInTheDocument(),
    );
    await userEvent.keyboard('[ArrowDown]');
    await waitFor(() =>
      expect(
        screen.getByText('Header "Spring news" is over position 1 of 3 in column 1 of Columns.'),
      ).toBeInTheDocument(),
    );
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(args.onMove).toHaveBeenLastCalledWith('header-1', inColumn(0, 0)));
    await waitFor(() =>
      expect(
        screen.getByText('Dropped Header "Spring news" at position 1 of 3 in column 1 of Columns.'),
      ).toBeInTheDocument(),
    );

    // The last text, one step up, is at the end of column 2.
    canvas.getByRole('button', { name: /^Move Text "See you soon"/ }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(args.onMove).toHaveBeenLastCalledWith('text-1', inColumn(1, 1)));

    // The left button: down to column 2's two places, then out under the columns element.
    canvas.getByRole('button', { name: /^Move Button "Shop now" in column 1/ }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[ArrowDown]');
    await waitFor(() =>
      expect(screen.getByText('Button "Shop now" is over position 3 of 4.')).toBeInTheDocument(),
    );
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(args.onMove).toHaveBeenLastCalledWith('left-button', top(2)));

    // A columns element skips the columns: one step down is past the last text.
    canvas.getByRole('button', { name: /^Move Columns/ }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(args.onMove).toHaveBeenLastCalledWith('columns-1', top(2)));
    await expect(args.onMove).toHaveBeenCalledTimes(4);
  },
};

/** A mouse drags a block into a column (under the block it is dropped on the lower half of) and out. */
export const DragIntoAndOutOfColumns: Story = {
  tags: ['!visual'],
  args: { design: columnsDesign },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const leftText = canvas.getByRole('button', { name: /^Edit Text in column 1 of Columns/ });
    const box = leftText.getBoundingClientRect();
    await dragHandle(canvas.getByRole('button', { name: /^Move Text "See you soon"/ }), {
      clientX: box.left + box.width / 2,
      clientY: box.bottom - 4,
    });
    await waitFor(() => expect(args.onMove).toHaveBeenLastCalledWith('text-1', inColumn(0, 1)));

    // Out of the column, onto the lower half of the header: under it, at the top level.
    const header = canvas.getByRole('button', { name: /^Edit Header/ }).getBoundingClientRect();
    await dragHandle(canvas.getByRole('button', { name: /^Move Text "Workshops/ }), {
      clientX: header.left + header.width / 2,
      clientY: header.bottom - 4,
    });
    await waitFor(() => expect(args.onMove).toHaveBeenLastCalledWith('right-text', top(1)));
    await expect(args.onMove).toHaveBeenCalledTimes(2);
  },
};

/** Sends a touch event with one finger at `at` to `target` (the handle: touch events stay on it). */
function touch(type: string, target: Element, at: { clientX: number; clientY: number }) {
  const finger = new Touch({ identifier: 1, target, ...at });
  const isEnd = type === 'touchend';
  target.dispatchEvent(
    new TouchEvent(type, {
      touches: isEnd ? [] : [finger],
      targetTouches: isEnd ? [] : [finger],
      changedTouches: [finger],
      bubbles: true,
      cancelable: true,
    }),
  );
}

/** A finger holds a handle past the 120 ms long press, then drags the block into a column. */
export const TouchDragIntoColumn: Story = {
  tags: ['!visual'],
  args: { design: columnsDesign },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: /^Move Text "See you soon"/ });
    const from = centreOf(handle);
    const box = canvas
      .getByRole('button', { name: /^Edit Text in column 2 of Columns/ })
      .getBoundingClientRect();
    const to = { clientX: box.left + box.width / 2, clientY: box.bottom - 4 };
    touch('touchstart', handle, from);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const step of [0.25, 0.5, 0.75, 1]) {
      touch('touchmove', handle, {
        clientX: from.clientX + (to.clientX - from.clientX) * step,
        clientY: from.clientY + (to.clientY - from.clientY) * step,
      });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    touch('touchend', handle, to);
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith('text-1', inColumn(1, 1)));
    await expect(args.onMove).toHaveBeenCalledOnce();
  },
};

/** Mid-drag by keyboard: the line at the end of column 2 shows where the text would land. */
export const DropLine: Story = {
  args: { design: columnsDesign },
  // Mid-drag, the dragged element's shadow edge over the line's end rasterised a few pixels
  // differently between runs (seen once under load); the line itself is asserted below.
  parameters: { screenshot: { allowedMismatchedPixelRatio: 0.0002 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /^Move Text "See you soon"/ }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowUp]');
    const column2 = canvas.getByRole('list', { name: 'Column 2 of Columns' });
    await waitFor(() => expect(column2).toHaveAttribute('data-drop-end', 'true'));
    await expect(
      canvasElement.querySelectorAll('[data-drop-before], [data-drop-end]'),
    ).toHaveLength(1);
  },
};

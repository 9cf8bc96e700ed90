import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contrastIssues } from '../../core/contrastIssues';
import { defaultDesign } from '../../core/defaults';
import type { Design } from '../../core/schema';
import { unreadableOnPurpose } from '../../testing/unreadableOnPurpose';
import { builderThemeStyle } from '../builderTheme';
import { DesignCanvas } from './DesignCanvas';

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
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(0, 1));
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
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(0, 1));

    canvas.getByRole('button', { name: /^Move Button/ }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(args.onMove).toHaveBeenLastCalledWith(4, 1));
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

import { DndContext } from '@dnd-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { contrastIssues } from '../../core/contrastIssues';
import { DEFAULT_EMAIL_STYLE, defaultDesign } from '../../core/defaults';
import type { DesignElement } from '../../core/schema';
import { unreadableOnPurpose } from '../../testing/unreadableOnPurpose';
import { builderThemeStyle } from '../builderTheme';
import * as styles from './canvas.css';
import { SortableElement } from './SortableElement';

const header = defaultDesign.elements[0]!;
// Pale grey on the email's grey: under WCAG's 3:1 even for a large header.
const greyHeader: DesignElement = {
  ...header,
  content: 'A pale grey headline',
  settings: { ...header.settings, color: '#aaaaaa' },
};
const [greyHeaderIssue] = contrastIssues({ ...defaultDesign, elements: [greyHeader] });

/**
 * One element of the canvas list: a drag handle (mouse, touch or keyboard) named after the element,
 * and the element's preview, a toggle button that selects it. Shown here in a one-item list.
 */
const meta = {
  title: 'Email builder/Canvas/SortableElement',
  component: SortableElement,
  args: { element: header, emailStyle: DEFAULT_EMAIL_STYLE, onSelect: fn() },
  decorators: [
    (Story) => (
      <div
        style={{
          ...builderThemeStyle,
          maxWidth: 600,
          padding: 8,
          background: DEFAULT_EMAIL_STYLE.backgroundColor,
          color: DEFAULT_EMAIL_STYLE.textColor,
        }}
      >
        <DndContext>
          <ul className={styles.list} aria-label="Email elements">
            {Story()}
          </ul>
        </DndContext>
      </div>
    ),
  ],
} satisfies Meta<typeof SortableElement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing the preview selects the element; the handle picks it up with Space. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('button', { name: 'Edit Header: Welcome to Our Newsletter' });
    await expect(select).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('img', { name: /Low contrast/ })).toBeNull();
    await userEvent.click(select);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('header-1');

    const handle = canvas.getByRole('button', { name: 'Move Header "Welcome to Our Newsletter"' });
    await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    handle.focus();
    await userEvent.keyboard('[Space]');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('[Escape]');
    await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

/** Selected, with a contrast problem: pressed, and badged with its ratio. */
export const SelectedWithContrastIssue: Story = {
  args: { element: greyHeader, isSelected: true, contrastIssue: greyHeaderIssue },
  parameters: unreadableOnPurpose,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Edit Header: A pale grey headline' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      canvas.getByRole('img', { name: `Low contrast ${greyHeaderIssue!.ratio}:1` }),
    ).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-selected', 'true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import {
  expectFooterOnEveryTab,
  expectPressableInPlace,
  LAPTOP_VIEWPORT,
  scrollBoxesWithin,
} from '../../../testing/layoutChecks';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { designThemes } from '../designThemes';
import { templateHandlers } from '../testing/templateHandlers';
import { TemplateEditorDialog } from './TemplateEditorDialog';

const modern = designThemes.find((theme) => theme.id === 'modern')!;

/**
 * `TemplateEditorDialog`: Create and Edit Email Template. Name and subject are required; the Email
 * Design field holds the builder (undo, redo, keyboard reordering with announcements) and the
 * palette generator; saving sends the rendered HTML and the design; closing over unsaved work asks.
 */
const meta = {
  title: 'App/Templates/TemplateEditorDialog',
  component: TemplateEditorDialog,
  args: {
    draft: { name: '', subject: '', templateType: 'newsletter', design: modern.design },
    onClose: fn(),
  },
  decorators: [withAppProviders()],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...templateHandlers(), ...apiHandlers()] },
  },
} satisfies Meta<typeof TemplateEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (name: string) => findRole('dialog', name);
const order = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Email elements' }))
    .getAllByRole('button', { name: /^Move / })
    .map((handle) => handle.getAttribute('aria-label')?.replace(/^Move /, ''));

/** Saving with nothing filled in: the contract's messages under name and subject. */
export const Validation: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf('Create Email Template');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    await expect(within(dialog).getByText('Name is required')).toBeVisible();
    await expect(within(dialog).getByText('Subject is required')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A saved template opens with its fields and design; Update sends it and closes. */
export const Edit: Story = {
  args: {
    draft: {
      id: 2,
      name: 'Spring Promotion',
      subject: '25% off this weekend',
      templateType: 'promotion',
      design: modern.design,
    },
  },
  play: async ({ args }) => {
    const dialog = await dialogOf('Edit Email Template');
    await expect(within(dialog).getByLabelText('Template Name')).toHaveValue('Spring Promotion');
    await expect(order(dialog)[0]).toBe('Header "Something new is here"');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Template' }));
    await findText('Email template updated successfully');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/**
 * Inside the dialog, the builder keeps its undo and redo, reorders with the keyboard and tells a
 * screen reader what happened.
 */
export const BuilderKeyboard: Story = {
  tags: ['!visual'],
  play: async () => {
    const dialog = await dialogOf('Create Email Template');
    const start = order(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Divider' }));
    await waitFor(() => expect(order(dialog)).toEqual([...start, 'Divider']));
    // Ctrl+Z outside a text field undoes; Ctrl+Shift+Z redoes.
    within(dialog).getByRole('button', { name: 'Move Divider' }).focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(order(dialog)).toEqual(start));
    within(dialog).getByRole('button', { name: 'Add Image' }).focus();
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(order(dialog)).toEqual([...start, 'Divider']));

    within(dialog).getByRole('button', { name: 'Move Divider' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(order(dialog)).toEqual([...start.slice(0, -1), 'Divider', start.at(-1)]),
    );
    await waitFor(() =>
      expect(screen.getByText('Dropped Divider at position 4 of 5.')).toBeInTheDocument(),
    );

    // Escape cancels a drag, and only the drag: the dialog stays open.
    const moved = order(dialog);
    within(dialog).getByRole('button', { name: 'Move Divider' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[Escape]');
    await waitFor(() =>
      expect(screen.getByText('Moving Divider was cancelled; nothing moved.')).toBeInTheDocument(),
    );
    await expect(dialog).toBeVisible();
    await expect(order(dialog)).toEqual(moved);
  },
};

/** Use Palette recolours the design, says 'Color palette applied' and returns to the builder. */
export const PaletteApplied: Story = {
  play: async () => {
    const dialog = await dialogOf('Create Email Template');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Color Palette' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Predefined Themes' }));
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Use Palette' })[0]!);
    await findText('Color palette applied');
    await expect(within(dialog).getByRole('tab', { name: 'Builder' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(dialog).queryByText(/Low contrast/)).toBeNull();
  },
};

/** Escape over unsaved changes asks first; Keep editing keeps them, Discard closes. */
export const DiscardGuard: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf('Create Email Template');
    await userEvent.type(within(dialog).getByLabelText('Template Name'), 'Half done');
    await userEvent.keyboard('{Escape}');
    const confirm = await findRole('alertdialog', 'Discard unsaved changes?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await expect(within(dialog).getByLabelText('Template Name')).toHaveValue('Half done');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const again = await findRole('alertdialog', 'Discard unsaved changes?');
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** Nothing changed: Cancel closes at once, without asking. */
export const CancelUnchanged: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = await dialogOf('Create Email Template');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(
      screen.queryByRole('alertdialog', { name: 'Discard unsaved changes?' }),
    ).toBeNull();
  },
};

const addButtons = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('group', { name: 'Add Element' })).getAllByRole('button');

/**
 * At 1280 x 800 (issue 24 §5): Cancel and Save stay in view on every tab of the Email Design field,
 * however far the dialog is scrolled, and the Add Element grid is there without scrolling anything.
 */
export const FooterAndAddElementInView: Story = {
  ...LAPTOP_VIEWPORT,
  tags: ['!visual'],
  play: async () => {
    const dialog = await dialogOf('Create Email Template');
    for (const add of addButtons(dialog)) await expectPressableInPlace(add, add.textContent!);
    await expectFooterOnEveryTab(dialog, ['Cancel', 'Save Template'], (tab) =>
      userEvent.click(tab),
    );
  },
};

/**
 * On a phone the dialog is the one thing that scrolls: the builder grows with its content instead
 * of scrolling inside it, so the Add Element grid is one scroll away, and Save stays in view.
 */
export const PhoneOneScroll: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  tags: ['!visual'],
  play: async () => {
    const dialog = await dialogOf('Create Email Template');
    const body = dialog.querySelector('form')!.parentElement!;
    const [first] = addButtons(dialog);
    await expect(scrollBoxesWithin(first!, body)).toEqual([]);
    first!.scrollIntoView({ block: 'center' });
    for (const add of addButtons(dialog)) await expectPressableInPlace(add, add.textContent!);
    await expectPressableInPlace(
      within(dialog).getByRole('button', { name: 'Save Template' }),
      'Save Template',
    );
  },
};

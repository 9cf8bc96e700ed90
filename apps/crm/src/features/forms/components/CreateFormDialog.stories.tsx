import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogStory } from '../../../testing/dialogStory';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { CreateFormDialog } from './CreateFormDialog';

/**
 * `CreateFormDialog`: a new form asks for email (always, required) and first name, with a consent
 * box and double opt-in on; every message comes from the contract's `FormInputSchema`.
 */
const meta = {
  title: 'App/Forms/CreateFormDialog',
  component: CreateFormDialog,
  render: dialogStory(CreateFormDialog),
  // The builder's dialog is the route's (TemplateEditorDialog): the Forms route's stories open it.
  args: { isOpen: true, onOpenChange: fn(), EmailDesigner: fn(() => null) },
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof CreateFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new form's defaults: email on and locked, first name on, consent asked, double opt-in on. */
export const Defaults: Story = {
  play: async () => {
    const dialog = within(await findRole('dialog', 'Create Form'));
    const email = dialog.getByRole('checkbox', { name: 'Email' });
    await expect(email).toBeChecked();
    await expect(email).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'First name' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Phone' })).not.toBeChecked();
    await expect(
      dialog.getByRole('switch', { name: 'Double opt-in: new subscribers confirm by email' }),
    ).toBeChecked();
    await expect(
      dialog.getByRole('switch', { name: 'Ask for consent with a checkbox' }),
    ).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'A thank-you message' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Thank-you message' })).toHaveValue(
      'Thank you! Please check your inbox to confirm your subscription.',
    );
  },
};

/**
 * The contract's messages, each beside its box: the name, a custom field's label and name, a
 * choice list with no choice, a redirect that is not a web address, an origin with a path.
 */
export const Validation: Story = {
  play: async () => {
    const dialog = within(await findRole('dialog', 'Create Form'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add custom field' }));
    const custom = within(dialog.getByRole('group', { name: 'Custom field' }));
    await userEvent.click(custom.getByRole('button', { name: /Type/ }));
    await userEvent.click(await findRole('option', 'Choice list'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Another page' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Redirect URL' }), 'thanks.html');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Allowed origins' }),
      'https://shop.example.com/signup',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Create Form' }));
    await findText('Name is required');
    await expect(dialog.getByRole('textbox', { name: 'Form Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(custom.getByText('Each field needs a label')).toBeVisible();
    await expect(custom.getByText(/A field must be one of email/)).toBeVisible();
    await expect(
      dialog.getByText('Redirect URL must be a web address starting with https:// or http://'),
    ).toBeVisible();
    await expect(
      dialog.getByText(
        'An allowed origin is a web address with no path, such as https://www.example.com',
      ),
    ).toBeVisible();
    // Typing into a box clears its message.
    await userEvent.type(dialog.getByRole('textbox', { name: 'Form Name' }), 'Newsletter');
    await expect(dialog.queryByText('Name is required')).toBeNull();
  },
};

/**
 * Built by keyboard alone: name, phone ticked with Space, a custom checkbox field, tags, and
 * Create; the server (the contract) accepts it and the dialog closes.
 */
export const CreateByKeyboard: Story = {
  // Ends with the dialog closed: nothing left to compare; Defaults shows the dialog.
  tags: ['!visual'],
  play: async () => {
    const dialog = within(await findRole('dialog', 'Create Form'));
    const name = dialog.getByRole('textbox', { name: 'Form Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Product updates');
    dialog.getByRole('checkbox', { name: 'Phone' }).focus();
    await userEvent.keyboard(' ');
    await expect(dialog.getByRole('checkbox', { name: 'Phone' })).toBeChecked();
    await expect(dialog.getByRole('group', { name: 'Phone' })).toBeVisible();
    dialog.getByRole('button', { name: 'Add custom field' }).focus();
    await userEvent.keyboard('{Enter}');
    const custom = within(dialog.getByRole('group', { name: /^Custom field/ }));
    custom.getByRole('textbox', { name: 'Field name' }).focus();
    await userEvent.keyboard('terms');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await findRole('option', 'Checkbox'));
    custom.getByRole('textbox', { name: 'Label' }).focus();
    await userEvent.keyboard('I have read the terms');
    dialog.getByRole('textbox', { name: 'Tags' }).focus();
    await userEvent.keyboard('newsletter, product');
    dialog.getByRole('button', { name: 'Create Form' }).focus();
    await userEvent.keyboard('{Enter}');
    await findText('Form created successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Questions reorder by keyboard: a custom field moved up twice becomes the first question, focus
 * stays with it (on Move down once it reaches the top), and the move is announced.
 */
export const ReorderQuestions: Story = {
  // A loaded machine once shot the dialog's scrollbar still fading after the move (25 px).
  parameters: { screenshot: { allowedMismatchedPixelRatio: 0.0001 } },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Create Form'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add custom field' }));
    const custom = within(dialog.getByRole('group', { name: /^Custom field/ }));
    await userEvent.type(custom.getByRole('textbox', { name: 'Label' }), 'Favourite colour');
    const questions = () =>
      dialog
        .getAllByRole('group')
        .filter((group) => group.hasAttribute('data-question'))
        .map((group) => group.querySelector('legend')?.textContent);
    await expect(questions()).toEqual(['Email', 'First name', 'Custom field: Favourite colour']);
    await expect(
      dialog.getByRole('button', { name: 'Move down: Custom field: Favourite colour' }),
    ).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Move up: Email' })).toBeDisabled();

    dialog.getByRole('button', { name: 'Move up: Custom field: Favourite colour' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(questions()).toEqual(['Email', 'Custom field: Favourite colour', 'First name']);
    await expect(
      dialog.getByRole('button', { name: 'Move up: Custom field: Favourite colour' }),
    ).toHaveFocus();
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'Custom field: Favourite colour moved to position 2 of 3',
    );
    await userEvent.keyboard('{Enter}');
    await expect(questions()).toEqual(['Custom field: Favourite colour', 'Email', 'First name']);
    // At the top its Move up is disabled: focus moves to its Move down, not to another question.
    await expect(
      dialog.getByRole('button', { name: 'Move down: Custom field: Favourite colour' }),
    ).toHaveFocus();
    // A contact field ticked now joins the contact fields, and the order chosen stays.
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Phone' }));
    await expect(questions()).toEqual([
      'Custom field: Favourite colour',
      'Email',
      'First name',
      'Phone',
    ]);
  },
};

/** The server fails: the Error toast with the screen's words, and the dialog stays open. */
export const CreateFails: Story = {
  // The tall dialog's scrollbar was still fading in a clean-clone run's light shot (a 2 px
  // column by its right edge): that much is allowed, by name, as for Reorder Questions.
  parameters: { screenshot: { allowedMismatchedPixelRatio: 0.0005 } },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Create Form'));
    // The story API answers 500 for this name.
    await userEvent.type(dialog.getByRole('textbox', { name: 'Form Name' }), 'Broken');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Form' }));
    await findText('Failed to create form');
    await expect(screen.queryByText('Internal server error')).toBeNull();
    await expect(screen.getByRole('dialog', { name: 'Create Form' })).toBeVisible();
  },
};

/** A phone (390 x 844): every box fits the width, nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const dialog = await findRole('dialog', 'Create Form');
    await waitFor(() => expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth));
    for (const box of within(dialog).getAllByRole('textbox'))
      await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

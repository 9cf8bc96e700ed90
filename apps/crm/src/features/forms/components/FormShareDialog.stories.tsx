import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@crm/ui';
import { dialogStory } from '../../../testing/dialogStory';
import { demoForms } from '../../../testing/formsHandlers';
import { apiHandlers } from '../../../testing/handlers';
import { findRole } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { FormShareDialog } from './FormShareDialog';

const writeText = fn<(text: string) => Promise<void>>();

/** Replaces the clipboard for one story; the returned cleanup puts the browser's back. */
function stubClipboard() {
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  clearToasts();
  return () => {
    delete (navigator as { clipboard?: Clipboard }).clipboard;
    clearToasts();
  };
}

const ORIGIN = 'https://crm.example.com';
const [newsletter] = demoForms();

/**
 * `FormShareDialog` (issue 28 §1): the hosted page's address, the plain HTML form and the script
 * embed, each with a Copy button, and a preview of the embed in a sandboxed frame.
 */
const meta = {
  title: 'App/Forms/FormShareDialog',
  component: FormShareDialog,
  render: dialogStory(FormShareDialog),
  args: { isOpen: true, onOpenChange: fn(), form: newsletter!, origin: ORIGIN },
  decorators: [withAppProviders()],
  beforeEach: stubClipboard,
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof FormShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The address and the snippet: it posts to the hosted page with the page's names (the field keys,
 * `consent`, the `website` honeypot) and no script.
 */
export const Shows: Story = {
  play: async () => {
    const dialog = within(await findRole('dialog', 'Share “Newsletter signup”'));
    await expect(dialog.getByRole('textbox', { name: 'Hosted page' })).toHaveValue(
      `${ORIGIN}/f/AbCdEfGhIjKlMnOpQrStUv`,
    );
    await expect(dialog.getByRole('link', { name: 'Open hosted page' })).toHaveAttribute(
      'target',
      '_blank',
    );
    const snippet = (dialog.getByRole('textbox', { name: 'HTML to embed' }) as HTMLTextAreaElement)
      .value;
    await expect(snippet).toContain(
      `<form method="post" action="${ORIGIN}/f/AbCdEfGhIjKlMnOpQrStUv"`,
    );
    for (const name of ['email', 'firstName', 'custom:interest', 'consent', 'website'])
      await expect(snippet).toContain(`name="${name}"`);
    await expect(snippet).toContain('<option>Product news</option>');
    await expect(snippet).not.toContain('<script');
    const scripted = (
      dialog.getByRole('textbox', { name: 'Script to embed' }) as HTMLTextAreaElement
    ).value;
    await expect(scripted).toContain(
      `<form data-crm-form="AbCdEfGhIjKlMnOpQrStUv" method="post" action="${ORIGIN}/f/AbCdEfGhIjKlMnOpQrStUv"`,
    );
    await expect(scripted).toContain(`<script src="${ORIGIN}/f/embed.js" async></script>`);
    const preview = dialog.getByTitle('Preview of the embedded form Newsletter signup');
    await expect(preview).toHaveAttribute('sandbox', '');
    await waitFor(() =>
      expect(
        (preview as HTMLIFrameElement).contentDocument?.querySelector(
          'select[name="custom:interest"]',
        ),
      ).not.toBeNull(),
    );
  },
};

/** Each Copy button copies its value and says "Copied". */
export const Copy: Story = {
  // Ends on toasts that fade on their own schedule.
  tags: ['!visual'],
  play: async () => {
    const dialog = within(await findRole('dialog', 'Share “Newsletter signup”'));
    await userEvent.click(dialog.getByRole('button', { name: 'Copy hosted page address' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/f/AbCdEfGhIjKlMnOpQrStUv`),
    );
    await expect(
      await screen.findByText('The hosted page address is on your clipboard.'),
    ).toBeVisible();
    await expect(screen.getAllByText('Copied').length).toBeGreaterThan(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy HTML to embed' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenLastCalledWith(
        (dialog.getByRole('textbox', { name: 'HTML to embed' }) as HTMLTextAreaElement).value,
      ),
    );
    await expect(await screen.findByText('The form’s HTML is on your clipboard.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy script to embed' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenLastCalledWith(
        (dialog.getByRole('textbox', { name: 'Script to embed' }) as HTMLTextAreaElement).value,
      ),
    );
    await expect(await screen.findByText('The form’s script is on your clipboard.')).toBeVisible();
  },
};

/** A form without consent box: the snippet has none either. */
export const WithoutConsent: Story = {
  // Looks as Shows does; the frame's edge was drawn a pixel apart between runs.
  tags: ['!visual'],
  args: { form: demoForms()[1]! },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Share “Webinar registration”'));
    const snippet = (dialog.getByRole('textbox', { name: 'HTML to embed' }) as HTMLTextAreaElement)
      .value;
    await expect(snippet).not.toContain('name="consent"');
    await expect(snippet).toContain('name="website"');
  },
};

/** A phone (390 x 844): the address, snippet and preview fit the width. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const dialog = await findRole('dialog', 'Share “Newsletter signup”');
    await waitFor(() => expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth));
  },
};

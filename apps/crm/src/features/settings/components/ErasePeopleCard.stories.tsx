import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { clearToasts } from '@crm/ui';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { ErasePeopleCard } from './ErasePeopleCard';

/** The account's one contact; the server erases by address ignoring case, all at once. */
const CONTACTS = ['ana.garcia@example.com'];
const eraseHandler = http.post('/api/contacts/erase', async ({ request }) => {
  const { emails } = (await request.json()) as { emails: string[] };
  const asked = new Set(emails.map((e) => e.toLowerCase()));
  const erased = CONTACTS.filter((e) => asked.has(e)).length;
  return HttpResponse.json({ erased, notFound: asked.size - erased });
});

/**
 * `ErasePeopleCard` (on Settings): the right to erasure for a list of addresses at once. Pasted
 * addresses are checked before anything is sent, the count is confirmed, and the result says how
 * many were contacts.
 */
const meta = {
  title: 'App/Settings/ErasePeopleCard',
  component: ErasePeopleCard,
  decorators: [withAppProviders({ signedIn: true })],
  parameters: { msw: { handlers: [eraseHandler, ...apiHandlers()] } },
} satisfies Meta<typeof ErasePeopleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = () => findRole('textbox', 'Addresses to erase');

/** Nothing pasted yet. */
export const Empty: Story = {
  play: async () => {
    await field();
    await expect(screen.getByRole('button', { name: 'Erase people' })).toBeEnabled();
  },
};

/** Pressed with nothing in it, or with text that is not an address: the field says which. */
export const NotAddresses: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Erase people' }));
    await findText('Give at least one address to erase');
    await userEvent.type(
      await field(),
      'ana.garcia@example.com, bruno at globex, chen.wei@initech.test;dana',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Erase people' }));
    await findText('Not email addresses: bruno, at, globex and 1 more');
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** Over the limit of one erasure: named before anything is sent. */
export const TooMany: Story = {
  play: async () => {
    const text = Array.from({ length: 1001 }, (_, i) => `person${i}@example.com`).join('\n');
    const box = await field();
    // Typing 1,001 lines one key at a time takes minutes: paste them, as a user would.
    await userEvent.click(box);
    await userEvent.paste(text);
    await userEvent.click(screen.getByRole('button', { name: 'Erase people' }));
    await findText('Erase at most 1,000 addresses at a time');
  },
};

/**
 * Addresses pasted with a duplicate in other case: the dialog counts each person once, and the
 * result counts the address that was not a contact.
 */
export const Erase: Story = {
  tags: ['!visual'], // the toast and the cleared field land in either order of the last shot
  play: async () => {
    await userEvent.click(await field());
    await userEvent.paste('ana.garcia@example.com\nANA.GARCIA@example.com\nnobody@example.com\n');
    await userEvent.click(screen.getByRole('button', { name: 'Erase people' }));
    const dialog = await findRole('alertdialog', 'Erase 2 people?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase 2 people' }));
    await findText('Erased 1 contact; 1 address was not a contact.');
    await findText('1 contact erased');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Addresses to erase' })).toHaveValue(''),
    );
    clearToasts();
  },
};

/** The confirmation, before anything is erased. */
export const Confirm: Story = {
  play: async () => {
    await userEvent.click(await field());
    await userEvent.paste('ana.garcia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Erase people' }));
    await findRole('alertdialog', 'Erase 1 person?');
  },
};

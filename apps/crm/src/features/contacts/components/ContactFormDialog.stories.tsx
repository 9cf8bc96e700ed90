import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { clearToasts } from '@crm/ui';
import { contactLimitMessage, ContactUpdateInputSchema, planById } from '@crm/api-client';
import { apiHandlers, readBody } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import {
  buildContactWorkflow,
  contactsHandlers,
  sampleContacts,
} from '../testing/contactsHandlers';
import { ContactFormDialog } from './ContactFormDialog';

let patched: Record<string, unknown> | undefined;

/** `ContactFormDialog`: Add New Contact, or Edit Contact with status, tags and custom fields. */
const meta = {
  title: 'App/Contacts/ContactFormDialog',
  component: ContactFormDialog,
  args: { isOpen: true, onOpenChange: fn() },
  decorators: [withAppProviders()],
  parameters: {
    msw: {
      handlers: [
        http.patch('/api/contacts/:id', async ({ request }) => {
          const { body, refused } = await readBody(request, ContactUpdateInputSchema);
          if (refused) return refused;
          patched = body;
          return HttpResponse.json({ contact: { ...sampleContacts[0], ...body } });
        }),
        ...contactsHandlers({ workflows: { 1: [buildContactWorkflow()] } }),
        ...apiHandlers(),
      ],
    },
  },
} satisfies Meta<typeof ContactFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting an empty Add dialog shows the required fields' messages under them. */
export const AddValidation: Story = {
  play: async ({ args }) => {
    const dialog = within(await findRole('dialog', 'Add New Contact'));
    await userEvent.type(dialog.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Contact' }));
    await findText('First name is required');
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * At the plan's contact limit the server refuses (402): the dialog stays open with the server's
 * message naming the plan and its limit, and a link to the Billing page's plans (issue 24 §3).
 */
export const AddAtPlanLimit: Story = {
  tags: ['!visual'],
  parameters: {
    msw: {
      handlers: [
        http.post('/api/contacts', () =>
          HttpResponse.json(
            { message: contactLimitMessage(planById('free'), 100) },
            { status: 402 },
          ),
        ),
        ...contactsHandlers(),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ args }) => {
    const dialog = within(await findRole('dialog', 'Add New Contact'));
    await expect(dialog.getByLabelText('First Name')).toHaveFocus();
    await userEvent.type(dialog.getByLabelText('First Name'), 'Grace');
    await userEvent.type(dialog.getByLabelText('Last Name'), 'Hopper');
    await userEvent.type(dialog.getByLabelText('Email'), 'grace@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Contact' }));
    const alert = await waitFor(() => dialog.getByRole('alert'));
    await expect(alert).toHaveTextContent(
      'Your Free plan allows up to 100 contacts and you have 100. Upgrade your plan on the Billing page to add more.',
    );
    await expect(
      within(alert).getByRole('link', { name: 'Upgrade your plan on the Billing page' }),
    ).toHaveAttribute('href', '/billing');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    clearToasts();
  },
};

/** A filled Add dialog creates the contact, confirms with the spec's toast and closes. */
export const Add: Story = {
  // The submit button's colour is still changing back after the write: not screenshotted.
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = within(await findRole('dialog', 'Add New Contact'));
    await userEvent.type(dialog.getByLabelText('First Name'), 'Grace');
    await userEvent.type(dialog.getByLabelText('Last Name'), 'Hopper');
    await userEvent.type(dialog.getByLabelText('Email'), 'grace@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Contact' }));
    await findText('Contact added successfully');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    clearToasts();
  },
};

/** Edit: status, a new tag and a custom field travel in the PATCH with the other fields. */
export const Edit: Story = {
  // The submit button's colour is still changing back after the write: not screenshotted.
  tags: ['!visual'],
  args: { contact: sampleContacts[0] },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Edit Contact'));
    await expect(dialog.getByLabelText('First Name')).toHaveValue('Ana');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove tag vip' }));
    await userEvent.type(dialog.getByLabelText('New tag'), 'speaker{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Field' }));
    await userEvent.type(dialog.getByLabelText('Custom field 3 name'), 'team');
    await userEvent.type(dialog.getByLabelText('Custom field 3 value'), 'Growth');
    await userEvent.click(dialog.getByRole('button', { name: /Status/ }));
    await userEvent.click(await findRole('option', 'Customer'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await findText('Contact updated successfully');
    await expect(patched).toMatchObject({
      firstName: 'Ana',
      status: 'customer',
      tags: ['newsletter', 'speaker'],
      customFields: { birthday: '1990-05-12', score: 42, team: 'Growth' },
    });
    clearToasts();
  },
};

/**
 * An unsubscribed contact set back to Subscriber: a Reason field asks for their new consent,
 * Save refuses an empty one, and the reason travels with the change (the server audits it).
 */
export const ResubscribeNeedsAReason: Story = {
  tags: ['!visual'],
  args: { contact: sampleContacts.find((contact) => contact.status === 'unsubscribed') },
  play: async () => {
    patched = undefined;
    const dialog = within(await findRole('dialog', 'Edit Contact'));
    await expect(dialog.queryByRole('textbox', { name: /Reason/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: /Status/ }));
    await userEvent.click(await findRole('option', 'Subscriber'));
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await expect(reason).toHaveAccessibleDescription(/This contact unsubscribed/);
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await findText('Say why this contact may be mailed again');
    await expect(patched).toBeUndefined();
    await userEvent.type(reason, 'Asked to rejoin at the shop counter');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await findText('Contact updated successfully');
    await expect(patched).toMatchObject({
      status: 'subscriber',
      statusChangeReason: 'Asked to rejoin at the shop counter',
    });
    clearToasts();
  },
};

/**
 * The Edit dialog as it opens: the contact's fields, status, tags and custom fields, and under
 * the form the workflows the contact is in and where, the consent history and Export data.
 */
export const EditOpen: Story = {
  args: { contact: sampleContacts[0] },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Edit Contact'));
    await expect(dialog.getByLabelText('Custom field 1 name')).toHaveValue('birthday');
    const workflows = await findRole('list', 'Workflows this contact is in');
    await expect(workflows).toHaveTextContent('Welcome seriesIn progressAt step 2 (Wait)');
    // Issue 28 §2: the consent history, under the workflows.
    const consents = await findRole('list', 'Consent history');
    await expect(consents).toHaveTextContent('Signed up through Newsletter signup (version 1)');
    // Issue 28 §3: the contact's data as a file, last.
    await expect(dialog.getByRole('button', { name: 'Export data' })).toBeEnabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { templateHandlers } from '../features/templates/testing/templateHandlers';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findRole, findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { FormsRoute } from './FormsRoute';

/**
 * `/forms` in the real route tree. Route stories check routing only: the screen's states are
 * FormsScreen's and its dialogs' stories.
 */
const meta = {
  title: 'Screens/Forms',
  component: FormsRoute,
  tags: ['!visual'],
  render: () => <RouteStory path="/forms" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof FormsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lazy route loads inside the shell, titled Forms, its sidebar entry current. */
export const Opens: Story = {
  play: async () => {
    await waitForHeading('Forms');
    await findText('Newsletter signup');
    await expect(screen.getByText('Signup forms for your website')).toBeVisible();
    const nav = await findRole('navigation', 'Main');
    await expect(within(nav).getByRole('link', { name: 'Forms' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * The route composes the templates area's dialog into the form editor: "Design email" opens the
 * builder on the starter confirmation email, and the template saved there becomes the form's
 * confirmation email.
 */
export const DesignsConfirmationEmail: Story = {
  parameters: { msw: { handlers: [...templateHandlers(), ...apiHandlers()] } },
  play: async () => {
    await waitForHeading('Forms');
    await userEvent.click(await findRole('button', 'Create Form'));
    const form = within(await findRole('dialog', 'Create Form'));
    await userEvent.type(form.getByRole('textbox', { name: 'Form Name' }), 'Spring list');
    await userEvent.click(form.getByRole('button', { name: 'Design email' }));
    const designer = within(await findRole('dialog', 'Create Email Template'));
    await expect(designer.getByRole('textbox', { name: 'Template Name' })).toHaveValue(
      'Spring list: confirmation',
    );
    await expect(designer.getByRole('textbox', { name: 'Email Subject' })).toHaveValue(
      'Please confirm your subscription',
    );
    await expect((await designer.findAllByText('Confirm my subscription'))[0]).toBeVisible();
    await userEvent.click(designer.getByRole('button', { name: 'Save Template' }));
    await findText('Email template created successfully');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create Email Template' })).toBeNull(),
    );
    await waitFor(() =>
      expect(form.getByRole('button', { name: /Confirmation email/ })).toHaveTextContent(
        'Spring list: confirmation',
      ),
    );
    await expect(form.getByRole('button', { name: 'Edit email' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { paths } from '../../../config/paths';
import { templateHandlers } from '../testing/templateHandlers';
import { TemplatesScreen } from './TemplatesScreen';

/**
 * `TemplatesScreen`: search and type tabs over the user's templates (cards with type badge,
 * subject and creation date), three skeleton cards while loading, the load error, the empty state
 * with its two hints, the Ready-Made Templates, and the delete confirmation.
 */
const meta = {
  title: 'App/Templates/TemplatesScreen',
  component: TemplatesScreen,
  decorators: [withStoryRoute(paths.emailTemplates), withAppProviders()],
  parameters: { msw: { handlers: [...templateHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof TemplatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const yourTemplates = () => findRole('list', 'Your templates');

/** Every template as a card; the ready-made ones below, labelled Pre-made. */
export const WithTemplates: Story = {
  play: async () => {
    const list = await yourTemplates();
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(cards[1]).toHaveTextContent('Spring Promotion');
    await expect(cards[1]).toHaveTextContent('Promotion');
    await expect(cards[1]).toHaveTextContent('25% off this weekend');
    await expect(cards[1]).toHaveTextContent('Created: May 16, 2024');
    const readyMade = screen.getByRole('region', { name: 'Ready-Made Templates' });
    await expect(within(readyMade).getAllByText('Pre-made')).toHaveLength(6);
    // Headings go down one level at a time under the page's h1: each section has an h2 over its
    // cards' h3 (axe's heading-order flagged the cards of the app's page).
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    await expect(levels[0]).toBe(2);
    await expect(levels.every((level, i) => i === 0 || level <= levels[i - 1]! + 1)).toBe(true);
    await expect(within(readyMade).queryByText('Custom')).toBeNull();
  },
};

/** Search ignores case and matches part of the name; the clear button empties it. */
export const Search: Story = {
  play: async () => {
    const list = await yourTemplates();
    const search = screen.getByRole('searchbox', { name: 'Search templates' });
    await userEvent.type(search, 'SPRING');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await userEvent.type(search, ' nothing');
    await findText('No templates found');
    await expect(screen.getByText('Try changing your search or filter criteria.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await expect(search).toHaveValue('');
    await waitFor(async () =>
      expect(within(await yourTemplates()).getAllByRole('listitem')).toHaveLength(3),
    );
  },
};

/**
 * A type tab keeps only that type, with the keyboard as well as the mouse. Not screenshotted: the
 * keyboard-focused tab's edge differed by a few pixels between runs; Empty shows the same state.
 */
export const FilterByType: Story = {
  tags: ['!visual'],
  play: async () => {
    await yourTemplates();
    const tabs = screen.getByRole('tablist', { name: 'Template type' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'All',
      'Welcome',
      'Newsletter',
      'Promotion',
      'Event',
      'Follow-up',
      'Survey',
      'Custom',
    ]);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Welcome' }));
    // The server answers the type: the previous cards stay until it has.
    await waitFor(async () =>
      expect(within(await yourTemplates()).getAllByRole('listitem')).toHaveLength(1),
    );
    await expect(await yourTemplates()).toHaveTextContent('Welcome Aboard');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(within(tabs).getByRole('tab', { name: 'Event' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await findText('No templates found');
  },
};

/** No templates yet: the first-template hint. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...templateHandlers({ templates: [] }), ...apiHandlers()] } },
  play: async () => {
    await findText('No templates found');
    await expect(
      screen.getByText('Get started by creating your first email template.'),
    ).toBeVisible();
  },
};

/** While the list loads: three skeleton cards in a busy region. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [...templateHandlers({ list: 'pending' }), ...apiHandlers()] },
  },
  play: async () => {
    const busy = await findRole('status', 'Loading templates');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy.children).toHaveLength(3);
    await expect(screen.queryByText('No templates found')).toBeNull();
  },
};

/** The read fails: the spec's text instead of the list. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...templateHandlers({ list: 'error' }), ...apiHandlers()] } },
  play: async () => {
    const alert = await findRole('alert');
    await expect(alert).toHaveTextContent('Error loading templates. Please try again.');
    await expect(screen.queryByText('No templates found')).toBeNull();
  },
};

/** Delete asks first; confirming removes the card and says so. */
export const Delete: Story = {
  play: async () => {
    await yourTemplates();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Spring Promotion' }));
    const confirm = await findRole('alertdialog', 'Are you sure?');
    await expect(confirm).toHaveTextContent(
      'This action cannot be undone. This will permanently delete the template.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await findText('The email template has been successfully deleted.');
    await expect(screen.getByText('Template deleted')).toBeVisible();
    await waitFor(async () =>
      expect(within(await yourTemplates()).getAllByRole('listitem')).toHaveLength(2),
    );
  },
};

/** A failed delete: the dialog still closes and a destructive toast explains. */
export const DeleteFails: Story = {
  parameters: {
    msw: { handlers: [...templateHandlers({ failDelete: true }), ...apiHandlers()] },
  },
  play: async () => {
    await yourTemplates();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Monthly Newsletter' }));
    const confirm = await findRole('alertdialog', 'Are you sure?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await findText('An error occurred while deleting the template.');
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Are you sure?' })).toBeNull(),
    );
    await expect(within(await yourTemplates()).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Create New Template opens the design choice; a ready-made card opens the create dialog as a copy. */
export const OpenDialogs: Story = {
  tags: ['!visual'],
  play: async () => {
    await yourTemplates();
    await userEvent.click(screen.getByRole('button', { name: 'Create New Template' }));
    const chooser = await findRole('dialog', 'Choose Template Design');
    await userEvent.click(within(chooser).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Use Template: Event Invitation' }));
    const editor = await findRole('dialog', 'Create Email Template');
    await expect(within(editor).getByLabelText('Template Name')).toHaveValue('Event Invitation');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@crm/ui';
import { paths } from '../../../config/paths';
import { apiHandlers, failingHandlers } from '../../../testing/handlers';
import { demoSegments, segmentsHandlers } from '../../../testing/segmentsHandlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { SegmentsScreen } from './SegmentsScreen';

/**
 * `SegmentsScreen`: the saved segments by name with their live counts; New Segment opens the
 * editor, each row's menu Edit, View contacts, Rename and Delete (confirmed).
 */
const meta = {
  title: 'App/Segments/SegmentsScreen',
  component: SegmentsScreen,
  decorators: [withStoryRoute(paths.segments), withAppProviders()],
  parameters: { msw: { handlers: [...segmentsHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof SegmentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('[role="row"]') as HTMLElement;

async function rowAction(table: HTMLElement, name: string, action: string) {
  await userEvent.click(
    within(rowOf(table, name)).getByRole('button', { name: `Actions for ${name}` }),
  );
  await userEvent.click(await findRole('menuitem', action));
}

/** Each segment with its count now (the stories' API halves 1,234 per condition). */
export const WithSegments: Story = {
  play: async () => {
    const table = await findRole('grid', 'Segments');
    await within(table).findByRole(
      'rowheader',
      { name: 'Newsletter readers' },
      { timeout: LOAD_TIMEOUT },
    );
    await waitFor(() =>
      expect(rowOf(table, 'Newsletter readers')).toHaveTextContent('309 contacts'),
    );
    await waitFor(() => expect(rowOf(table, 'Recent openers')).toHaveTextContent('617 contacts'));
    await expect(
      within(rowOf(table, 'Newsletter readers')).getByRole('link', { name: 'Newsletter readers' }),
    ).toHaveAttribute('href', '/segments/1');
  },
};

/** No segment yet: an invitation to make one. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...segmentsHandlers({ segments: [] }), ...apiHandlers()] } },
  play: async () => {
    const table = await findRole('grid', 'Segments');
    await within(table).findByText('No segments yet', {}, { timeout: LOAD_TIMEOUT });
  },
};

/** The read fails: an alert instead of the table. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...failingHandlers('/api/segments'), ...apiHandlers()] } },
  play: async () => {
    const alert = await findText('Error loading segments. Please try again.');
    await expect(alert).toHaveAttribute('role', 'alert');
  },
};

/** Rename from the row's menu: the new name is in the list. */
export const Rename: Story = {
  tags: ['!visual'], // ends as the dialog closes and focus returns
  // Its own copy of the segments: the change must not reach the other stories.
  parameters: { msw: { handlers: [...segmentsHandlers(), ...apiHandlers()] } },
  play: async () => {
    const table = await findRole('grid', 'Segments');
    await within(table).findByRole(
      'rowheader',
      { name: 'Recent openers' },
      { timeout: LOAD_TIMEOUT },
    );
    await rowAction(table, 'Recent openers', 'Rename');
    const dialog = await findRole('dialog', 'Rename segment');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Openers this month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await within(table).findByRole(
      'rowheader',
      { name: 'Openers this month' },
      { timeout: LOAD_TIMEOUT },
    );
    clearToasts();
  },
};

/** Delete asks first; confirmed, the row goes. */
export const Delete: Story = {
  tags: ['!visual'], // ends as the dialog closes and focus returns
  // Its own copy of the segments: the change must not reach the other stories.
  parameters: { msw: { handlers: [...segmentsHandlers(), ...apiHandlers()] } },
  play: async () => {
    const table = await findRole('grid', 'Segments');
    await within(table).findByRole(
      'rowheader',
      { name: 'Recent openers' },
      { timeout: LOAD_TIMEOUT },
    );
    await rowAction(table, 'Recent openers', 'Delete');
    const confirm = await findRole('alertdialog', 'Delete “Recent openers”?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await findText('Segment deleted');
    await waitFor(() =>
      expect(within(table).queryByRole('rowheader', { name: 'Recent openers' })).toBeNull(),
    );
    clearToasts();
  },
};

/** A segment another one includes is kept: the error names the segment that uses it. */
export const DeleteInUse: Story = {
  tags: ['!visual'], // ends on a toast over the unchanged list pictured above
  parameters: {
    msw: {
      handlers: [
        ...segmentsHandlers({
          segments: [
            ...demoSegments(),
            {
              ...demoSegments()[0]!,
              id: 3,
              name: 'Openers not reading',
              conditions: {
                match: 'all',
                conditions: [{ kind: 'segment', op: 'in', segmentId: 2 }],
              },
            },
          ],
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const table = await findRole('grid', 'Segments');
    await within(table).findByRole(
      'rowheader',
      { name: 'Recent openers' },
      { timeout: LOAD_TIMEOUT },
    );
    await rowAction(table, 'Recent openers', 'Delete');
    const confirm = await findRole('alertdialog', 'Delete “Recent openers”?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await findText(
      'This segment is used by “Openers not reading”: remove it from that segment first',
    );
    await expect(within(table).getByRole('rowheader', { name: 'Recent openers' })).toBeVisible();
    clearToasts();
  },
};

/** View contacts opens the Contacts screen filtered by the segment. */
export const ViewContacts: Story = {
  tags: ['!visual'], // ends on the stand-in destination
  play: async () => {
    const table = await findRole('grid', 'Segments');
    await within(table).findByRole(
      'rowheader',
      { name: 'Recent openers' },
      { timeout: LOAD_TIMEOUT },
    );
    await rowAction(table, 'Recent openers', 'View contacts');
    await findText(`Now at ${paths.contacts}`);
    await expect(screen.queryByRole('grid', { name: 'Segments' })).toBeNull();
  },
};

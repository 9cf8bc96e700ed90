import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dealsHandlers, sampleStages } from '../../../testing/dealsHandlers';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { DealsTable } from './DealsTable';

/**
 * `DealsTable`: every deal, sorted on the server and read a page at a time; a row opens the deal.
 * Drawn with deals, and at 390 px, in DealsScreen's Table and Table On Phone.
 */
const meta = {
  title: 'App/Deals/DealsTable',
  component: DealsTable,
  args: {
    // The table reads only the stages' names; the board's totals do not show here.
    stages: sampleStages.map((stage) => ({ ...stage, count: 0, totals: [] })),
    onSortChange: fn(),
    onOpen: fn(),
  },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...dealsHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof DealsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A header asks for the server's sort (the screen keeps it in the address); a row opens its deal. */
export const SortAndOpen: Story = {
  tags: ['!visual'], // Its look is DealsScreen's Table.
  play: async ({ args }) => {
    const grid = within(await findRole('grid', 'Deals'));
    await userEvent.click(grid.getByRole('columnheader', { name: /Value/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('value', 'asc');
    await userEvent.click(await grid.findByRole('rowheader', { name: 'Acme renewal' }));
    await expect(args.onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Acme renewal' }),
    );
  },
};

/** No deal yet: the table says how to start. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...dealsHandlers(sampleStages, []), ...apiHandlers()] } },
  play: async () => {
    await expect(await findText('No deals yet')).toBeVisible();
  },
};

/** The read failed: said in the app's words, not an empty table. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/deals', () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
        ...dealsHandlers(),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await expect(await findText('Failed to load deals')).toBeVisible();
  },
};

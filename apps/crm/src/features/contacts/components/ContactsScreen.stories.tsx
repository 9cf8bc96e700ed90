import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { clearToasts, Link } from '@crm/ui';
import { ContactBulkTagInputSchema, type ContactBulkJob } from '@crm/api-client';
import { paths } from '../../../config/paths';
import { apiHandlers, failingHandlers, pendingHandlers, readBody } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { contactsHandlers, generatedContact } from '../testing/contactsHandlers';
import { ContactsScreen, type ContactsScreenProps } from './ContactsScreen';

/**
 * `ContactsScreen`: search, tag and status filters over a virtualised table paged from the server,
 * row actions and bulk actions on a selection, each through its dialog.
 */
const meta = {
  title: 'App/Contacts/ContactsScreen',
  component: ContactsScreen,
  // Import/Export and Compose Email are their own areas' (the route composes them; their stories
  // and the e2e cover them).
  args: {
    TransferDialog: (() => null) as ContactsScreenProps['TransferDialog'],
    EmailDialog: () => null,
  },
  decorators: [withStoryRoute(paths.contacts), withAppProviders()],
  parameters: { msw: { handlers: [...contactsHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof ContactsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => findRole('grid', 'Contacts');
/** The names in the table (skeleton and loader rows have empty row headers). */
const rowHeaders = (grid: HTMLElement) =>
  within(grid)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent)
    .filter(Boolean);
/** A search waits out the debounce and the request: longer than waitFor's default second. */
const eventually = (check: () => Promise<void> | void) => waitFor(check, { timeout: LOAD_TIMEOUT });

/**
 * The contacts, newest first, with dashes for blanks, their status and comma-joined tags; a
 * contact with only an address shows it where the name would be; the count sits above the table.
 */
export const WithContacts: Story = {
  play: async () => {
    const grid = await table();
    await within(grid).findByRole('rowheader', { name: 'Ana García' }, { timeout: LOAD_TIMEOUT });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers.slice(1)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Company',
      'Position',
      'Status',
      'Tags',
      'Actions',
    ]);
    // Newest first: the contact added last (an imported address) heads the list, by its address.
    const address = 'reader.with.a.long.address@newsletter-subscribers.example';
    await expect(rowHeaders(grid)[0]).toBe(address);
    await expect(rowHeaders(grid).at(-1)).toBe('Ana García');
    const ana = within(grid).getByRole('rowheader', { name: 'Ana García' }).closest('[role="row"]');
    await expect(ana).toHaveTextContent('vip, newsletter');
    const chen = within(grid).getByRole('rowheader', { name: 'Chen Wei' }).closest('[role="row"]');
    await expect(within(chen as HTMLElement).getAllByText('-')).toHaveLength(4);
    await expect(chen).toHaveTextContent('Subscriber');
    await expect(screen.getByText('7 contacts')).toBeVisible();
    // The whole address is in its cell, and shown when a cut one is hovered or focused.
    const cell = within(grid).getAllByText(address)[1]!.closest('[role="gridcell"]')!;
    // Synthetic hovers do not set :hover; focus (keyboard or pointer) widens the cell the same way.
    (cell as HTMLElement).focus();
    await waitFor(() => expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth));
    await expect(within(cell as HTMLElement).getByTitle(address)).toBeVisible();
  },
};

/**
 * A contact linked to a company record shows its company as a link to the company's page (the
 * route passes the companies area's link); a name no record has stays text.
 */
export const CompanyLinks: Story = {
  args: {
    renderCompany: ({ id, name }) => <Link href={`/companies/${id}`}>{name}</Link>,
  },
  play: async () => {
    const grid = await table();
    await within(grid).findByRole('rowheader', { name: 'Ana García' }, { timeout: LOAD_TIMEOUT });
    await expect(within(grid).getByRole('link', { name: 'Acme Iberia' })).toHaveAttribute(
      'href',
      '/companies/1',
    );
    await expect(within(grid).getByRole('link', { name: 'Globex' })).toHaveAttribute(
      'href',
      '/companies/2',
    );
    await expect(within(grid).getByText('Umbrella').closest('a')).toBeNull();
  },
};

/** The company's link, not the row around it, takes a press: the company's page opens. */
export const CompanyLinkOpensCompany: Story = {
  tags: ['!visual'],
  args: CompanyLinks.args,
  play: async () => {
    const grid = await table();
    const link = await within(grid).findByRole(
      'link',
      { name: 'Globex' },
      { timeout: LOAD_TIMEOUT },
    );
    await userEvent.click(link);
    await expect(await findText('Now at /companies/2')).toBeVisible();
  },
};

/** A contact just added is in view at once: the list is newest first. */
export const AddedContactShown: Story = {
  tags: ['!visual'],
  parameters: {
    msw: {
      handlers: [
        ...contactsHandlers({
          contacts: Array.from({ length: 40 }, (_, i) => generatedContact(i + 1)),
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const grid = await table();
    await within(grid).findByRole(
      'rowheader',
      { name: 'Person 0000040' },
      { timeout: LOAD_TIMEOUT },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    const dialog = await findRole('dialog', 'Add New Contact');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Zoë');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Newman');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'zoe@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    await findText('Contact added successfully');
    clearToasts();
    await eventually(async () => expect(rowHeaders(await table())[0]).toBe('Zoë Newman'));
  },
};

/**
 * The tag box suggests the account's tags as it is typed, and the filter ignores case as search
 * does: "NEWS" finds the contacts tagged "newsletter" once chosen, "VIP" the ones tagged "vip".
 */
export const TagSuggestions: Story = {
  play: async () => {
    const grid = await table();
    await within(grid).findByRole('rowheader', { name: 'Ana García' }, { timeout: LOAD_TIMEOUT });
    const tagBox = screen.getByRole('combobox', { name: 'Tag' });
    await userEvent.click(tagBox);
    await userEvent.keyboard('NEWS');
    const listbox = await findRole('listbox');
    await eventually(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['newsletter']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await eventually(() => expect(tagBox).toHaveValue('newsletter'));
    await eventually(async () =>
      expect(rowHeaders(await table())).toEqual([
        'reader.with.a.long.address@newsletter-subscribers.example',
        'Dana Smith',
        'Ana García',
      ]),
    );
    await userEvent.clear(tagBox);
    await userEvent.keyboard('VIP');
    await userEvent.keyboard('{Escape}');
    await eventually(async () => expect(rowHeaders(await table())).toEqual(['Ana García']));
    await expect(screen.getByText('1 contact')).toBeVisible();
  },
};

/**
 * A phone (390 x 844): the checkbox, the contact and its actions in view without scrolling
 * sideways, as the campaigns table does: the address, phone, status and tags under the name.
 */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const grid = await table();
    await within(grid).findByRole('rowheader', { name: /^Ana García/ }, { timeout: LOAD_TIMEOUT });
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['', 'Name', 'Actions']);
    await waitFor(() => expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth));
    const frame = grid.getBoundingClientRect();
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.left >= frame.left && box.right <= frame.right;
    };
    const ana = within(grid)
      .getByRole('rowheader', { name: /^Ana García/ })
      .closest('[role="row"]')!;
    await expect(ana).toHaveTextContent('ana.garcia@example.com');
    await expect(ana).toHaveTextContent('+34 600 123 456 · Subscriber · vip, newsletter');
    await expect(
      inView(within(ana as HTMLElement).getByRole('button', { name: 'Actions for Ana García' })),
    ).toBe(true);
    await expect(inView(within(ana as HTMLElement).getByRole('checkbox'))).toBe(true);
  },
};

/** While the first page loads, skeleton rows stand in. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...pendingHandlers('/api/contacts'), ...apiHandlers()] } },
  play: async () => {
    await findRole('status', 'Loading');
    await expect(screen.getByText('Loading contacts…')).toBeVisible();
  },
};

/** A failed read shows the spec's text instead of the table, never "No contacts yet". */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...failingHandlers('/api/contacts'), ...apiHandlers()] } },
  play: async () => {
    await expect(await findRole('alert')).toHaveTextContent(
      'Error loading contacts. Please try again.',
    );
    await expect(screen.queryByText('No contacts yet')).toBeNull();
  },
};

/** A user with no contacts: 'No contacts yet' and an Add Contact that opens the dialog. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...contactsHandlers({ contacts: [] }), ...apiHandlers()] } },
  play: async () => {
    const empty = (await findText('No contacts yet')).parentElement as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: 'Add Contact' }));
    await findRole('dialog', 'Add New Contact');
  },
};

/** The search goes to the server once typing pauses; accents and word prefixes match. */
export const Search: Story = {
  play: async () => {
    const grid = await table();
    await within(grid).findByRole('rowheader', { name: 'Bruno Okafor' }, { timeout: LOAD_TIMEOUT });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'ana garc');
    // On a loaded machine "ana" may apply first (it finds Ana too): wait for the last request.
    await eventually(() => expect(screen.getByText('1 contact')).toBeVisible());
    await eventually(() => expect(rowHeaders(grid)).toEqual(['Ana García']));
  },
};

/** A search that finds nothing says so, unlike an empty list, and offers to clear it. */
export const NoMatches: Story = {
  play: async () => {
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'zebra');
    await findText('No contacts match your search');
    await expect(screen.queryByText('No contacts yet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    const grid = await table();
    await within(grid).findByRole('rowheader', { name: 'Ana García' }, { timeout: LOAD_TIMEOUT });
    await expect(screen.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue('');
  },
};

/** The status filter narrows the list on the server. */
export const FilterByStatus: Story = {
  play: async () => {
    const grid = await table();
    await within(grid).findByRole('rowheader', { name: 'Ana García' }, { timeout: LOAD_TIMEOUT });
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await findRole('option', 'Lead'));
    await eventually(() => expect(rowHeaders(grid)).toEqual(['Bruno Okafor']));
  },
};

/** A sortable header sorts on the server; pressing it again reverses. */
export const Sort: Story = {
  play: async () => {
    const grid = await table();
    await within(grid).findByRole('rowheader', { name: 'Ana García' }, { timeout: LOAD_TIMEOUT });
    const name = within(grid).getByRole('columnheader', { name: 'Name' });
    await userEvent.click(name);
    await eventually(() => expect(name).toHaveAttribute('aria-sort', 'ascending'));
    // A contact with no name sorts before the named ones (its address stands in the cell).
    await eventually(() =>
      expect(rowHeaders(grid).slice(0, 2)).toEqual([
        'reader.with.a.long.address@newsletter-subscribers.example',
        'Ana García',
      ]),
    );
    await userEvent.click(name);
    await eventually(() => expect(rowHeaders(grid)[0]).toBe('Farah Khan'));
  },
};

/** Two ticked rows are deleted together after a confirm that says how many. */
export const BulkDelete: Story = {
  parameters: { msw: { handlers: [...contactsHandlers(), ...apiHandlers()] } },
  play: async () => {
    const grid = await table();
    await within(grid).findByRole('rowheader', { name: 'Ana García' }, { timeout: LOAD_TIMEOUT });
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Select Ana García' }));
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Select Chen Wei' }));
    await expect(screen.getByText('2 contacts selected')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await findRole('alertdialog', 'Are you sure you want to delete 2 contacts?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await findText('2 contacts deleted successfully');
    clearToasts();
    await eventually(() => expect(rowHeaders(grid)).not.toContain('Ana García'));
    await expect(rowHeaders(grid)).toHaveLength(5);
  },
};

/** Row menu: Delete asks 'Are you sure you want to delete this contact?' and then deletes. */
export const RowDelete: Story = {
  parameters: { msw: { handlers: [...contactsHandlers(), ...apiHandlers()] } },
  play: async () => {
    const grid = await table();
    await within(grid).findByRole('rowheader', { name: 'Chen Wei' }, { timeout: LOAD_TIMEOUT });
    await userEvent.click(within(grid).getByRole('button', { name: 'Actions for Chen Wei' }));
    await userEvent.click(await findRole('menuitem', 'Delete'));
    const confirm = await findRole('alertdialog', 'Are you sure you want to delete this contact?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await findText('Contact deleted successfully');
    await eventually(() => expect(rowHeaders(grid)).not.toContain('Chen Wei'));
    clearToasts(); // a toast's timeout would decide the screenshot
  },
};

/**
 * "Select all N matching": the header box ticks the loaded rows, then the bar offers every
 * contact the filter matches, and the bulk action goes to the server with the filter, not ids.
 */
export const SelectAllMatching: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/contacts/bulk/tag', async ({ request }) => {
          const { body, refused } = await readBody(request, ContactBulkTagInputSchema);
          if (refused) return refused;
          return HttpResponse.json({ affected: body.filter && !body.ids ? 250 : -1 });
        }),
        ...contactsHandlers({ generated: 250 }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const grid = await table();
    await within(grid).findByRole(
      'rowheader',
      { name: 'Person 0000001' },
      { timeout: LOAD_TIMEOUT },
    );
    await userEvent.click(
      within(grid).getByRole('checkbox', { name: 'Select all loaded contacts' }),
    );
    await expect(screen.getByText('100 contacts selected')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Select all 250 matching' }));
    await expect(screen.getByText('250 contacts selected')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add Tag' }));
    const dialog = await findRole('dialog', 'Add Tag');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tag' }), 'spring');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    await findText('Tag added to 250 contacts');
    clearToasts();
  },
};

/** Where the screen's URL is now, for plays that check the URL holds what the boxes show. */
function UrlProbe() {
  return <output aria-label="URL">{useLocation().search}</output>;
}

/**
 * Issue 24: "yahoo", Tab, "vip" within half a second dropped the search (the tag's write went
 * over a URL that did not hold it yet, and the box was reset from the URL). Here the search is
 * applied, then the tag typed while the search's write arrives, then both edited within one pause:
 * the boxes, the URL, the list and the count agree after each.
 */
export const SearchThenTagAgree: Story = {
  tags: ['!visual'],
  render: (args) => (
    <>
      <ContactsScreen {...args} />
      <UrlProbe />
    </>
  ),
  play: async () => {
    const grid = await table();
    await within(grid).findByRole('rowheader', { name: 'Ana García' }, { timeout: LOAD_TIMEOUT });
    const searchBox = screen.getByRole('searchbox', { name: 'Search contacts' });
    const tagBox = screen.getByRole('combobox', { name: 'Tag' });
    const url = screen.getByRole('status', { name: 'URL' });
    await userEvent.type(searchBox, 'gar');
    await eventually(() => expect(url).toHaveTextContent('?q=gar'));
    await userEvent.tab();
    await userEvent.keyboard('vi');
    await userEvent.click(searchBox);
    await userEvent.keyboard('c');
    await userEvent.click(tagBox);
    await userEvent.keyboard('p');
    await eventually(() => expect(url).toHaveTextContent('?q=garc&tag=vip'));
    // The suggestions close and the typed tag stands (the open list hides the rest of the page).
    await userEvent.keyboard('{Escape}');
    await expect(searchBox).toHaveValue('garc');
    await expect(tagBox).toHaveValue('vip');
    // The table is new: an intermediate tag ("vi") matched nothing and replaced it.
    await eventually(async () => expect(rowHeaders(await table())).toEqual(['Ana García']));
    await expect(screen.getByText('1 contact')).toBeVisible();
  },
};

/**
 * A search past the server's count cap: the total reads "5,000+", and a bulk action over every
 * match asks with the exact number, counted first, and names its filter.
 */
export const CappedSearchTotal: Story = {
  tags: ['!visual'],
  render: (args) => (
    <>
      <ContactsScreen {...args} />
      <UrlProbe />
    </>
  ),
  parameters: {
    msw: {
      handlers: [
        http.post('/api/contacts/bulk/tag', async ({ request }) => {
          const { body, refused } = await readBody(request, ContactBulkTagInputSchema);
          if (refused) return refused;
          const exact = body.filter?.q === 'gmail' && !body.ids && body.tag === 'vip';
          return HttpResponse.json({ affected: exact ? 28_782 : -1 });
        }),
        ...contactsHandlers({ generated: 28_782, cappedAt: 5_000 }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const grid = await table();
    await within(grid).findByRole(
      'rowheader',
      { name: 'Person 0000001' },
      { timeout: LOAD_TIMEOUT },
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'gmail');
    // Ticks made before the search applies would belong to the list before it: wait for it.
    await eventually(() =>
      expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent('?q=gmail'),
    );
    await findText('5,000+ contacts');
    await userEvent.click(
      within(grid).getByRole('checkbox', { name: 'Select all loaded contacts' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Select all 5,000+ matching' }));
    await expect(screen.getByText('5,000+ contacts selected')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add Tag' }));
    const dialog = await findRole('dialog', 'Add Tag');
    await within(dialog).findByText('Add a tag to 28,782 contacts matching search "gmail".');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tag' }), 'vip');
    await expect(
      within(dialog).getByText('Add tag "vip" to 28,782 contacts matching search "gmail".'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    await findText('Tag added to 28,782 contacts');
    clearToasts();
  },
};

/** A job's answers in turn, the last one repeated: how far the server says it got at each poll. */
function bulkJobHandlers(job: ContactBulkJob, answers: Partial<ContactBulkJob>[]) {
  let polls = 0;
  return [
    http.post('/api/contacts/bulk/tag', () =>
      HttpResponse.json({ affected: job.total, job }, { status: 202 }),
    ),
    http.get(`/api/contacts/bulk/jobs/${job.id}`, () =>
      HttpResponse.json({ job: { ...job, ...answers[Math.min(polls++, answers.length - 1)] } }),
    ),
  ];
}

const LARGE_TAG_JOB: ContactBulkJob = {
  id: 41,
  action: 'tag',
  state: 'queued',
  done: 0,
  total: 28_782,
  affected: null,
  error: null,
};

/** Every contact selected, then Add Tag "vip": the server answers with a background job. */
async function tagEveryContact() {
  const grid = await table();
  await eventually(() => expect(rowHeaders(grid)).not.toHaveLength(0));
  await userEvent.click(within(grid).getByRole('checkbox', { name: 'Select all loaded contacts' }));
  await userEvent.click(screen.getByRole('button', { name: 'Select all 28,782 matching' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add Tag' }));
  const dialog = await findRole('dialog', 'Add Tag');
  await within(dialog).findByText('Add a tag to all 28,782 contacts.');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tag' }), 'vip');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
  await findText('Adding the tag to 28,782 contacts in the background');
  clearToasts();
}

/**
 * A bulk action over more than 5,000 contacts runs on the server: the screen shows how far it got
 * at each poll, then its final report until dismissed, and the list is read again.
 */
export const LargeBulkActionProgress: Story = {
  parameters: {
    msw: {
      handlers: [
        ...bulkJobHandlers(LARGE_TAG_JOB, [
          { done: 12_000 },
          { state: 'done', done: 28_782, affected: 28_782 },
        ]),
        ...contactsHandlers({ generated: 28_782 }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await tagEveryContact();
    const bar = await findRole('progressbar', 'Adding the tag to 28,782 contacts');
    await eventually(() => expect(bar).toHaveAttribute('aria-valuenow', '12000'));
    await expect(bar).toHaveTextContent('12,000 of 28,782 done');
    await eventually(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Tag added to 28,782 contacts.'),
    );
    await expect(screen.queryByRole('progressbar')).toBeNull();
    // No selection is left behind for a second action to reuse by mistake.
    await expect(screen.getByText('28,782 contacts')).toBeVisible();
  },
};

/** A job that stops says where and why, and that what it already changed stays changed; Dismiss clears it. */
export const LargeBulkActionStopped: Story = {
  tags: ['!visual'],
  parameters: {
    msw: {
      handlers: [
        ...bulkJobHandlers(LARGE_TAG_JOB, [
          { state: 'failed', done: 12_000, error: 'The database was not reachable' },
        ]),
        ...contactsHandlers({ generated: 28_782 }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await tagEveryContact();
    await eventually(() =>
      expect(
        screen.getByText(
          'Adding the tag to 28,782 contacts stopped after 12,000: The database was not reachable. The contacts already changed keep the change.',
        ),
      ).toBeVisible(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await expect(screen.queryByText(/stopped after/)).toBeNull();
  },
};

/**
 * A million contacts: pages load as the table scrolls and only the rows in view are in the DOM.
 * Not screenshotted: the scroll back to the top re-renders rows while the shot is taken, and the
 * look is WithContacts' anyway.
 */
export const MillionContacts: Story = {
  tags: ['!visual'],
  parameters: {
    msw: { handlers: [...contactsHandlers({ generated: 1_000_000 }), ...apiHandlers()] },
  },
  play: async () => {
    const grid = await table();
    await within(grid).findByRole(
      'rowheader',
      { name: 'Person 0000001' },
      { timeout: LOAD_TIMEOUT },
    );
    await expect(screen.getByText('1,000,000 contacts')).toBeVisible();
    await expect(grid).toHaveAttribute('aria-rowcount', '1000001');
    // Drag the scrollbar (of the box around the grid) to the middle: rows there are fetched by position.
    const scroller = grid.parentElement!.parentElement!.parentElement!;
    scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
    await within(grid).findAllByRole(
      'rowheader',
      { name: /^Person 0(499|500)\d{3}$/ },
      { timeout: LOAD_TIMEOUT },
    );
    await expect(grid.querySelectorAll('[role="row"]').length).toBeLessThan(60);
  },
};

/**
 * Issue 27 §1: a saved segment filters the list and is kept in the URL; a selection made under one
 * segment is cleared when the segment changes (a bulk tag once reached contacts no longer shown),
 * and a bulk action on a segment's "all matching" sends the segment as its filter.
 */
export const FilterBySegment: Story = {
  render: (args) => (
    <>
      <ContactsScreen {...args} />
      <UrlProbe />
    </>
  ),
  play: async () => {
    const grid = await table();
    await within(grid).findByRole('rowheader', { name: 'Ana García' }, { timeout: LOAD_TIMEOUT });
    const url = screen.getByRole('status', { name: 'URL' });
    await userEvent.click(screen.getByRole('button', { name: /Segment/ }));
    await userEvent.click(await findRole('option', 'Newsletter readers'));
    await eventually(() =>
      expect(rowHeaders(grid)).toEqual([
        'reader.with.a.long.address@newsletter-subscribers.example',
        'Dana Smith',
        'Ana García',
      ]),
    );
    await expect(url).toHaveTextContent('?segment=1');
    await expect(screen.getByText('3 contacts')).toBeVisible();

    // A tick under this segment does not survive a change of segment.
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Select Ana García' }));
    await expect(screen.getByText('1 contact selected')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Segment/ }));
    await userEvent.click(await findRole('option', 'Recent openers'));
    await eventually(() => expect(url).toHaveTextContent('?segment=2'));
    await expect(screen.queryByText('1 contact selected')).toBeNull();
    // The new segment's rows load after the address changes.
    await expect(
      await within(grid).findByRole(
        'checkbox',
        { name: 'Select Ana García' },
        { timeout: LOAD_TIMEOUT },
      ),
    ).not.toBeChecked();

    // Back to the first segment: a bulk tag reaches its three contacts only.
    await userEvent.click(screen.getByRole('button', { name: /Segment/ }));
    await userEvent.click(await findRole('option', 'Newsletter readers'));
    await eventually(() => expect(rowHeaders(grid)).toHaveLength(3));
    await userEvent.click(
      within(grid).getByRole('checkbox', { name: 'Select all loaded contacts' }),
    );
    await expect(screen.getByText('3 contacts selected')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add Tag' }));
    const dialog = await findRole('dialog', 'Add Tag');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tag' }), 'spring');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    await findText('Tag added to 3 contacts');
    clearToasts();
  },
};

/** The Import/Export dialog as the screen opens it: what it is handed, in words. */
function TransferProbe({
  isOpen,
  filtered,
}: ComponentProps<ContactsScreenProps['TransferDialog']>) {
  if (!isOpen) return null;
  return (
    <div role="dialog" aria-label="Import/Export">
      {filtered ? `${filtered.label} ${JSON.stringify(filtered.filter)}` : 'No filter'}
    </div>
  );
}

/**
 * Import/Export on a segment hands the dialog the list's filter and its contacts in words, so
 * Export takes what the screen shows; on the whole list it hands none.
 */
export const ExportASegment: Story = {
  tags: ['!visual'],
  args: { TransferDialog: TransferProbe },
  play: async () => {
    const grid = await table();
    await within(grid).findByRole('rowheader', { name: 'Ana García' }, { timeout: LOAD_TIMEOUT });
    await userEvent.click(screen.getByRole('button', { name: 'Import/Export' }));
    await expect(await findRole('dialog', 'Import/Export')).toHaveTextContent('No filter');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /Segment/ }));
    await userEvent.click(await findRole('option', 'Newsletter readers'));
    await eventually(() => expect(rowHeaders(grid)).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Import/Export' }));
    await expect(await findRole('dialog', 'Import/Export')).toHaveTextContent(
      '3 contacts matching the chosen segment {"segment":1}',
    );
  },
};

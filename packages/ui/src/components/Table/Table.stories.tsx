import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { type SortDescriptor } from 'react-aria-components';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Cell, Column, Row, RowActions, Table, TableBody, TableHeader } from './Table';

interface Contact {
  id: number;
  name: string;
  email: string;
  company: string;
}

const contacts: Contact[] = [
  { id: 1, name: 'Jane Cooper', email: 'jane.cooper@example.com', company: 'Acme Inc.' },
  { id: 2, name: 'Wade Warren', email: 'wade.warren@example.com', company: 'Globex' },
  { id: 3, name: 'Esther Howard', email: 'esther.howard@example.com', company: 'Initech' },
];

interface StoryArgs {
  items: Contact[];
  isLoading: boolean;
  loadingRowCount: number;
  selectionMode: 'none' | 'single' | 'multiple';
  onRowAction: (action: React.Key, contact: Contact) => void;
}

function ContactsTable({
  items,
  isLoading,
  loadingRowCount,
  selectionMode,
  onRowAction,
}: StoryArgs) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const sorted = useMemo(() => {
    const key = sort.column as keyof Contact;
    const list = [...items].sort((a, b) => String(a[key]).localeCompare(String(b[key])));
    return sort.direction === 'descending' ? list.reverse() : list;
  }, [items, sort]);
  return (
    <Table
      aria-label="Contacts"
      selectionMode={selectionMode}
      sortDescriptor={sort}
      onSortChange={setSort}
    >
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
        <Column id="email" allowsSorting>
          Email
        </Column>
        <Column id="company" allowsSorting>
          Company
        </Column>
        <Column id="actions">
          <span
            style={{
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            }}
          >
            Actions
          </span>
        </Column>
      </TableHeader>
      <TableBody
        items={sorted}
        isLoading={isLoading}
        loadingRowCount={loadingRowCount}
        renderEmptyState={() => (
          <EmptyState
            size="sm"
            title="No contacts yet"
            hint="Add your first contact or import a CSV file."
            action={<Button variant="primary">Add contact</Button>}
          />
        )}
      >
        {(contact) => (
          <Row id={contact.id}>
            <Cell>{contact.name}</Cell>
            <Cell>{contact.email}</Cell>
            <Cell>{contact.company}</Cell>
            <Cell>
              <RowActions
                rowLabel={contact.name}
                actions={[
                  { id: 'edit', label: 'Edit' },
                  { id: 'delete', label: 'Delete', variant: 'destructive' },
                ]}
                onAction={(id) => onRowAction(id, contact)}
              />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Components/Table',
  component: ContactsTable,
  subcomponents: { Table, TableHeader, Column, TableBody, Row, Cell, RowActions },
  args: {
    items: contacts,
    isLoading: false,
    loadingRowCount: 5,
    selectionMode: 'none',
    onRowAction: fn(),
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ContactsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Column headers, rows, and a row-action menu per row (mouse, then keyboard). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);

    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Wade Warren' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const onRowAction = args.onRowAction as Mock;
    await expect(onRowAction).toHaveBeenCalledTimes(1);
    await expect(onRowAction.mock.lastCall?.[0]).toBe('edit');
    await expect(onRowAction.mock.lastCall?.[1]).toMatchObject({ name: 'Wade Warren' });

    canvas.getByRole('button', { name: 'Actions for Jane Cooper' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onRowAction.mock.lastCall?.[0]).toBe('delete');
    await expect(onRowAction.mock.lastCall?.[1]).toMatchObject({ name: 'Jane Cooper' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Pressing a sortable header sorts by it; pressing again reverses. */
export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = () => within(canvas.getAllByRole('row')[1]!).getAllByRole('rowheader')[0];
    await expect(firstName()).toHaveTextContent('Esther Howard');
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Name' }));
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(firstName()).toHaveTextContent('Wade Warren');
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Company' }));
    await expect(firstName()).toHaveTextContent('Jane Cooper');
  },
};

/** With no rows, the empty state explains why and offers an action. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No contacts yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add contact' })).toBeVisible();
  },
};

/** While loading, skeleton rows marked aria-busy replace the items. */
export const Loading: Story = {
  args: { isLoading: true, loadingRowCount: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status', { name: 'Loading' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    const rows = canvasElement.querySelectorAll('[data-skeleton-row]');
    await expect(rows).toHaveLength(4);
    rows.forEach((row) => expect(row).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.queryByText('Jane Cooper')).toBeNull();
  },
};

/** Selectable rows: arrow keys move, Space selects; the selected row is highlighted. */
export const Selection: Story = {
  args: { selectionMode: 'single' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Jane Cooper' }));
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(canvas.getAllByRole('row')[3]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Rows, empty and loading tables together. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ContactsTable {...args} />
      <ContactsTable {...args} items={[]} />
      <ContactsTable {...args} isLoading loadingRowCount={2} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('grid')).toHaveLength(3);
  },
};

/**
 * The same actions as a card's own buttons (`display="buttons"`): each named with its row, the
 * destructive one quieter.
 */
export const RowActionButtons: StoryObj<{ onAction: (id: string) => void }> = {
  args: { onAction: fn() },
  render: (args) => (
    <RowActions
      rowLabel="Spring sale"
      display="buttons"
      actions={[
        { id: 'edit', label: 'Edit' },
        { id: 'delete', label: 'Delete', variant: 'destructive' },
      ]}
      onAction={args.onAction}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Spring sale' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete');
    canvas.getByRole('button', { name: 'Edit Spring sale' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('edit');
  },
};

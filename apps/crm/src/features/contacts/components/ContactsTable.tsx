import {
  Cell,
  CellSkeleton,
  Checkbox,
  Column,
  Row,
  RowActions,
  type Selection,
  type SortDescriptor,
  TableBody,
  TableHeader,
  type TableRange,
  WindowedTable,
} from '@crm/ui';
import type { Contact } from '@crm/api-client';
import { contactName, orDash, tagList } from '../lib/contactCells';
import { type ContactRowAction, contactRowActions } from '../lib/contactRowActions';
import * as styles from './ContactsScreen.css';

/** Rows are laid out at a fixed height, so the virtualiser never measures them. */
export const CONTACT_ROW_HEIGHT = 52;

export interface ContactsTableProps {
  /** How many contacts the list has: the scrollbar spans them all. */
  total: number;
  /** The contact at a position, or undefined while it loads (a skeleton row stands in). */
  contactAt: (index: number) => Contact | undefined;
  /** Whether the list's size is not known yet: skeleton rows stand in. */
  isLoading: boolean;
  /** The positions in view changed: fetch them. */
  onRangeChange: (range: TableRange) => void;
  /** Names the list (sort and filters): a new one starts at its top. */
  listKey: string;
  sortDescriptor?: SortDescriptor;
  onSortChange: (sort: SortDescriptor) => void;
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
  onRowAction: (action: ContactRowAction, contact: Contact) => void;
}

/**
 * The contacts table: windowed (only the rows at the scroll position are in the DOM, fetched by
 * position, so the scrollbar reaches row 500,000 of a million), sorted on the server, with
 * checkboxes for bulk actions and a menu of row actions.
 */
export function ContactsTable({
  total,
  contactAt,
  isLoading,
  onRangeChange,
  listKey,
  sortDescriptor,
  onSortChange,
  selectedKeys,
  onSelectionChange,
  onRowAction,
}: ContactsTableProps) {
  return (
    <WindowedTable
      aria-label="Contacts"
      className={styles.table}
      total={isLoading ? 0 : total}
      onRangeChange={onRangeChange}
      scrollKey={listKey}
      rowHeight={CONTACT_ROW_HEIGHT}
      selectionMode="multiple"
      selectionBehavior="toggle"
      selectedKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
    >
      {({ start, end }) => (
        <>
          <TableHeader>
            <Column id="select" width={48} minWidth={48}>
              <Checkbox slot="selection" aria-label="Select all loaded contacts" />
            </Column>
            <Column id="name" isRowHeader allowsSorting minWidth={150}>
              Name
            </Column>
            <Column id="email" allowsSorting minWidth={200}>
              Email
            </Column>
            <Column id="phone" minWidth={120}>
              Phone
            </Column>
            <Column id="company" allowsSorting minWidth={120}>
              Company
            </Column>
            <Column id="position" minWidth={110}>
              Position
            </Column>
            <Column id="tags" minWidth={110}>
              Tags
            </Column>
            <Column id="actions" width={84} minWidth={84}>
              Actions
            </Column>
          </TableHeader>
          <TableBody isLoading={isLoading} loadingRowCount={6}>
            {Array.from({ length: end - start }, (_, i) => {
              const contact = contactAt(start + i);
              return contact ? (
                <ContactRow key={contact.id} contact={contact} onRowAction={onRowAction} />
              ) : (
                <PendingRow key={`pending-${start + i}`} id={`pending-${start + i}`} />
              );
            })}
          </TableBody>
        </>
      )}
    </WindowedTable>
  );
}

/** A position still being fetched: skeleton bars, nothing to select or act on. */
function PendingRow({ id }: { id: string }) {
  return (
    <Row id={id} textValue="Loading contact" isDisabled>
      {Array.from({ length: 8 }, (_, c) => (
        <Cell key={c}>
          {c > 0 && c < 7 && <CellSkeleton label={c === 1 ? 'Loading' : undefined} />}
        </Cell>
      ))}
    </Row>
  );
}

function ContactRow({
  contact,
  onRowAction,
}: {
  contact: Contact;
  onRowAction: ContactsTableProps['onRowAction'];
}) {
  const name = contactName(contact);
  return (
    <Row id={contact.id} textValue={name}>
      <Cell>
        {/* RAC names it "Select" plus the row header: "Select Ana García". */}
        <Checkbox slot="selection" aria-label="Select" />
      </Cell>
      <Cell>{name}</Cell>
      <Cell>{orDash(contact.email)}</Cell>
      <Cell>{orDash(contact.phone)}</Cell>
      <Cell>{orDash(contact.company)}</Cell>
      <Cell>{orDash(contact.position)}</Cell>
      <Cell>{tagList(contact.tags)}</Cell>
      <Cell>
        <RowActions
          rowLabel={name}
          actions={contactRowActions}
          onAction={(action) => onRowAction(action, contact)}
        />
      </Cell>
    </Row>
  );
}

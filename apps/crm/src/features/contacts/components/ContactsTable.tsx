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
  visuallyHidden,
} from '@crm/ui';
import type { Contact } from '@crm/api-client';
import { contactPath } from '../../../config/paths';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/useMediaQuery';
import * as screen from '../../../styles/screen.css';
import { orDash } from '../../../lib/orDash';
import {
  companyCell,
  contactName,
  hasName,
  type RenderCompany,
  tagList,
} from '../lib/contactCells';
import { type ContactRowAction, contactRowActions } from '../lib/contactRowActions';
import { statusLabel } from '../../../lib/contactStatuses';
import * as styles from './ContactsScreen.css';

/** Rows are laid out at a fixed height, so the virtualiser never measures them. */
export const CONTACT_ROW_HEIGHT = 52;
/** On a phone: the name, then the email, then phone, status and tags, under one another. */
export const CONTACT_PHONE_ROW_HEIGHT = 88;
/** The checkbox and the cell's padding. */
const SELECT_WIDTH = 48;
/** The actions button and the cell's padding. */
const ACTIONS_WIDTH = 64;

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
  /**
   * Shows a contact's linked company (the route links it to the company's page); from the
   * contact's own `companyId`, so a row costs no read of its own.
   * @default the name as text
   */
  renderCompany?: RenderCompany;
}

/**
 * The contacts table: windowed (only the rows at the scroll position are in the DOM, fetched by
 * position, so the scrollbar reaches row 500,000 of a million), sorted on the server, with
 * checkboxes for bulk actions and a menu of row actions. A row is a link to the contact's page;
 * its checkbox selects it.
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
  renderCompany,
}: ContactsTableProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  return (
    <WindowedTable
      // The phone and desktop column sets differ; React Aria cannot change a column's id in
      // place, so crossing the breakpoint mounts a fresh table.
      key={isPhone ? 'phone' : 'desktop'}
      aria-label="Contacts"
      className={styles.table}
      total={isLoading ? 0 : total}
      onRangeChange={onRangeChange}
      scrollKey={listKey}
      rowHeight={isPhone ? CONTACT_PHONE_ROW_HEIGHT : CONTACT_ROW_HEIGHT}
      selectionMode="multiple"
      selectionBehavior="toggle"
      selectedKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
    >
      {({ start, end }) => (
        <>
          {isPhone ? (
            // A phone shows the checkbox, the contact (its details under the name) and the
            // actions, so nothing is off-screen sideways (as the campaigns table does).
            <TableHeader>
              <Column id="select" width={SELECT_WIDTH} minWidth={SELECT_WIDTH}>
                <Checkbox slot="selection" aria-label="Select all loaded contacts" />
              </Column>
              <Column id="name" isRowHeader allowsSorting>
                Name
              </Column>
              <Column id="actions" width={ACTIONS_WIDTH} minWidth={ACTIONS_WIDTH}>
                <span className={visuallyHidden}>Actions</span>
              </Column>
            </TableHeader>
          ) : (
            <TableHeader>
              <Column id="select" width={SELECT_WIDTH} minWidth={SELECT_WIDTH}>
                <Checkbox slot="selection" aria-label="Select all loaded contacts" />
              </Column>
              <Column id="name" isRowHeader allowsSorting minWidth={140} defaultWidth="1.2fr">
                Name
              </Column>
              {/* Emails and phones get the room they need before the other columns share it. */}
              <Column id="email" allowsSorting minWidth={200} defaultWidth="1.6fr">
                Email
              </Column>
              <Column id="phone" minWidth={150}>
                Phone
              </Column>
              <Column id="company" allowsSorting minWidth={110}>
                Company
              </Column>
              <Column id="position" minWidth={100}>
                Position
              </Column>
              <Column id="status" minWidth={100}>
                Status
              </Column>
              <Column id="tags" minWidth={100}>
                Tags
              </Column>
              <Column id="actions" width={84} minWidth={84}>
                Actions
              </Column>
            </TableHeader>
          )}
          <TableBody isLoading={isLoading} loadingRowCount={6} dependencies={[isPhone]}>
            {Array.from({ length: end - start }, (_, i) => {
              const contact = contactAt(start + i);
              const Component = isPhone ? PhoneContactRow : ContactRow;
              return contact ? (
                <Component
                  key={contact.id}
                  contact={contact}
                  onRowAction={onRowAction}
                  renderCompany={renderCompany}
                />
              ) : (
                <PendingRow
                  key={`pending-${start + i}`}
                  id={`pending-${start + i}`}
                  columns={isPhone ? 3 : 9}
                />
              );
            })}
          </TableBody>
        </>
      )}
    </WindowedTable>
  );
}

/** A position still being fetched: skeleton bars, nothing to select or act on. */
function PendingRow({ id, columns }: { id: string; columns: number }) {
  return (
    <Row id={id} textValue="Loading contact" isDisabled>
      {Array.from({ length: columns }, (_, c) => (
        <Cell key={c}>
          {c > 0 && c < columns - 1 && <CellSkeleton label={c === 1 ? 'Loading' : undefined} />}
        </Cell>
      ))}
    </Row>
  );
}

/**
 * A value that may be cut short with an ellipsis: hovering or focusing its cell shows all of it
 * (the cell widens over its neighbours), and `title` names it for a pointer too.
 */
function Full({ value }: { value: string }) {
  return (
    <Cell className={styles.fullOnFocus}>
      <span title={value}>{value}</span>
    </Cell>
  );
}

interface RowProps {
  contact: Contact;
  onRowAction: ContactsTableProps['onRowAction'];
  renderCompany: RenderCompany | undefined;
}

function ContactRow({ contact, onRowAction, renderCompany }: RowProps) {
  const name = contactName(contact);
  return (
    <Row id={contact.id} textValue={name} href={contactPath(contact.id)}>
      <Cell>
        {/* RAC names it "Select" plus the row header: "Select Ana García". */}
        <Checkbox slot="selection" aria-label="Select" />
      </Cell>
      {/* A contact with only an address shows it where the name would be. */}
      <Full value={name} />
      <Full value={orDash(contact.email)} />
      <Full value={orDash(contact.phone)} />
      <Cell>{companyCell(contact, renderCompany)}</Cell>
      <Cell>{orDash(contact.position)}</Cell>
      <Cell>{statusLabel(contact.status)}</Cell>
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

/** A phone's row: the name (or address), then the address, then phone, status and tags. */
function PhoneContactRow({ contact, onRowAction }: RowProps) {
  const name = contactName(contact);
  const details = [contact.phone, statusLabel(contact.status), contact.tags.join(', ')]
    .filter(Boolean)
    .join(' · ');
  return (
    <Row id={contact.id} textValue={name} href={contactPath(contact.id)}>
      <Cell>
        <Checkbox slot="selection" aria-label="Select" />
      </Cell>
      <Cell>
        <span className={screen.phoneName}>{name}</span>
        {hasName(contact) && <span className={screen.phoneDetail}>{contact.email}</span>}
        <span className={screen.phoneDetail}>{details}</span>
      </Cell>
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

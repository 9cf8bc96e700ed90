import {
  Cell,
  Checkbox,
  Column,
  MenuItem,
  Row,
  RowActions,
  TableBody,
  TableHeader,
  TableLoadMore,
  VirtualTable,
} from '@crm/ui';
import { Collection, type Selection, type SortDescriptor } from 'react-aria-components';
import type { Contact } from '@crm/api-client';
import { contactName, orDash, tagList } from '../lib/contactCells';
import * as styles from './ContactsScreen.css';

/** The row actions of spec section 2, by menu id. */
export const CONTACT_ROW_ACTIONS = {
  edit: 'Edit Contact',
  email: 'Send Email',
  tags: 'Manage Tags',
  campaign: 'Add to Campaign',
  delete: 'Delete',
} as const;
export type ContactRowAction = keyof typeof CONTACT_ROW_ACTIONS;

/** Rows are laid out at a fixed height, so the virtualiser never measures them. */
export const CONTACT_ROW_HEIGHT = 52;

export interface ContactsTableProps {
  /** The loaded rows, in the server's order. */
  contacts: Contact[];
  /** Whether the first page is loading: skeleton rows stand in. */
  isLoading: boolean;
  /** Whether the server has a further page. */
  hasMore: boolean;
  /** Whether a further page is being fetched. */
  isLoadingMore: boolean;
  /** Fetches the next page; called as the user nears the end of the loaded rows. */
  onLoadMore: () => void;
  sortDescriptor?: SortDescriptor;
  onSortChange: (sort: SortDescriptor) => void;
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
  onRowAction: (action: ContactRowAction, contact: Contact) => void;
}

/**
 * The contacts table: virtualised (only the rows in view are in the DOM), sorted on the server,
 * with checkboxes for bulk actions and a menu of row actions.
 */
export function ContactsTable({
  contacts,
  isLoading,
  hasMore,
  isLoadingMore,
  onLoadMore,
  sortDescriptor,
  onSortChange,
  selectedKeys,
  onSelectionChange,
  onRowAction,
}: ContactsTableProps) {
  return (
    <VirtualTable
      aria-label="Contacts"
      className={styles.table}
      rowHeight={CONTACT_ROW_HEIGHT}
      selectionMode="multiple"
      selectionBehavior="toggle"
      selectedKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
    >
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
        <Collection items={contacts}>
          {(contact) => {
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
                    aria-label={`Actions for ${name}`}
                    onAction={(key) => onRowAction(key as ContactRowAction, contact)}
                  >
                    {Object.entries(CONTACT_ROW_ACTIONS).map(([id, label]) => (
                      <MenuItem
                        key={id}
                        id={id}
                        variant={id === 'delete' ? 'destructive' : 'default'}
                      >
                        {label}
                      </MenuItem>
                    ))}
                  </RowActions>
                </Cell>
              </Row>
            );
          }}
        </Collection>
        {hasMore && !isLoading && (
          <TableLoadMore
            isLoading={isLoadingMore}
            onLoadMore={onLoadMore}
            label="Loading more contacts"
          />
        )}
      </TableBody>
    </VirtualTable>
  );
}

import { useState } from 'react';
import {
  Button,
  Card,
  EmptyState,
  SearchField,
  Select,
  SelectItem,
  type TableRange,
  TextField,
} from '@crm/ui';
import type { Selection, SortDescriptor } from 'react-aria-components';
import type { Contact, ContactSort } from '@crm/api-client';
import { useContactWindow } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { useDebouncedText } from '../../../hooks/useDebouncedText';
import { CONTACTS_LOAD_ERROR } from '../../../lib/loadErrors';
import * as screen from '../../../styles/screen.css';
import { useContactListParams } from '../hooks/useContactListParams';
import { CONTACT_STATUS_OPTIONS, statusLabel } from '../lib/contactStatuses';
import { type ContactSelection, contactsCount } from '../lib/contactSelection';
import { AddToCampaignDialog, type AddToCampaignTarget } from './AddToCampaignDialog';
import { BulkTagDialog } from './BulkTagDialog';
import { ComposeEmailDialog } from './ComposeEmailDialog';
import { ContactFormDialog } from './ContactFormDialog';
import { type ContactRowAction, ContactsTable } from './ContactsTable';
import { DeleteContactsDialog, type DeleteTarget } from './DeleteContactsDialog';
import { ManageTagsDialog } from './ManageTagsDialog';
import * as styles from './ContactsScreen.css';
import { ImportExportDialog } from './import/ImportExportDialog';

/** Rows per request: a screenful several times over, so a scroll rarely waits. */
export const CONTACTS_PAGE_SIZE = 100;

/**
 * A test hook: e2e tests set this localStorage key to a small height to force the table's scaled
 * scrollbar with a few thousand rows instead of a million.
 */
export const MAX_SCROLL_HEIGHT_KEY = 'crm.contacts.maxScrollHeight';
const storedMaxScrollHeight = () =>
  Number(globalThis.localStorage?.getItem(MAX_SCROLL_HEIGHT_KEY)) || undefined;

export interface ContactsScreenProps {
  /** The table's tallest scroll area in px (tests force its scaled scrollbar with few rows). */
  maxScrollHeight?: number;
}

const SORTABLE = new Set<string>(['name', 'email', 'company']);

type OpenDialog =
  | { kind: 'add' | 'transfer' }
  | { kind: 'edit' | 'email' | 'tags'; contact: Contact }
  | { kind: 'campaign'; target: AddToCampaignTarget }
  | { kind: 'delete'; target: DeleteTarget }
  | { kind: 'bulk-tag'; selection: ContactSelection };

/**
 * The Contacts screen (spec section 2): search, tag and status filters kept in the URL, a
 * virtualised table paged from the server, row and bulk actions, and their dialogs.
 */
export function ContactsScreen({ maxScrollHeight = storedMaxScrollHeight() }: ContactsScreenProps) {
  const { params, update, setSort, hasFilters } = useContactListParams();
  const [search, setSearch] = useDebouncedText(params.q, (q) => update({ q }));
  const [tag, setTag] = useDebouncedText(params.tag, (value) => update({ tag: value }));
  const [range, setRange] = useState<TableRange>({ start: 0, end: 0 });
  const pages = useContactWindow(params, { ...range, blockSize: CONTACTS_PAGE_SIZE });
  // The header's "select all" selects the rows held now; "Select all N matching" goes further.
  const contacts = pages.loaded;
  const total = pages.total;

  // A selection belongs to one list: a new search or filter starts with none.
  const listKey = `${params.q}\n${params.tag}\n${params.status}`;
  const [selection, setSelection] = useState({
    listKey,
    keys: new Set() as Selection,
    allMatching: false,
  });
  const current =
    selection.listKey === listKey
      ? selection
      : { listKey, keys: new Set() as Selection, allMatching: false };
  const selectKeys = (keys: Selection) => setSelection({ listKey, keys, allMatching: false });
  const clearSelection = () => selectKeys(new Set());
  const selectedCount = current.allMatching
    ? total
    : current.keys === 'all'
      ? contacts.length
      : current.keys.size;
  const chosen: ContactSelection = current.allMatching
    ? {
        filter: { q: params.q, tag: params.tag, status: params.status },
        count: total,
      }
    : {
        ids:
          current.keys === 'all'
            ? contacts.map((contact) => contact.id)
            : [...current.keys].map(Number),
        count: selectedCount,
      };

  // A closed dialog stays mounted until the next one opens: a write it started (a delete confirmed
  // just as it closes) still reports its toast, which an unmounted mutation would not.
  const [{ dialog, isOpen }, setDialogState] = useState<{
    dialog: OpenDialog | null;
    isOpen: boolean;
  }>({ dialog: null, isOpen: false });
  const setDialog = (next: OpenDialog) => setDialogState({ dialog: next, isOpen: true });
  const closeDialog = (open: boolean) => {
    if (!open) setDialogState((state) => ({ ...state, isOpen: false }));
  };

  const sortDescriptor: SortDescriptor | undefined =
    params.sort && SORTABLE.has(params.sort)
      ? { column: params.sort, direction: params.order === 'desc' ? 'descending' : 'ascending' }
      : undefined;

  function onRowAction(action: ContactRowAction, contact: Contact) {
    if (action === 'campaign') setDialog({ kind: 'campaign', target: { contact } });
    else if (action === 'delete') setDialog({ kind: 'delete', target: { contact } });
    else setDialog({ kind: action, contact });
  }

  const clearFilters = () => update({ q: undefined, tag: undefined, status: undefined });
  // Shown in place of the table, not inside it: the grid's own empty row does not pass presses on
  // to a button inside it.
  const isEmpty = pages.isSuccess && total === 0;
  const emptyState = hasFilters ? (
    <EmptyState
      title="No contacts match your search"
      hint="Try other words, or clear the search and filters."
      action={
        <Button variant="secondary" onPress={clearFilters}>
          Clear filters
        </Button>
      }
    />
  ) : (
    <EmptyState
      title="No contacts yet"
      hint="Add your first contact, or import a file of them."
      action={<Button onPress={() => setDialog({ kind: 'add' })}>Add Contact</Button>}
    />
  );
  const everythingLoaded = contacts.length >= total;

  return (
    <div className={screen.stack}>
      <div className={screen.toolbar}>
        <div className={styles.filters} role="search" aria-label="Contacts">
          <div className={styles.search}>
            <SearchField
              label="Search contacts"
              placeholder="Name, email, company, phone or tag"
              value={search}
              onChange={setSearch}
            />
          </div>
          <TextField
            className={styles.filter}
            label="Tag"
            placeholder="Any tag"
            value={tag}
            onChange={setTag}
          />
          <Select
            className={styles.filter}
            label="Status"
            value={params.status || 'all'}
            onChange={(key) => update({ status: key === 'all' ? undefined : String(key) })}
          >
            <SelectItem id="all">All statuses</SelectItem>
            {CONTACT_STATUS_OPTIONS.map((status) => (
              <SelectItem key={status} id={status}>
                {statusLabel(status)}
              </SelectItem>
            ))}
          </Select>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setDialog({ kind: 'transfer' })}>
            Import/Export
          </Button>
          <Button onPress={() => setDialog({ kind: 'add' })}>Add Contact</Button>
        </div>
      </div>

      <Card className={styles.tableCard}>
        {pages.isError ? (
          <div className={styles.summary}>
            <LoadError message={CONTACTS_LOAD_ERROR} />
          </div>
        ) : (
          <>
            <div className={styles.summary} aria-live="polite">
              {selectedCount > 0 ? (
                <div className={styles.selectionBar}>
                  <span>{`${contactsCount(selectedCount)} selected`}</span>
                  {current.keys === 'all' && !current.allMatching && !everythingLoaded && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onPress={() => setSelection({ listKey, keys: 'all', allMatching: true })}
                    >
                      {`Select all ${total.toLocaleString('en-US')} matching`}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    onPress={() => setDialog({ kind: 'bulk-tag', selection: chosen })}
                  >
                    Add Tag
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onPress={() => setDialog({ kind: 'campaign', target: { selection: chosen } })}
                  >
                    Add to Campaign
                  </Button>
                  <Button
                    variant="destructive"
                    size="sm"
                    onPress={() => setDialog({ kind: 'delete', target: { selection: chosen } })}
                  >
                    Delete
                  </Button>
                  <Button variant="ghost" size="sm" onPress={clearSelection}>
                    Clear selection
                  </Button>
                </div>
              ) : (
                <span>{pages.isLoading ? 'Loading contacts…' : contactsCount(total)}</span>
              )}
            </div>
            {isEmpty ? (
              emptyState
            ) : (
              <ContactsTable
                listKey={`${listKey}
${params.sort}
${params.order}`}
                total={total}
                contactAt={pages.contactAt}
                isLoading={pages.isLoading}
                onRangeChange={setRange}
                maxScrollHeight={maxScrollHeight}
                sortDescriptor={sortDescriptor}
                onSortChange={({ column, direction }) =>
                  setSort(column as ContactSort, direction === 'descending' ? 'desc' : 'asc')
                }
                selectedKeys={current.keys}
                onSelectionChange={selectKeys}
                onRowAction={onRowAction}
              />
            )}
          </>
        )}
      </Card>

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <ContactFormDialog
          isOpen={isOpen}
          onOpenChange={closeDialog}
          contact={dialog.kind === 'edit' ? dialog.contact : undefined}
        />
      )}
      {dialog?.kind === 'transfer' && (
        <ImportExportDialog isOpen={isOpen} onOpenChange={closeDialog} />
      )}
      {dialog?.kind === 'email' && (
        <ComposeEmailDialog isOpen={isOpen} onOpenChange={closeDialog} contact={dialog.contact} />
      )}
      {dialog?.kind === 'tags' && (
        <ManageTagsDialog isOpen={isOpen} onOpenChange={closeDialog} contact={dialog.contact} />
      )}
      {dialog?.kind === 'campaign' && (
        <AddToCampaignDialog
          isOpen={isOpen}
          onOpenChange={closeDialog}
          target={dialog.target}
          onDone={clearSelection}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteContactsDialog
          isOpen={isOpen}
          onOpenChange={closeDialog}
          target={dialog.target}
          onDone={clearSelection}
        />
      )}
      {dialog?.kind === 'bulk-tag' && (
        <BulkTagDialog
          isOpen={isOpen}
          onOpenChange={closeDialog}
          selection={dialog.selection}
          onDone={clearSelection}
        />
      )}
    </div>
  );
}

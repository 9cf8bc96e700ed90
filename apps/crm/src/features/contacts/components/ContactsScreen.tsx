import { useState, type ComponentType } from 'react';
import { Button, Card, EmptyState, Link, type SortDescriptor, type TableRange } from '@crm/ui';
import type {
  Contact,
  ContactBulkJob,
  ContactBulkResult,
  ContactFilterInput,
  ContactSort,
} from '@crm/api-client';
import { useContactWindow } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../config/paths';
import { type DialogStateProps, useDialogState } from '../../../hooks/useDialogState';
import * as screen from '../../../styles/screen.css';
import { useContactListParams } from '../hooks/useContactListParams';
import { useContactSelection } from '../hooks/useContactSelection';
import type { RenderCompany } from '../lib/contactCells';
import type { ContactRowAction } from '../lib/contactRowActions';
import { type ContactSelection, contactsTotal, filterText } from '../lib/contactSelection';
import { AddToCampaignDialog, type AddToCampaignTarget } from './AddToCampaignDialog';
import { AddToWorkflowDialog } from './AddToWorkflowDialog';
import { BulkJobProgress } from './BulkJobProgress';
import { BulkTagDialog } from './BulkTagDialog';
import { ContactFilters } from './ContactFilters';
import { ContactFormDialog } from './ContactFormDialog';
import { ContactSelectionBar } from './ContactSelectionBar';
import { ContactsTable } from './ContactsTable';
import { DeleteContactsDialog, type DeleteTarget } from './DeleteContactsDialog';
import { ManageTagsDialog } from './ManageTagsDialog';
import * as styles from './ContactsScreen.css';

/** Rows per request: a screenful several times over, so a scroll rarely waits. */
export const CONTACTS_PAGE_SIZE = 100;

const SORTABLE = new Set<string>(['name', 'email', 'company']);

type ContactsDialog =
  | { kind: 'add' | 'transfer' }
  | { kind: 'edit' | 'email' | 'tags'; contact: Contact }
  | { kind: 'campaign'; target: AddToCampaignTarget }
  | { kind: 'delete'; target: DeleteTarget }
  | { kind: 'bulk-tag' | 'workflow'; selection: ContactSelection };

export interface ContactsScreenProps {
  /**
   * The Import/Export dialog (the transfer area's, composed by the route). On a filtered list it
   * gets the filter and its contacts in words, so Export can take just those.
   */
  TransferDialog: ComponentType<
    DialogStateProps & { filtered?: { filter: ContactFilterInput; label: string } }
  >;
  /** The Compose Email dialog of a contact's Send Email (the contactEmail area's). */
  EmailDialog: ComponentType<DialogStateProps & { contact: Contact }>;
  /**
   * Shows a contact's linked company in the table (the route links it to the company's page).
   * @default the name as text
   */
  renderCompany?: RenderCompany;
}

/**
 * The Contacts screen (spec section 2): search, tag and status filters kept in the URL, a
 * virtualised table paged from the server, row and bulk actions, and their dialogs. Import/Export
 * and Compose Email belong to their own areas: the route hands them in.
 */
export function ContactsScreen({
  TransferDialog,
  EmailDialog,
  renderCompany,
}: ContactsScreenProps) {
  const { params, search, setSort, hasFilters, clearFilters } = useContactListParams();
  const [range, setRange] = useState<TableRange>({ start: 0, end: 0 });
  const pages = useContactWindow(params, { ...range, blockSize: CONTACTS_PAGE_SIZE });
  const { total } = pages;
  const selection = useContactSelection(params, pages.loaded, total, search.isPending);
  const dialogs = useDialogState<ContactsDialog>();
  const { dialog } = dialogs;
  // Large bulk actions run on the server: each shows its progress, then its report until dismissed.
  const [jobs, setJobs] = useState<ContactBulkJob[]>([]);
  const afterBulk = (answer?: ContactBulkResult) => {
    selection.clear();
    const job = answer?.job;
    if (job) setJobs((running) => [...running, job]);
  };

  const sortDescriptor: SortDescriptor | undefined =
    params.sort && SORTABLE.has(params.sort)
      ? { column: params.sort, direction: params.order === 'desc' ? 'descending' : 'ascending' }
      : undefined;

  const onRowAction = (action: ContactRowAction, contact: Contact) => {
    if (action === 'campaign' || action === 'delete') {
      dialogs.open({ kind: action, target: { contact } });
    } else dialogs.open({ kind: action, contact });
  };

  // The list's filter without its blanks: what the export's query string carries.
  const { q, tag, status, segment } = params;
  const filter = { q: q || undefined, tag: tag || undefined, status: status || undefined, segment };
  const filtered = hasFilters
    ? {
        filter,
        label: `${pages.isSuccess ? contactsTotal(total, pages.totalCapped) : 'Contacts'} matching ${filterText(filter)}`,
      }
    : undefined;

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
      action={<Button onPress={() => dialogs.open({ kind: 'add' })}>Add Contact</Button>}
    />
  );

  return (
    <div className={screen.stack}>
      <div className={screen.toolbar}>
        <ContactFilters
          draft={search.draft}
          onTextChange={search.setText}
          onStatusChange={(status) => search.set({ status })}
          onSegmentChange={(segment) => search.set({ segment })}
        />
        <div className={styles.actions}>
          <Link variant="standalone" href={paths.duplicates} className={styles.actionLink}>
            Find Duplicates
          </Link>
          <Button variant="secondary" onPress={() => dialogs.open({ kind: 'transfer' })}>
            Import/Export
          </Button>
          <Button onPress={() => dialogs.open({ kind: 'add' })}>Add Contact</Button>
        </div>
      </div>

      {jobs.map((job) => (
        <BulkJobProgress
          key={job.id}
          job={job}
          onDismiss={() => setJobs((running) => running.filter((other) => other.id !== job.id))}
        />
      ))}

      <Card className={styles.tableCard}>
        {pages.isError ? (
          <div className={styles.summary}>
            <LoadError message="Error loading contacts. Please try again." />
          </div>
        ) : (
          <>
            <div className={styles.summary} aria-live="polite">
              {selection.count > 0 ? (
                <ContactSelectionBar
                  count={selection.count}
                  total={total}
                  isTotalCapped={pages.totalCapped}
                  isAllMatching={selection.isAllMatching}
                  canSelectAllMatching={selection.canSelectAllMatching}
                  onSelectAllMatching={selection.selectAllMatching}
                  onClear={selection.clear}
                  onBulkAction={(action) =>
                    action === 'bulk-tag' || action === 'workflow'
                      ? dialogs.open({ kind: action, selection: selection.chosen })
                      : dialogs.open({ kind: action, target: { selection: selection.chosen } })
                  }
                />
              ) : (
                <span>
                  {pages.isLoading ? 'Loading contacts…' : contactsTotal(total, pages.totalCapped)}
                </span>
              )}
            </div>
            {isEmpty ? (
              emptyState
            ) : (
              <ContactsTable
                renderCompany={renderCompany}
                listKey={`${params.q}\n${params.tag}\n${params.status}\n${params.segment ?? ''}\n${params.sort}\n${params.order}`}
                total={total}
                contactAt={pages.contactAt}
                isLoading={pages.isLoading}
                onRangeChange={setRange}
                sortDescriptor={sortDescriptor}
                onSortChange={({ column, direction }) =>
                  setSort(column as ContactSort, direction === 'descending' ? 'desc' : 'asc')
                }
                selectedKeys={selection.keys}
                onSelectionChange={selection.selectKeys}
                onRowAction={onRowAction}
              />
            )}
          </>
        )}
      </Card>

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <ContactFormDialog
          {...dialogs.modal}
          contact={dialog.kind === 'edit' ? dialog.contact : undefined}
        />
      )}
      {dialog?.kind === 'transfer' && <TransferDialog {...dialogs.modal} filtered={filtered} />}
      {dialog?.kind === 'email' && <EmailDialog {...dialogs.modal} contact={dialog.contact} />}
      {dialog?.kind === 'tags' && <ManageTagsDialog {...dialogs.modal} contact={dialog.contact} />}
      {dialog?.kind === 'campaign' && (
        <AddToCampaignDialog {...dialogs.modal} target={dialog.target} onDone={afterBulk} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteContactsDialog {...dialogs.modal} target={dialog.target} onDone={afterBulk} />
      )}
      {dialog?.kind === 'workflow' && (
        <AddToWorkflowDialog
          {...dialogs.modal}
          selection={dialog.selection}
          onDone={() => afterBulk()}
        />
      )}
      {dialog?.kind === 'bulk-tag' && (
        <BulkTagDialog {...dialogs.modal} selection={dialog.selection} onDone={afterBulk} />
      )}
    </div>
  );
}

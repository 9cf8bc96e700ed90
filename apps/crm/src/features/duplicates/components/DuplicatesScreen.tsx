import { Button, Card, CardContent, EmptyState, Link, ListLoadMore } from '@crm/ui';
import type { DuplicateGroup } from '@crm/api-client';
import { useContactDuplicates } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { contactPath, paths } from '../../../config/paths';
import { useDialogState } from '../../../hooks/useDialogState';
import { statusLabel } from '../../../lib/contactStatuses';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';
import { MergeContactsDialog } from './MergeContactsDialog';
import * as styles from './DuplicatesScreen.css';

export const DUPLICATES_LOAD_ERROR = 'Error loading duplicates. Please try again.';

/** Why a group's contacts look like one person, in words. */
export function groupTitle(group: Pick<DuplicateGroup, 'reason' | 'key'>): string {
  if (group.reason === 'name') return `Same name and company: ${group.key}`;
  return group.key.endsWith('@gmail.com')
    ? `Same address: ${group.key} (Gmail ignores dots and +tags)`
    : `Same address: ${group.key}`;
}

type DuplicatesDialog = { kind: 'merge'; group: DuplicateGroup };

/**
 * The Duplicates screen (issue 27 §4), from Contacts: groups of contacts that look like the same
 * person, each with why, and a Merge button that opens the merge dialog.
 */
export function DuplicatesScreen() {
  const duplicates = useContactDuplicates();
  const dialogs = useDialogState<DuplicatesDialog>();
  const groups = duplicates.data?.rows ?? [];
  const { dialog } = dialogs;
  return (
    <div className={screen.stack}>
      <div className={screen.toolbar}>
        <p className={screen.muted}>
          Contacts that look like the same person. Merge them to keep one, with all their history.
        </p>
        <Link href={paths.contacts}>Back to contacts</Link>
      </div>
      {duplicates.isError ? (
        <Card>
          <CardContent>
            <LoadError message={DUPLICATES_LOAD_ERROR} />
          </CardContent>
        </Card>
      ) : duplicates.data === undefined ? (
        <p className={screen.muted} role="status">
          Looking for duplicates…
        </p>
      ) : groups.length === 0 ? (
        <Card>
          <EmptyState
            title="No duplicates found"
            hint="Contacts with the same address, or the same name at the same company, show here."
          />
        </Card>
      ) : (
        <ul className={styles.contactList} aria-label="Duplicates">
          {groups.map((group) => (
            <li key={`${group.reason}:${group.key}`}>
              <Card>
                <CardContent className={styles.group}>
                  <div className={styles.groupHeader}>
                    <h2 className={styles.groupTitle}>{groupTitle(group)}</h2>
                    <Button
                      variant="secondary"
                      aria-label={`Merge ${groupTitle(group)}`}
                      onPress={() => dialogs.open({ kind: 'merge', group })}
                    >
                      Merge
                    </Button>
                  </div>
                  <ul className={styles.contactList}>
                    {group.contacts.map((contact) => (
                      <li key={contact.id} className={styles.contactLine}>
                        <Link href={contactPath(contact.id)}>
                          {`${contact.firstName} ${contact.lastName}`.trim() || contact.email}
                        </Link>
                        <span className={screen.muted}>
                          {[
                            contact.email,
                            contact.company,
                            statusLabel(contact.status),
                            `added ${formatDate(contact.createdAt, 'medium')}`,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </li>
                    ))}
                  </ul>
                  {group.count > group.contacts.length && (
                    <p className={screen.muted}>
                      {`${group.count - group.contacts.length} more share this; merge these first.`}
                    </p>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {duplicates.hasNextPage && (
        <ListLoadMore
          onLoadMore={() => void duplicates.fetchNextPage()}
          isLoading={duplicates.isFetchingNextPage}
          label="Loading more duplicates"
        />
      )}
      {dialog?.kind === 'merge' && (
        <MergeContactsDialog key={dialogs.opened} {...dialogs.modal} group={dialog.group} />
      )}
    </div>
  );
}

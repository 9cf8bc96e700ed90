import { useNavigate } from 'react-router-dom';
import {
  AlertDialog,
  Button,
  Card,
  CardContent,
  Cell,
  Column,
  EmptyState,
  Link,
  Row,
  RowActions,
  Table,
  TableBody,
  TableHeader,
  visuallyHidden,
} from '@crm/ui';
import type { Segment } from '@crm/api-client';
import { useDeleteSegment, useSegmentCount, useSegments } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../config/paths';
import { useDialogState } from '../../../hooks/useDialogState';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatCountOf } from '../../../lib/formatCount';
import * as screen from '../../../styles/screen.css';
import { segmentContactsPath, segmentPath } from '../lib/segmentPaths';
import { RenameSegmentDialog } from './RenameSegmentDialog';

export const SEGMENTS_LOAD_ERROR = 'Error loading segments. Please try again.';

const segmentRowActions = [
  { id: 'edit', label: 'Edit' },
  { id: 'contacts', label: 'View contacts' },
  { id: 'rename', label: 'Rename' },
  { id: 'delete', label: 'Delete', variant: 'destructive' },
] as const;
type SegmentRowAction = (typeof segmentRowActions)[number]['id'];

type SegmentsDialog = { kind: 'rename' | 'delete'; segment: Segment };

/** A segment's contacts now: a segment is live, so its count is asked for, never stored. */
function SegmentCount({ id }: { id: number }) {
  const count = useSegmentCount(id);
  if (count.isError) return <span>—</span>;
  return (
    <span>
      {count.data === undefined ? 'Counting…' : formatCountOf(count.data, 'contact', 'contacts')}
    </span>
  );
}

/**
 * The Segments screen (issue 27 §1): the saved segments by name with their live counts, each
 * opening its editor; New Segment, and from each row's menu View contacts, Rename and Delete
 * (confirmed).
 */
export function SegmentsScreen() {
  const navigate = useNavigate();
  const segments = useSegments();
  const dialogs = useDialogState<SegmentsDialog>();
  const deleteSegment = useToastMutation(useDeleteSegment(), {
    success: 'Segment deleted',
    error: 'Failed to delete segment',
  });
  const create = () => void navigate(paths.newSegment);
  const onAction = (action: SegmentRowAction, segment: Segment) => {
    if (action === 'edit') void navigate(segmentPath(segment.id));
    else if (action === 'contacts') void navigate(segmentContactsPath(segment.id));
    else dialogs.open({ kind: action, segment });
  };
  const { dialog } = dialogs;

  return (
    <div className={screen.stack}>
      <div className={screen.toolbar}>
        <p className={screen.muted}>
          Segments are saved filters of your contacts, always up to date.
        </p>
        <Button onPress={create}>New Segment</Button>
      </div>
      {segments.isError ? (
        <Card>
          <CardContent>
            <LoadError message={SEGMENTS_LOAD_ERROR} />
          </CardContent>
        </Card>
      ) : (
        <Table aria-label="Segments">
          <TableHeader>
            <Column id="name" isRowHeader>
              Name
            </Column>
            <Column id="count">Contacts</Column>
            <Column id="actions" width={64}>
              <span className={visuallyHidden}>Actions</span>
            </Column>
          </TableHeader>
          <TableBody
            items={segments.data ?? []}
            isLoading={segments.data === undefined}
            renderEmptyState={() => (
              <EmptyState
                title="No segments yet"
                hint="A segment picks contacts by their tags, status, fields and engagement."
                action={<Button onPress={create}>New Segment</Button>}
              />
            )}
          >
            {(segment) => (
              <Row id={segment.id}>
                <Cell>
                  <Link href={segmentPath(segment.id)}>{segment.name}</Link>
                </Cell>
                <Cell>
                  <SegmentCount id={segment.id} />
                </Cell>
                <Cell>
                  <RowActions
                    rowLabel={segment.name}
                    actions={segmentRowActions}
                    onAction={(action) => onAction(action, segment)}
                  />
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      {dialog?.kind === 'rename' && (
        <RenameSegmentDialog key={dialogs.opened} {...dialogs.modal} segment={dialog.segment} />
      )}
      {dialog?.kind === 'delete' && (
        <AlertDialog
          {...dialogs.modal}
          title={`Delete “${dialog.segment.name}”?`}
          confirmLabel="Delete"
          onConfirm={() => deleteSegment.mutate(dialog.segment.id)}
        >
          This action cannot be undone. The segment's contacts stay; only the saved filter goes.
        </AlertDialog>
      )}
    </div>
  );
}

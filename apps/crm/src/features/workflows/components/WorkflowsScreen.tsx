import { useEffect, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  Cell,
  Column,
  EmptyState,
  Row,
  ScrollArea,
  SearchField,
  Table,
  TableBody,
  TableHeader,
  toast,
} from '@crm/ui';
import type { AutomationWorkflow } from '@crm/api-client';
import { useUpdateWorkflow, useWorkflows } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { useSearchQuery } from '../../../hooks/useSearchQuery';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';
import { CreateWorkflowDialog } from './CreateWorkflowDialog';
import { EditWorkflowDialog } from './EditWorkflowDialog';
import { triggerLabels } from './triggerLabels';
import * as styles from './AutomationScreen.css';

export const WORKFLOWS_LOAD_ERROR = 'Error loading automation workflows. Please try again.';

/**
 * The Automation screen (spec section 2): the workflows table, searched on the server with the
 * text kept in the URL (`?q=`; the spec leaves the box inert), the Create and Edit dialogs, and
 * activating or deactivating a workflow from its row.
 */
export function AutomationScreen() {
  const { q, draft: search, setDraft: setSearch } = useSearchQuery();
  const { data: workflows = [], isLoading, isError } = useWorkflows({ q });
  const [editing, setEditing] = useState<AutomationWorkflow | null>(null);
  const updateWorkflow = useToastMutation(useUpdateWorkflow(), {
    success: ({ name, isActive }) => `${name} ${isActive ? 'activated' : 'deactivated'}`,
    error: 'Failed to update workflow',
  });

  // Unlike the other screens, the spec lists this load failure among its toasts (section 8), so it
  // is a toast as well as the text in place of the table.
  useEffect(() => {
    if (isError)
      toast({ title: 'Error', description: WORKFLOWS_LOAD_ERROR, variant: 'destructive' });
  }, [isError]);

  return (
    <div className={screen.stack}>
      <div className={screen.toolbar}>
        <div className={styles.search}>
          <SearchField
            label="Search workflows"
            placeholder="Search workflows..."
            value={search}
            onChange={setSearch}
          />
        </div>
        <CreateWorkflowDialog />
      </div>
      {isError ? (
        <Card>
          <CardContent>
            <LoadError message={WORKFLOWS_LOAD_ERROR} />
          </CardContent>
        </Card>
      ) : (
        // On a phone the columns scroll inside this area instead of widening the page.
        <ScrollArea aria-label="Automation workflows" orientation="horizontal">
          <Table aria-label="Automation workflows">
            <TableHeader>
              <Column isRowHeader>Name</Column>
              <Column>Description</Column>
              <Column>Trigger Type</Column>
              <Column>Status</Column>
              <Column>Created</Column>
              <Column>Actions</Column>
            </TableHeader>
            <TableBody
              isLoading={isLoading}
              items={workflows}
              renderEmptyState={() =>
                q ? (
                  <EmptyState
                    title="No workflows found"
                    hint={`No workflow name or description contains "${q}".`}
                  />
                ) : (
                  <EmptyState
                    title="No automation workflows yet"
                    hint="Create a workflow to follow up with contacts automatically."
                  />
                )
              }
            >
              {(workflow) => (
                <Row id={workflow.id}>
                  <Cell>{workflow.name}</Cell>
                  <Cell>{workflow.description || '—'}</Cell>
                  <Cell>{triggerLabels[workflow.trigger]}</Cell>
                  <Cell>
                    <Badge tone={workflow.isActive ? 'green' : 'grey'}>
                      {workflow.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </Cell>
                  <Cell>{formatDate(workflow.createdAt)}</Cell>
                  <Cell>
                    <div className={styles.rowActions}>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Edit ${workflow.name}`}
                        onPress={() => setEditing(workflow)}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`${workflow.isActive ? 'Deactivate' : 'Activate'} ${workflow.name}`}
                        onPress={() =>
                          updateWorkflow.mutate({
                            id: workflow.id,
                            input: { isActive: !workflow.isActive },
                          })
                        }
                      >
                        {workflow.isActive ? 'Deactivate' : 'Activate'}
                      </Button>
                    </div>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </ScrollArea>
      )}
      <EditWorkflowDialog workflow={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

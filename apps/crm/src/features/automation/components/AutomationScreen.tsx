import { useEffect } from 'react';
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
import { useWorkflows } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';
import { CreateWorkflowDialog } from './CreateWorkflowDialog';
import { triggerLabels } from './triggerLabels';
import * as styles from './AutomationScreen.css';

export const WORKFLOWS_LOAD_ERROR = 'Error loading automation workflows. Please try again.';

/** The Automation screen (spec section 2): the workflows table and the Create Workflow dialog. */
export function AutomationScreen() {
  const { data: workflows = [], isLoading, isError } = useWorkflows();

  // Unlike the other screens, the spec lists this load failure among its toasts (section 8), so it
  // is a toast as well as the text in place of the table.
  useEffect(() => {
    if (isError)
      toast({ title: 'Error', description: WORKFLOWS_LOAD_ERROR, variant: 'destructive' });
  }, [isError]);

  return (
    <div className={screen.stack}>
      <div className={screen.toolbar}>
        {/* Spec: the search box is inert. */}
        <div className={styles.search}>
          <SearchField label="Search workflows" placeholder="Search workflows..." />
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
              renderEmptyState={() => (
                <EmptyState
                  title="No automation workflows yet"
                  hint="Create a workflow to follow up with contacts automatically."
                />
              )}
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
                    {/* Spec: editing and toggling workflows are not shown, so the action is inert. */}
                    <Button
                      variant="ghost"
                      size="sm"
                      isDisabled
                      aria-label={`Edit ${workflow.name}`}
                    >
                      Edit
                    </Button>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </ScrollArea>
      )}
    </div>
  );
}

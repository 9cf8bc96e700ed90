import { useSearchParams } from 'react-router-dom';
import { Button, Spinner, Tab, TabList, TabPanel, Tabs } from '@crm/ui';
import { DEAL_SORTS, type Deal, type DealMove, type DealSort } from '@crm/api-client';
import { useMoveDeal, usePipelineStages } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { useDialogState } from '../../../hooks/useDialogState';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { DealDialog } from './DealDialog';
import * as styles from './DealsScreen.css';
import { DealsTable } from './DealsTable';
import { PipelineBoard } from './PipelineBoard';
import { StagesDialog } from './StagesDialog';

type DealsDialog = { kind: 'add' } | { kind: 'edit'; deal: Deal } | { kind: 'stages' };

const isSort = (value: string | null): value is DealSort =>
  (DEAL_SORTS as readonly string[]).includes(value ?? '');

/**
 * The view (`?view=table`, the board otherwise) and the table's sort (`?sort=&order=`) live in the
 * URL, so a reload or a shared link keeps them.
 */
function useDealsView() {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const update = (values: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values))
          if (value === null) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    view: params.get('view') === 'table' ? ('table' as const) : ('board' as const),
    sort: isSort(sort) ? sort : undefined,
    order: params.get('order') === 'desc' ? ('desc' as const) : ('asc' as const),
    setView: (view: 'board' | 'table') => update({ view: view === 'table' ? 'table' : null }),
    setSort: (sort: DealSort, order: 'asc' | 'desc') => update({ sort, order }),
  };
}

/**
 * `/deals`: the pipeline as a board or a table, adding and editing deals, and managing the stages
 * (issue 32 §3).
 */
export function DealsScreen() {
  const view = useDealsView();
  const stages = usePipelineStages();
  const dialogs = useDialogState<DealsDialog>();
  const move = useToastMutation(useMoveDeal(), {
    success: (deal) => `${deal.name} moved`,
    error: 'Failed to move deal',
  });
  const onMove = (deal: { id: number }, to: DealMove) => move.mutate({ id: deal.id, move: to });
  const list = stages.data ?? [];
  const open = (deal: Deal) => dialogs.open({ kind: 'edit', deal });
  return (
    // The dialogs sit beside the tabs, not in them: Tabs renders its children once more to find
    // its tabs, which would open a dialog twice.
    <div className={styles.page}>
      <Tabs
        variant="pills"
        className={styles.page}
        selectedKey={view.view}
        onSelectionChange={(key) => view.setView(key === 'table' ? 'table' : 'board')}
      >
        <div className={styles.viewToolbar}>
          <TabList aria-label="Deals view">
            <Tab id="board">Board</Tab>
            <Tab id="table">Table</Tab>
          </TabList>
          <div className={styles.toolbar}>
            <Button onPress={() => dialogs.open({ kind: 'add' })} isDisabled={list.length === 0}>
              Add deal
            </Button>
            <Button
              variant="secondary"
              onPress={() => dialogs.open({ kind: 'stages' })}
              isDisabled={list.length === 0}
            >
              Manage stages
            </Button>
          </div>
        </div>
        {stages.isError && <LoadError message="Failed to load the pipeline" />}
        {stages.isPending && <Spinner aria-label="Loading the pipeline" />}
        {list.length > 0 && (
          <>
            <TabPanel id="board">
              <PipelineBoard stages={list} onOpen={open} onMove={onMove} />
            </TabPanel>
            <TabPanel id="table">
              <DealsTable
                stages={list}
                sort={view.sort}
                order={view.order}
                onSortChange={view.setSort}
                onOpen={open}
              />
            </TabPanel>
          </>
        )}
      </Tabs>
      {dialogs.dialog?.kind === 'add' && (
        <DealDialog key={dialogs.opened} {...dialogs.modal} stages={list} />
      )}
      {dialogs.dialog?.kind === 'edit' && (
        <DealDialog
          key={dialogs.opened}
          {...dialogs.modal}
          stages={list}
          deal={dialogs.dialog.deal}
        />
      )}
      {dialogs.dialog?.kind === 'stages' && (
        <StagesDialog key={dialogs.opened} {...dialogs.modal} stages={list} />
      )}
    </div>
  );
}

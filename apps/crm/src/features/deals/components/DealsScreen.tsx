import { Button, Spinner } from '@crm/ui';
import type { Deal, DealMove } from '@crm/api-client';
import { useMoveDeal, usePipelineStages } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { useDialogState } from '../../../hooks/useDialogState';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { DealDialog } from './DealDialog';
import * as styles from './DealsScreen.css';
import { PipelineBoard } from './PipelineBoard';
import { StagesDialog } from './StagesDialog';

type DealsDialog = { kind: 'add' } | { kind: 'edit'; deal: Deal } | { kind: 'stages' };

/** `/deals`: the pipeline board, adding and editing deals, and managing the stages (issue 32 §3). */
export function DealsScreen() {
  const stages = usePipelineStages();
  const dialogs = useDialogState<DealsDialog>();
  const move = useToastMutation(useMoveDeal(), {
    success: (deal) => `${deal.name} moved`,
    error: 'Failed to move deal',
  });
  const onMove = (deal: { id: number }, to: DealMove) => move.mutate({ id: deal.id, move: to });
  const list = stages.data ?? [];
  return (
    <div className={styles.page}>
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
      {stages.isError && <LoadError message="Failed to load the pipeline" />}
      {stages.isPending && <Spinner aria-label="Loading the pipeline" />}
      {list.length > 0 && (
        <PipelineBoard
          stages={list}
          onOpen={(deal) => dialogs.open({ kind: 'edit', deal })}
          onMove={onMove}
        />
      )}
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

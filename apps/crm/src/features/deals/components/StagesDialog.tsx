import { useState } from 'react';
import { Button, Dialog, Modal, Select, SelectItem, TextField } from '@crm/ui';
import { isApiError, type PipelineStage } from '@crm/api-client';
import {
  useCreatePipelineStage,
  useDeletePipelineStage,
  useRenamePipelineStage,
  useReorderPipelineStages,
} from '@crm/api-client/react';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatCountOf } from '../../../lib/formatCount';
import * as styles from './DealsScreen.css';

const messageOf = (failure: unknown, fallback: string) =>
  (isApiError(failure) && failure.serverMessage) || fallback;

/** One stage: renamed in place, moved left or right, deleted with its deals moved elsewhere. */
function StageRow({
  stage,
  stages,
  index,
}: {
  stage: PipelineStage;
  stages: PipelineStage[];
  index: number;
}) {
  const [name, setName] = useState(stage.name);
  const [moveTo, setMoveTo] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  // A refused delete is about where the deals go: said on that choice, not on the name.
  const [deleteError, setDeleteError] = useState<string>();
  const rename = useToastMutation(useRenamePipelineStage(), {
    success: 'Stage renamed',
    error: 'Failed to rename stage',
  });
  const reorder = useToastMutation(useReorderPipelineStages(), {
    success: 'Stages reordered',
    error: 'Failed to reorder stages',
  });
  const remove = useToastMutation(useDeletePipelineStage(), {
    success: 'Stage deleted',
    error: 'Failed to delete stage',
  });
  const others = stages.filter((s) => s.id !== stage.id);
  const swap = (by: -1 | 1) => {
    const ids = stages.map((s) => s.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutateAsync(ids).catch((f: unknown) => setError(messageOf(f, 'Failed to reorder')));
  };
  return (
    <li className={styles.card}>
      <div className={styles.cardBody} style={{ cursor: 'auto' }}>
        <form
          className={styles.toolbar}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            rename
              .mutateAsync({ id: stage.id, input: { name } })
              .catch((f: unknown) => setError(messageOf(f, 'Failed to rename stage')));
          }}
        >
          <TextField
            label={`Stage ${index + 1}`}
            value={name}
            onChange={(next) => {
              setName(next);
              setError(undefined);
            }}
            maxLength={60}
            isInvalid={error !== undefined}
            errorMessage={error}
          />
          <Button type="submit" variant="secondary" size="sm" isDisabled={name === stage.name}>
            Rename
          </Button>
        </form>
        <span className={styles.cardMeta}>
          {formatCountOf(stage.count, 'open deal', 'open deals')}
        </span>
        <div className={styles.toolbar}>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={index === 0 || reorder.isPending}
            onPress={() => swap(-1)}
            aria-label={`Move left: ${stage.name}`}
          >
            Move left
          </Button>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={index === stages.length - 1 || reorder.isPending}
            onPress={() => swap(1)}
            aria-label={`Move right: ${stage.name}`}
          >
            Move right
          </Button>
        </div>
        {others.length > 0 && (
          <div className={styles.toolbar}>
            <Select
              label={`Move ${stage.name}'s deals to`}
              selectedKey={moveTo}
              onSelectionChange={(key) => {
                setMoveTo(key === null ? null : Number(key));
                setDeleteError(undefined);
              }}
              items={others}
              placeholder="Choose a stage"
              isInvalid={deleteError !== undefined}
              errorMessage={deleteError}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
            <Button
              variant="destructive"
              size="sm"
              isDisabled={remove.isPending}
              onPress={() =>
                remove
                  .mutateAsync({ id: stage.id, moveTo: moveTo ?? undefined })
                  .catch((f: unknown) => setDeleteError(messageOf(f, 'Failed to delete stage')))
              }
              aria-label={`Delete stage ${stage.name}`}
            >
              Delete stage
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

/** The pipeline's stages: add, rename, reorder, and delete moving their deals. */
export function StagesDialog({
  isOpen,
  onOpenChange,
  stages,
}: DialogStateProps & { stages: PipelineStage[] }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const create = useToastMutation(useCreatePipelineStage(), {
    success: 'Stage added',
    error: 'Failed to add stage',
  });
  return (
    <Modal size="md" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title="Stages">
        <ol className={styles.cards} aria-label="Stages, left to right">
          {stages.map((stage, index) => (
            <StageRow
              key={`${stage.id}-${stage.name}`}
              stage={stage}
              stages={stages}
              index={index}
            />
          ))}
        </ol>
        <form
          className={styles.toolbar}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            create
              .mutateAsync({ name })
              .then(() => setName(''))
              .catch((f: unknown) => setError(messageOf(f, 'Failed to add stage')));
          }}
        >
          <TextField
            label="New stage"
            value={name}
            onChange={(next) => {
              setName(next);
              setError(undefined);
            }}
            maxLength={60}
            isInvalid={error !== undefined}
            errorMessage={error}
          />
          <Button type="submit" variant="secondary">
            Add stage
          </Button>
        </form>
        <Button variant="primary" onPress={() => onOpenChange(false)}>
          Done
        </Button>
      </Dialog>
    </Modal>
  );
}

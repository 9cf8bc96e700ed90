import { useState } from 'react';
import { Dialog, Modal, TextField } from '@crm/ui';
import { isApiError, type Segment } from '@crm/api-client';
import { useUpdateSegment } from '@crm/api-client/react';
import { FormActions } from '../../../components/FormActions';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as formStyles from '../../../styles/form.css';

/** Renames a segment: the whole segment goes again (PUT), its conditions unchanged. */
export function RenameSegmentDialog({
  isOpen,
  onOpenChange,
  segment,
}: DialogStateProps & { segment: Segment }) {
  const [name, setName] = useState(segment.name);
  const [error, setError] = useState<string>();
  const update = useToastMutation(useUpdateSegment(), {
    success: 'Segment renamed',
    error: 'Failed to rename segment',
  });
  const close = () => onOpenChange(false);
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title="Rename segment">
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!name.trim()) {
              setError('Name is required');
              return;
            }
            update
              .mutateAsync({
                id: segment.id,
                input: { name: name.trim(), conditions: segment.conditions },
              })
              .then(close)
              .catch((failure: unknown) =>
                setError(isApiError(failure) ? failure.serverMessage : 'Failed to rename segment'),
              );
          }}
        >
          <TextField
            label="Name"
            value={name}
            onChange={(next) => {
              setName(next);
              setError(undefined);
            }}
            isInvalid={error !== undefined}
            errorMessage={error}
            maxLength={200}
          />
          <FormActions
            onCancel={close}
            submitLabel="Rename"
            pendingLabel="Renaming..."
            isSubmitting={update.isPending}
          />
        </form>
      </Dialog>
    </Modal>
  );
}

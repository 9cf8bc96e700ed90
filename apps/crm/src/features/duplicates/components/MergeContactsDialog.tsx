import { useState } from 'react';
import { Dialog, Modal, Radio, RadioGroup } from '@crm/ui';
import type { DuplicateGroup, MergeField } from '@crm/api-client';
import { useMergeContacts } from '@crm/api-client/react';
import { FormActions } from '../../../components/FormActions';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as screen from '../../../styles/screen.css';
import {
  defaultPicks,
  MERGE_FIELD_LABELS,
  mergeChoices,
  mergeInput,
  unitedTags,
} from '../lib/mergePlan';
import * as styles from './DuplicatesScreen.css';

export interface MergeContactsDialogProps extends DialogStateProps {
  /** The contacts to merge into one: the first (the oldest) is kept, with its history. */
  group: Pick<DuplicateGroup, 'contacts'>;
}

/**
 * Merges a group of duplicates into one contact: for each field the contacts do not share, a
 * choice of whose value to keep; tags and custom fields are united, and every email, open, click,
 * workflow, consent, note, task and deal moves to the contact kept.
 */
export function MergeContactsDialog({ isOpen, onOpenChange, group }: MergeContactsDialogProps) {
  const { contacts } = group;
  const [picks, setPicks] = useState(() => defaultPicks(contacts));
  const merge = useToastMutation(useMergeContacts(), {
    success: ({ merged }) => `${merged + 1} contacts merged into one`,
    error: 'Failed to merge contacts',
  });
  const choices = mergeChoices(contacts);
  const tags = unitedTags(contacts);
  const pick = (field: MergeField, id: string) => setPicks((p) => ({ ...p, [field]: Number(id) }));
  return (
    <Modal size="md" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={`Merge ${contacts.length} contacts`}
        description="Their emails, opens, clicks, workflows, consents, notes, tasks and deals move to the contact kept. This cannot be undone."
      >
        <form
          className={styles.mergeForm}
          onSubmit={(event) => {
            event.preventDefault();
            merge.mutate(mergeInput(group, picks), { onSuccess: () => onOpenChange(false) });
          }}
        >
          {choices.length === 0 ? (
            <p className={screen.muted}>Their fields are the same: nothing to choose.</p>
          ) : (
            choices.map(({ field, choices: options }) => (
              <RadioGroup
                key={field}
                label={MERGE_FIELD_LABELS[field]}
                value={String(picks[field])}
                onChange={(id) => pick(field, id)}
                description={
                  field === 'status' && options.some((o) => o.isDisabled)
                    ? 'One of them unsubscribed or bounced: that status stays.'
                    : undefined
                }
              >
                {options.map((option) => (
                  <Radio
                    key={option.contactId}
                    value={String(option.contactId)}
                    isDisabled={option.isDisabled}
                  >
                    {option.label}
                  </Radio>
                ))}
              </RadioGroup>
            ))
          )}
          <div>
            <p className={styles.label}>Tags after the merge</p>
            <p className={screen.muted}>{tags.length > 0 ? tags.join(', ') : 'None'}</p>
          </div>
          <p className={screen.muted}>
            Custom fields are united; where two hold a value, the kept contact's stays.
          </p>
          <FormActions
            onCancel={() => onOpenChange(false)}
            submitLabel="Merge"
            pendingLabel="Merging..."
            isSubmitting={merge.isPending}
          />
        </form>
      </Dialog>
    </Modal>
  );
}

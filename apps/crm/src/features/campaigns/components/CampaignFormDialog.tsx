import { useMemo, useState } from 'react';
import { Button, TextField, toast } from '@crm/ui';
import { CampaignCreateInputSchema, type EmailTemplate } from '@crm/api-client';
import { useCreateCampaign, useUpdateCampaign } from '@crm/api-client/react';
import { renderDesign, type Design } from '@crm/email-builder';
import { DesignDialog } from '../../../components/DesignDialog';
import * as dialogStyles from '../../../components/DesignDialog.css';
import { EmailDesignEditor } from '../../../components/EmailDesignEditor';
import { useDesignForm } from '../../../hooks/useDesignForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { designOf } from '../../../lib/designOf';
import { isInPast, ScheduledAtField } from './ScheduledAtField';
import { TemplatePickerDialog } from './TemplatePickerDialog';
import * as styles from './CampaignsScreen.css';

/** What the dialog opens with: a campaign to edit (with its id), or the start of a new one. */
export interface CampaignDraft {
  id?: number;
  name: string;
  subject: string;
  /** The HTML the design renders to; kept as given until the design changes. */
  content: string;
  design: Design;
  /** UTC ISO string, or '' for none. */
  scheduledAt: string;
}

/** A new campaign's draft from a template (the Templates dialog): its subject, content and design. */
export function draftFromTemplate(template: EmailTemplate): CampaignDraft {
  const design = designOf(template);
  return {
    name: '',
    subject: template.subject,
    content: template.design ? renderDesign(design) : template.content || renderDesign(design),
    design,
    scheduledAt: '',
  };
}

/** Spec: picking a template fills subject and content and says so. */
export const showTemplateApplied = (template: EmailTemplate) =>
  toast({ title: 'Template Applied', description: template.name, variant: 'success' });

export interface CampaignFormDialogProps {
  /** The campaign to edit (a draft), or a new one when it has no id. */
  draft: CampaignDraft;
  /** Called when the dialog closes: saved, cancelled or discarded. */
  onClose: () => void;
}

/**
 * Create Campaign and Edit Campaign (spec sections 2 and 5): name, subject and content required;
 * the content is designed in the builder, or started from a template; an optional scheduled date
 * makes the campaign scheduled, otherwise it stays a draft. Mount with a `key` per draft.
 */
export function CampaignFormDialog({ draft, onClose }: CampaignFormDialogProps) {
  const isEdit = Boolean(draft.id);
  const initialValues = useMemo(
    () => ({
      name: draft.name,
      subject: draft.subject,
      content: draft.content,
      scheduledAt: draft.scheduledAt,
    }),
    [draft],
  );
  const { form, design, setDesign, isDirty } = useDesignForm(
    CampaignCreateInputSchema,
    initialValues,
    draft.design,
  );
  const [isPicking, setPicking] = useState(false);
  const create = useToastMutation(useCreateCampaign(), {
    success: 'Campaign created successfully',
    error: 'Failed to create campaign',
  });
  const update = useToastMutation(useUpdateCampaign(), {
    success: 'Campaign updated successfully',
    error: 'Failed to update campaign',
  });

  const submit = form.handleSubmit(async (values) => {
    // The field already shows why; a past schedule would be due the moment it is saved.
    if (isInPast(form.values.scheduledAt)) return;
    const input = {
      name: values.name,
      subject: values.subject,
      content: values.content,
      design: JSON.stringify(design),
      scheduledAt: values.scheduledAt,
      status: values.scheduledAt ? ('scheduled' as const) : ('draft' as const),
    };
    if (draft.id) await update.mutateAsync({ id: draft.id, input });
    else await create.mutateAsync(input);
    onClose();
  });

  return (
    <DesignDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDirty={isDirty}
      title={isEdit ? 'Edit Campaign' : 'Create Campaign'}
      description={
        isEdit
          ? 'Change this draft before it is scheduled or sent.'
          : 'Design an email and choose when it goes out.'
      }
    >
      {(requestClose) => (
        <form className={dialogStyles.form} onSubmit={submit} noValidate>
          <div className={dialogStyles.fieldRow}>
            <TextField label="Campaign Name" {...form.field('name')} />
            <TextField label="Email Subject" {...form.field('subject')} />
          </div>
          <ScheduledAtField
            value={form.values.scheduledAt}
            onChange={(value) => form.setValue('scheduledAt', value)}
            errorMessage={form.errors.scheduledAt}
          />
          <div className={styles.toolbarActions}>
            <Button variant="secondary" size="sm" onPress={() => setPicking(true)}>
              Use a Template
            </Button>
          </div>
          <EmailDesignEditor label="Content" design={design} onChange={setDesign} />
          {form.errors.content && (
            <p className={styles.fieldError} role="alert">
              {form.errors.content}
            </p>
          )}
          <div className={dialogStyles.actions}>
            <Button variant="secondary" onPress={requestClose}>
              Cancel
            </Button>
            <Button type="submit" isDisabled={form.isSubmitting}>
              {form.isSubmitting ? 'Saving...' : isEdit ? 'Save Changes' : 'Create Campaign'}
            </Button>
          </div>
          <TemplatePickerDialog
            isOpen={isPicking}
            onOpenChange={setPicking}
            onPick={(template) => {
              const next = draftFromTemplate(template);
              form.setValue('subject', next.subject);
              setDesign(next.design);
              // After setDesign: a template saved without a design keeps its own HTML.
              form.setValue('content', next.content);
              showTemplateApplied(template);
            }}
          />
        </form>
      )}
    </DesignDialog>
  );
}

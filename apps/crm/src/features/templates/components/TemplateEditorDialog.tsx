import { useMemo } from 'react';
import { Button, Select, SelectItem, TextField } from '@crm/ui';
import { EmailTemplateInputSchema, TEMPLATE_TYPES } from '@crm/api-client';
import { useCreateEmailTemplate, useUpdateEmailTemplate } from '@crm/api-client/react';
import { renderDesign } from '@crm/email-builder';
import { DesignDialog } from '../../../components/DesignDialog';
import * as styles from '../../../components/DesignDialog.css';
import { EmailDesignEditor } from '../../../components/EmailDesignEditor';
import { useDesignForm } from '../../../hooks/useDesignForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import type { TemplateDraft } from '../templateDraft';
import { templateTypeLabel } from '../templateTypeLabel';

export interface TemplateEditorDialogProps {
  /** The template to edit, or a new one / a copy when it has no id (or id 0). */
  draft: TemplateDraft;
  /** Called when the dialog closes: saved, cancelled or discarded. */
  onClose: () => void;
}

/**
 * The Create and Edit template dialogs (spec section 2): Template Name, Template Type, Email
 * Subject and the Email Design (builder and palette). Saving sends the rendered HTML as `content`
 * and the design as a JSON string. Mount it with a `key` per draft: its state starts from `draft`.
 */
export function TemplateEditorDialog({ draft, onClose }: TemplateEditorDialogProps) {
  const isEdit = Boolean(draft.id);
  const initialValues = useMemo(
    () => ({ name: draft.name, subject: draft.subject, templateType: draft.templateType }),
    [draft],
  );
  const { form, design, setDesign, isDirty } = useDesignForm(
    EmailTemplateInputSchema,
    initialValues,
    draft.design,
  );
  const create = useToastMutation(useCreateEmailTemplate(), {
    success: 'Email template created successfully',
    error: 'Failed to create email template. Please make sure all fields are filled correctly.',
  });
  const update = useToastMutation(useUpdateEmailTemplate(), {
    success: 'Email template updated successfully',
    error: 'Failed to update email template',
  });

  const submit = form.handleSubmit(async (values) => {
    const input = { ...values, content: renderDesign(design), design: JSON.stringify(design) };
    if (draft.id) await update.mutateAsync({ id: draft.id, input });
    else await create.mutateAsync(input);
    onClose();
  });

  return (
    <DesignDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDirty={isDirty}
      title={isEdit ? 'Edit Email Template' : 'Create Email Template'}
      description={
        isEdit ? 'Change the template and save it.' : 'Design a reusable email for your campaigns.'
      }
    >
      {(requestClose) => (
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.fieldRow}>
            <TextField label="Template Name" {...form.field('name')} />
            <Select label="Template Type" {...form.field('templateType')}>
              {TEMPLATE_TYPES.map((type) => (
                <SelectItem key={type} id={type}>
                  {templateTypeLabel(type)}
                </SelectItem>
              ))}
            </Select>
          </div>
          <TextField label="Email Subject" {...form.field('subject')} />
          <EmailDesignEditor design={design} onChange={setDesign} />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={requestClose}>
              Cancel
            </Button>
            <Button type="submit" isDisabled={form.isSubmitting}>
              {form.isSubmitting ? 'Saving...' : isEdit ? 'Update Template' : 'Save Template'}
            </Button>
          </div>
        </form>
      )}
    </DesignDialog>
  );
}

import { useMemo } from 'react';
import { Button, TextField } from '@crm/ui';
import { CampaignTemplateFormSchema } from '@crm/api-client';
import { useCreateEmailTemplate } from '@crm/api-client/react';
import { defaultDesign, renderDesign } from '@crm/email-builder';
import { DesignDialog } from '../../../components/DesignDialog';
import * as dialogStyles from '../../../components/DesignDialog.css';
import { EmailDesignEditor } from '../../../components/EmailDesignEditor';
import { useDesignForm } from '../../../hooks/useDesignForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as styles from './CampaignsScreen.css';

export interface CreateTemplateDialogProps {
  /** Called when the dialog closes: created, cancelled or discarded. */
  onClose: () => void;
}

/**
 * The Campaigns page's Create Email Template dialog (spec section 2): name, subject and content, all
 * required. The content is designed in the builder; its design is kept too, so the template opens
 * in the builder later on the Email Templates page.
 */
export function CreateTemplateDialog({ onClose }: CreateTemplateDialogProps) {
  const initialValues = useMemo(
    () => ({ name: '', subject: '', content: renderDesign(defaultDesign) }),
    [],
  );
  const { form, design, setDesign, isDirty } = useDesignForm(
    CampaignTemplateFormSchema,
    initialValues,
    defaultDesign,
  );
  const create = useToastMutation(useCreateEmailTemplate(), {
    success: 'Email template created successfully',
    error: 'Failed to create email template',
  });

  const submit = form.handleSubmit(async (values) => {
    await create.mutateAsync({ ...values, design: JSON.stringify(design) });
    onClose();
  });

  return (
    <DesignDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDirty={isDirty}
      title="Create Email Template"
      description="Save a design to reuse in your campaigns."
    >
      {(requestClose) => (
        <form className={dialogStyles.form} onSubmit={submit} noValidate>
          <div className={dialogStyles.fieldRow}>
            <TextField label="Template Name" {...form.field('name')} />
            <TextField label="Email Subject" {...form.field('subject')} />
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
              {form.isSubmitting ? 'Creating...' : 'Create Template'}
            </Button>
          </div>
        </form>
      )}
    </DesignDialog>
  );
}

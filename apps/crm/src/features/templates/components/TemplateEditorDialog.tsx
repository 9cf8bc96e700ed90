import { Select, SelectItem, TextField } from '@crm/ui';
import {
  CampaignTemplateFormSchema,
  EmailTemplateInputSchema,
  TEMPLATE_TYPES,
  type EmailTemplate,
} from '@crm/api-client';
import { useCreateEmailTemplate, useUpdateEmailTemplate } from '@crm/api-client/react';
import { renderDesign } from '@crm/email-builder';
import { FormActions } from '../../../components/FormActions';
import { DesignDialog } from '../../../components/DesignDialog';
import { EmailDesignEditor } from '../../../components/EmailDesignEditor';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as formStyles from '../../../styles/form.css';
import { NEW_TEMPLATE_DRAFT, type TemplateDraft } from '../../../lib/templateDraft';
import { templateTypeLabel } from '../lib/templateTypeLabel';

/** Where the dialog opens: the Email Templates page, or the Campaigns page's Create Email Template. */
export const templateEditorContexts = ['templates', 'campaigns'] as const;
export type TemplateEditorContext = (typeof templateEditorContexts)[number];

/**
 * What differs by page (spec sections 2, 5 and 8): the Campaigns page asks for name, subject and
 * content (no type) and has its own failure text; the Templates page asks for name and subject.
 */
const CONTEXTS = {
  templates: {
    schema: EmailTemplateInputSchema,
    createError:
      'Failed to create email template. Please make sure all fields are filled correctly.',
    description: 'Design a reusable email for your campaigns.',
    submit: ['Save Template', 'Saving...'],
  },
  campaigns: {
    schema: CampaignTemplateFormSchema,
    createError: 'Failed to create email template',
    description: 'Save a design to reuse in your campaigns.',
    submit: ['Create Template', 'Creating...'],
  },
} as const;

export interface TemplateEditorDialogProps extends DialogStateProps {
  /**
   * The template to edit, or a new one / a copy when it has no id (or id 0).
   * @default a new newsletter of the builder's starter design
   */
  draft?: TemplateDraft;
  /**
   * The page it opens on: `campaigns` is the Campaigns page's Create Email Template.
   * @default 'templates'
   */
  context?: TemplateEditorContext;
  /**
   * Called with the saved template before the dialog closes: a screen that opened the builder in
   * place (a workflow's email step, a form's confirmation email) picks what was just saved.
   */
  onSaved?: (template: EmailTemplate) => void;
}

/**
 * The one dialog that creates and edits email templates (spec section 2): Template Name, Template
 * Type (on the Templates page), Email Subject and the Email Design (builder and palette). Saving
 * sends the rendered HTML as `content` and the design as a JSON string. Its state starts from
 * `draft`: give each opening its own `key`.
 */
export function TemplateEditorDialog({
  isOpen,
  onOpenChange,
  draft = NEW_TEMPLATE_DRAFT,
  context = 'templates',
  onSaved,
}: TemplateEditorDialogProps) {
  const isEdit = Boolean(draft.id);
  const page = CONTEXTS[context];
  const { id: _id, ...initialValues } = draft;
  const form = useForm(page.schema, initialValues, {
    toInput: ({ design, ...values }) => ({
      ...values,
      content: renderDesign(design),
      design: JSON.stringify(design),
    }),
  });
  const create = useToastMutation(useCreateEmailTemplate(), {
    success: 'Email template created successfully',
    error: page.createError,
  });
  const update = useToastMutation(useUpdateEmailTemplate(), {
    success: 'Email template updated successfully',
    error: 'Failed to update email template',
  });

  const submit = form.handleSubmit(async (input) => {
    const saved = draft.id
      ? await update.mutateAsync({ id: draft.id, input })
      : await create.mutateAsync(input);
    onSaved?.(saved);
    onOpenChange(false);
  });
  const [submitLabel, pendingLabel] = isEdit ? ['Update Template', 'Saving...'] : page.submit;

  return (
    <DesignDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDirty={form.isDirty}
      title={isEdit ? 'Edit Email Template' : 'Create Email Template'}
      description={isEdit ? 'Change the template and save it.' : page.description}
    >
      {(requestClose) => (
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <div className={formStyles.fieldRow}>
            <TextField label="Template Name" {...form.field('name')} />
            {context === 'templates' ? (
              <Select label="Template Type" {...form.field('templateType')}>
                {TEMPLATE_TYPES.map((type) => (
                  <SelectItem key={type} id={type}>
                    {templateTypeLabel(type)}
                  </SelectItem>
                ))}
              </Select>
            ) : (
              <TextField label="Email Subject" {...form.field('subject')} />
            )}
          </div>
          {context === 'templates' && (
            <TextField label="Email Subject" {...form.field('subject')} />
          )}
          <EmailDesignEditor
            label={context === 'campaigns' ? 'Content' : undefined}
            design={form.values.design}
            onChange={(design) => form.setValue('design', design)}
            errorMessage={form.errors.content}
          />
          <FormActions
            isSticky
            onCancel={requestClose}
            submitLabel={submitLabel}
            pendingLabel={pendingLabel}
            isSubmitting={form.isSubmitting}
          />
        </form>
      )}
    </DesignDialog>
  );
}

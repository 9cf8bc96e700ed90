import { Button, TextField, toast } from '@crm/ui';
import {
  type AbTestSettings,
  type CampaignAudienceChoice,
  CampaignCreateInputSchema,
  EMPTY_AUDIENCE,
  type EmailTemplate,
} from '@crm/api-client';
import { useCreateCampaign, useUpdateCampaign } from '@crm/api-client/react';
import { renderDesign, type Design } from '@crm/email-builder';
import { FormActions } from '../../../components/FormActions';
import { DesignDialog } from '../../../components/DesignDialog';
import { EmailDesignEditor } from '../../../components/EmailDesignEditor';
import { type DialogStateProps, useDialogState } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { designOf } from '../../../lib/designOf';
import * as formStyles from '../../../styles/form.css';
import { AbTestFields } from './AbTestFields';
import { AudienceFields } from './AudienceFields';
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
  /** Segments and tags it goes to besides its added contacts. */
  audience: CampaignAudienceChoice;
  /** Its A/B subject test, or null for none. */
  abTest: AbTestSettings | null;
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
    audience: EMPTY_AUDIENCE,
    abTest: null,
  };
}

/** Spec: picking a template fills subject and content and says so. */
export const showTemplateApplied = (template: EmailTemplate) =>
  toast({ title: 'Template Applied', description: template.name, variant: 'success' });

/** Variant A of a test is the campaign's own subject, whatever it was when the test began. */
const withSubjectA = (abTest: AbTestSettings | null, subject: string) =>
  abTest && {
    ...abTest,
    variants: abTest.variants.map((variant, i) => (i === 0 ? { ...variant, subject } : variant)),
  };

export interface CampaignFormDialogProps extends DialogStateProps {
  /** The campaign to edit (a draft), or a new one when it has no id. */
  draft: CampaignDraft;
}

/**
 * Create Campaign and Edit Campaign (spec sections 2 and 5): name, subject and content required;
 * the content is designed in the builder, or started from a template; an optional scheduled date
 * makes the campaign scheduled, otherwise it stays a draft. Its state starts from `draft`: give
 * each opening its own `key`.
 */
export function CampaignFormDialog({ isOpen, onOpenChange, draft }: CampaignFormDialogProps) {
  const isEdit = Boolean(draft.id);
  const { id: _id, ...initialValues } = draft;
  const form = useForm(CampaignCreateInputSchema, initialValues, {
    toInput: ({ design, abTest, ...values }) => ({
      ...values,
      design: JSON.stringify(design),
      abTest: withSubjectA(abTest, values.subject),
    }),
  });
  const picker = useDialogState<{ kind: 'templates' }>();
  const create = useToastMutation(useCreateCampaign(), {
    success: 'Campaign created successfully',
    error: 'Failed to create campaign',
  });
  const update = useToastMutation(useUpdateCampaign(), {
    success: 'Campaign updated successfully',
    error: 'Failed to update campaign',
  });

  // The HTML follows the design once it changes; until then a template's own HTML is kept. By
  // value: the builder may hand back an equal copy of the design it was given.
  const setDesign = (design: Design) => {
    if (JSON.stringify(design) === JSON.stringify(form.values.design)) return;
    form.setValue('design', design);
    form.setValue('content', renderDesign(design));
  };

  const submit = form.handleSubmit(async (values) => {
    // The field already shows why; a past schedule would be due the moment it is saved.
    if (isInPast(form.values.scheduledAt)) return;
    const input = {
      name: values.name,
      subject: values.subject,
      content: values.content,
      design: values.design,
      scheduledAt: values.scheduledAt,
      audience: values.audience,
      abTest: values.abTest,
      status: values.scheduledAt ? ('scheduled' as const) : ('draft' as const),
    };
    if (draft.id) await update.mutateAsync({ id: draft.id, input });
    else await create.mutateAsync(input);
    onOpenChange(false);
  });

  return (
    <DesignDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDirty={form.isDirty}
      title={isEdit ? 'Edit Campaign' : 'Create Campaign'}
      description={
        isEdit
          ? 'Change this draft before it is scheduled or sent.'
          : 'Design an email and choose when it goes out.'
      }
    >
      {(requestClose) => (
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <div className={formStyles.fieldRow}>
            <TextField label="Campaign Name" {...form.field('name')} />
            <TextField label="Email Subject" {...form.field('subject')} />
          </div>
          <ScheduledAtField
            value={form.values.scheduledAt}
            onChange={(value) => form.setValue('scheduledAt', value)}
            errorMessage={form.errors.scheduledAt}
          />
          <AudienceFields
            value={form.values.audience}
            onChange={(audience) => form.setValue('audience', audience)}
            campaignId={draft.id}
          />
          <AbTestFields
            value={form.values.abTest}
            onChange={(abTest) => form.setValue('abTest', abTest)}
            subject={form.values.subject}
            errorMessage={form.errors.abTest}
          />
          <div className={styles.toolbarActions}>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => picker.open({ kind: 'templates' })}
            >
              Use a Template
            </Button>
          </div>
          <EmailDesignEditor
            label="Content"
            design={form.values.design}
            onChange={setDesign}
            errorMessage={form.errors.content}
          />
          <FormActions
            isSticky
            onCancel={requestClose}
            submitLabel={isEdit ? 'Save Changes' : 'Create Campaign'}
            pendingLabel="Saving..."
            isSubmitting={form.isSubmitting}
          />
          <TemplatePickerDialog
            {...picker.modal}
            onPick={(template) => {
              const next = draftFromTemplate(template);
              form.setValue('subject', next.subject);
              form.setValue('design', next.design);
              // A template saved without a design keeps its own HTML.
              form.setValue('content', next.content);
              showTemplateApplied(template);
            }}
          />
        </form>
      )}
    </DesignDialog>
  );
}

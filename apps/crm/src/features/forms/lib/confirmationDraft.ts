import { CONFIRM_URL_MERGE_TAG, type EmailTemplate } from '@crm/api-client';
import {
  DEFAULT_EMAIL_STYLE,
  DESIGN_VERSION,
  ELEMENT_DEFAULTS,
  type Design,
  mergeTagText,
} from '@crm/email-builder';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import type { TemplateDraft } from '../../../lib/templateDraft';

/**
 * The email builder in a dialog, composed in by the route (the templates area's dialog): it opens
 * on `draft` and hands back what it saved.
 */
export interface EmailDesignerProps extends DialogStateProps {
  /** The template to change, or a new one when it has no id. */
  draft: TemplateDraft;
  /** Called with the saved template, before the dialog closes. */
  onSaved: (template: EmailTemplate) => void;
}

/**
 * A confirmation email to start from, in the standard email's words: its button goes to the
 * subscriber's own signed link (`{{confirmUrl}}`), which the server requires.
 */
export const CONFIRMATION_DESIGN: Design = {
  version: DESIGN_VERSION,
  style: { ...DEFAULT_EMAIL_STYLE },
  elements: [
    {
      id: 'header-confirm',
      type: 'header',
      content: 'Please confirm your subscription',
      settings: { ...ELEMENT_DEFAULTS.header.settings },
    },
    {
      id: 'text-confirm',
      type: 'text',
      content: `Thank you for subscribing with ${mergeTagText('email')}. Please confirm that you want to receive our emails:`,
      settings: { ...ELEMENT_DEFAULTS.text.settings },
    },
    {
      id: 'button-confirm',
      type: 'button',
      content: 'Confirm my subscription',
      settings: { ...ELEMENT_DEFAULTS.button.settings, url: mergeTagText(CONFIRM_URL_MERGE_TAG) },
    },
    {
      id: 'text-confirm-note',
      type: 'text',
      content:
        'The link works for 7 days. If you did not subscribe, ignore this email: you will not hear from us.',
      settings: { ...ELEMENT_DEFAULTS.text.settings, fontSize: '14px' },
    },
  ],
};

/** A new confirmation email for the form named `formName`. */
export const newConfirmationDraft = (formName: string): TemplateDraft => ({
  name: `${formName.trim() || 'Signup form'}: confirmation`,
  subject: 'Please confirm your subscription',
  templateType: 'welcome',
  design: CONFIRMATION_DESIGN,
});

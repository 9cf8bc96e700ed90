import type { EmailTemplate, TemplateType } from '@crm/api-client';
import { defaultDesign, type Design } from '@crm/email-builder';
import { designOf } from './designOf';

/**
 * What the template dialog opens with (the templates page, or a screen that designs an email in
 * place): no id (or 0) means a new template or a copy.
 */
export interface TemplateDraft {
  id?: number;
  name: string;
  subject: string;
  templateType: TemplateType;
  design: Design;
}

/** A new template: a newsletter of the builder's starter design, named by whoever opens it. */
export const NEW_TEMPLATE_DRAFT: TemplateDraft = {
  name: '',
  subject: '',
  templateType: 'newsletter',
  design: defaultDesign,
};

/** The edit dialog's draft of a saved template. */
export function draftOf(template: EmailTemplate): TemplateDraft {
  return {
    id: template.id,
    name: template.name,
    subject: template.subject,
    templateType: template.templateType,
    design: designOf(template),
  };
}

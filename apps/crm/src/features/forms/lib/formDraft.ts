import {
  CUSTOM_FIELD_PREFIX,
  type Form,
  type FormContactField,
  type FormFieldType,
  type FormInput,
  type FormLook,
} from '@crm/api-client';

/** A question as the editor holds it: text boxes hold text, choices one per line. */
export interface FieldDraft {
  key: string;
  type: FormFieldType;
  label: string;
  placeholder: string;
  required: boolean;
  /** A choice list's choices, one per line. */
  options: string;
}

/** What the Create and Edit Form dialogs edit; `toFormInput` turns it into the contract's input. */
export type FormDraft = {
  name: string;
  fields: FieldDraft[];
  consentEnabled: boolean;
  consent: string;
  consentRequired: boolean;
  /** Comma-separated. */
  tags: string;
  leadSource: string;
  doubleOptIn: boolean;
  proofOfWork: boolean;
  /** What the person sees after subscribing: the thank-you message or another page. */
  after: 'message' | 'redirect';
  thankYouMessage: string;
  redirectUrl: string;
  /** One web address a line. */
  allowedOrigins: string;
  /** The template of the confirmation email; null: the standard email. */
  confirmationTemplateId: number | null;
  /** The hosted page's palette; null: the standard look. */
  look: FormLook | null;
};

/** The contact's own fields a form may ask for, with the label a new form gives each. */
export const CONTACT_FIELD_LABELS: Record<FormContactField, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  company: 'Company',
  position: 'Position',
};

/** The types a custom field may have, as the editor names them. */
export const CUSTOM_FIELD_TYPES = [
  { id: 'text', label: 'Text' },
  { id: 'number', label: 'Number' },
  { id: 'date', label: 'Date' },
  { id: 'choice', label: 'Choice list' },
  { id: 'checkbox', label: 'Checkbox' },
] as const satisfies readonly { id: FormFieldType; label: string }[];

export const DEFAULT_THANK_YOU = 'Thank you! Please check your inbox to confirm your subscription.';

export const isCustomField = (key: string) => key.startsWith(CUSTOM_FIELD_PREFIX);

/** A contact field as a new question: email is always asked and required. */
export const contactFieldDraft = (key: FormContactField): FieldDraft => ({
  key,
  type: key === 'email' ? 'email' : 'text',
  label: CONTACT_FIELD_LABELS[key],
  placeholder: '',
  required: key === 'email',
  options: '',
});

export const customFieldDraft = (): FieldDraft => ({
  key: CUSTOM_FIELD_PREFIX,
  type: 'text',
  label: '',
  placeholder: '',
  required: false,
  options: '',
});

/** A new form: email and first name, a consent box, double opt-in on (issue 28 §1). */
export const EMPTY_FORM: FormDraft = {
  name: '',
  fields: [contactFieldDraft('email'), contactFieldDraft('firstName')],
  consentEnabled: true,
  consent: 'I agree to receive emails from you and know I can unsubscribe at any time.',
  consentRequired: true,
  tags: '',
  leadSource: '',
  doubleOptIn: true,
  proofOfWork: false,
  after: 'message',
  thankYouMessage: DEFAULT_THANK_YOU,
  redirectUrl: '',
  allowedOrigins: '',
  confirmationTemplateId: null,
  look: null,
};

/** A stored form as the editor holds it. */
export const formToDraft = (form: Form): FormDraft => ({
  name: form.name,
  fields: form.fields.map((field) => ({
    key: field.key,
    type: field.type,
    label: field.label,
    placeholder: field.placeholder ?? '',
    required: field.required,
    options: field.options.join('\n'),
  })),
  consentEnabled: form.consent !== null,
  consent: form.consent?.text ?? EMPTY_FORM.consent,
  consentRequired: form.consent?.required ?? true,
  tags: form.tags.join(', '),
  leadSource: form.leadSource ?? '',
  doubleOptIn: form.doubleOptIn,
  proofOfWork: form.proofOfWork,
  after: form.redirectUrl ? 'redirect' : 'message',
  thankYouMessage: form.thankYouMessage,
  redirectUrl: form.redirectUrl ?? '',
  allowedOrigins: form.allowedOrigins.join('\n'),
  confirmationTemplateId: form.confirmationTemplateId,
  look: form.look,
});

const splitList = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The editor's values as `FormInputSchema` reads them: its messages then name the editor's boxes. */
export const toFormInput = (draft: FormDraft): FormInput => ({
  name: draft.name,
  fields: draft.fields.map((field) => ({
    key: field.key,
    type: field.type,
    label: field.label,
    placeholder: field.placeholder,
    required: field.required,
    options: field.type === 'choice' ? splitList(field.options, /\n/) : [],
  })),
  consent: draft.consentEnabled ? { text: draft.consent, required: draft.consentRequired } : null,
  tags: splitList(draft.tags, /,/),
  leadSource: draft.leadSource,
  doubleOptIn: draft.doubleOptIn,
  proofOfWork: draft.proofOfWork,
  thankYouMessage: draft.thankYouMessage,
  redirectUrl: draft.after === 'redirect' ? draft.redirectUrl : null,
  allowedOrigins: splitList(draft.allowedOrigins, /\s+/),
  confirmationTemplateId: draft.confirmationTemplateId,
  look: draft.look,
});

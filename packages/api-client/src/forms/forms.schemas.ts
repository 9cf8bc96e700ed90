import * as v from 'valibot';
import { EmailSchema } from '../auth/auth.schemas';
import {
  contractObject,
  FIELD_LIMITS,
  IdSchema,
  IsoDateTimeSchema,
  optionalText,
  requiredText,
} from '../common/common.schemas';

/** The contact's own fields a form may ask for (issue 28 §1); `email` is always on a form. */
export const FORM_CONTACT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'company',
  'position',
] as const;
export type FormContactField = (typeof FORM_CONTACT_FIELDS)[number];

/** How a field is asked: the contact's fields are text (email an address), custom fields any. */
export const FORM_FIELD_TYPES = ['email', 'text', 'number', 'date', 'choice', 'checkbox'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** A custom field's key on a form: `custom:<name>`, stored in the contact's `customFields[name]`. */
export const CUSTOM_FIELD_PREFIX = 'custom:';

/** Caps of a form's definition and of what a submission may carry. */
export const FORM_LIMITS = {
  fields: 30,
  label: 200,
  placeholder: 200,
  options: 50,
  option: 100,
  consentText: 2_000,
  thankYou: 2_000,
  url: 2_000,
  origins: 20,
  /** Characters of one submitted text answer. */
  answer: 1_000,
  /** Bytes of a whole submission body (form-encoded or JSON). */
  submissionBytes: 16 * 1024,
} as const;

const CUSTOM_NAME = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

const isContactField = (key: string): key is FormContactField =>
  (FORM_CONTACT_FIELDS as readonly string[]).includes(key);

/** One question of a form. `options` only for a choice list. */
export const FormFieldSchema = v.pipe(
  contractObject({
    key: v.pipe(
      v.string('Each field needs a key'),
      v.trim(),
      v.check(
        (key) =>
          isContactField(key) ||
          (key.startsWith(CUSTOM_FIELD_PREFIX) &&
            CUSTOM_NAME.test(key.slice(CUSTOM_FIELD_PREFIX.length))),
        `A field must be one of ${FORM_CONTACT_FIELDS.join(', ')} or custom:<name> (letters, digits and _, starting with a letter)`,
      ),
    ),
    type: v.picklist(FORM_FIELD_TYPES, `Field type must be one of ${FORM_FIELD_TYPES.join(', ')}`),
    label: requiredText('Each field needs a label', 'Label', FORM_LIMITS.label),
    placeholder: optionalText('Placeholder', FORM_LIMITS.placeholder),
    required: v.optional(v.boolean('Required must be true or false'), false),
    options: v.optional(
      v.pipe(
        v.array(
          requiredText('Choices cannot be blank', 'A choice', FORM_LIMITS.option),
          'Choices must be a list of text',
        ),
        v.maxLength(
          FORM_LIMITS.options,
          `A choice list has at most ${FORM_LIMITS.options} choices`,
        ),
      ),
      () => [],
    ),
  }),
  v.check(
    (field) =>
      field.key === 'email'
        ? field.type === 'email'
        : isContactField(field.key)
          ? field.type === 'text'
          : field.type !== 'email',
    'The email field is of type email, the contact’s other fields of type text, and custom fields text, number, date, choice or checkbox',
  ),
  v.check(
    (field) => field.type !== 'choice' || field.options.length > 0,
    'A choice list needs at least one choice',
  ),
);
export type FormField = v.InferOutput<typeof FormFieldSchema>;

const originSchema = v.pipe(
  v.string('Allowed origins must be a list of web addresses'),
  v.trim(),
  v.check((text) => {
    try {
      const url = new URL(text);
      return /^https?:$/.test(url.protocol) && url.origin === text.replace(/\/$/, '');
    } catch {
      return false;
    }
  }, 'An allowed origin is a web address with no path, such as https://www.example.com'),
  v.transform((text) => new URL(text).origin),
);

const redirectSchema = v.nullable(
  v.pipe(
    v.string('Redirect URL must be text'),
    v.trim(),
    v.maxLength(FORM_LIMITS.url, `Redirect URL must be at most ${FORM_LIMITS.url} characters`),
    v.check((text) => {
      if (text === '') return true;
      try {
        return /^https?:$/.test(new URL(text).protocol);
      } catch {
        return false;
      }
    }, 'Redirect URL must be a web address starting with https:// or http://'),
    v.transform((text): string | null => (text === '' ? null : text)),
  ),
);

/** What a form is: its questions, consent, what subscribing does and what the person sees after. */
/** The colours of a palette, each `#rrggbb` (the palette generator's roles, spec section 3). */
export const FORM_LOOK_COLORS = [
  'primary',
  'secondary',
  'accent',
  'background',
  'text',
  'textSecondary',
  'border',
  'success',
  'warning',
  'error',
] as const;

const hexColor = (role: string) =>
  v.pipe(
    v.string(`Look ${role} must be a hex colour like #2563eb`),
    v.regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, `Look ${role} must be a hex colour like #2563eb`),
    v.transform((hex) =>
      (hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex).toLowerCase(),
    ),
  );

/**
 * A form's look: the palette its hosted page wears (picked in the palette generator), its colours
 * kept with the form so a later palette elsewhere never changes a published page. The page adjusts
 * any colour that would not meet WCAG AA, light and dark.
 */
export const FormLookSchema = contractObject({
  name: requiredText('Look name is required', 'Look name', FIELD_LIMITS.shortText),
  ...(Object.fromEntries(FORM_LOOK_COLORS.map((role) => [role, hexColor(role)])) as Record<
    (typeof FORM_LOOK_COLORS)[number],
    ReturnType<typeof hexColor>
  >),
});
export type FormLook = v.InferOutput<typeof FormLookSchema>;

const formEntries = {
  name: requiredText('Name is required', 'Name', FIELD_LIMITS.name),
  fields: v.pipe(
    v.array(FormFieldSchema, 'Fields must be a list'),
    v.maxLength(FORM_LIMITS.fields, `A form has at most ${FORM_LIMITS.fields} fields`),
    v.check(
      (fields) => fields.some((f) => f.key === 'email'),
      'A form always asks for the email address: add the email field',
    ),
    v.check(
      (fields) => new Set(fields.map((f) => f.key)).size === fields.length,
      'Each field may appear once on a form',
    ),
    // The address is how a subscriber is found: it is always required.
    v.transform((fields) => fields.map((f) => (f.key === 'email' ? { ...f, required: true } : f))),
  ),
  /** The consent checkbox: its exact text is what the consent record keeps. */
  consent: v.optional(
    v.nullable(
      contractObject({
        text: requiredText('Consent text is required', 'Consent text', FORM_LIMITS.consentText),
        required: v.optional(v.boolean('Consent required must be true or false'), true),
      }),
    ),
    null,
  ),
  tags: v.optional(
    v.pipe(
      v.array(
        requiredText('Tags cannot be blank', 'A tag', FIELD_LIMITS.tag),
        'Tags must be a list of text',
      ),
      v.maxLength(FIELD_LIMITS.tags, `A form can apply at most ${FIELD_LIMITS.tags} tags`),
      v.transform((tags) => [...new Set(tags)]),
    ),
    () => [],
  ),
  leadSource: optionalText('Lead source', FIELD_LIMITS.shortText),
  /** New subscribers are `pending` until they press the link in the confirmation email. */
  doubleOptIn: v.optional(v.boolean('Double opt-in must be true or false'), true),
  thankYouMessage: v.optional(
    requiredText('Thank-you message cannot be blank', 'Thank-you message', FORM_LIMITS.thankYou),
    'Thank you! Please check your inbox to confirm your subscription.',
  ),
  /** Where the person goes after subscribing, instead of the thank-you message. */
  redirectUrl: v.optional(redirectSchema, null),
  /**
   * The script embed's browser solves a small puzzle (SHA-256 proof of work) before each
   * submission; every submission without a solution is refused, so visitors need JavaScript.
   */
  proofOfWork: v.optional(v.boolean('Proof of work must be true or false'), false),
  /** Sites whose pages may post this form (their `Origin`); empty: any. */
  allowedOrigins: v.optional(
    v.pipe(
      v.array(originSchema, 'Allowed origins must be a list of web addresses'),
      v.maxLength(FORM_LIMITS.origins, `At most ${FORM_LIMITS.origins} allowed origins`),
    ),
    () => [],
  ),
  /**
   * The email template its confirmation email sends (with a link to `{{confirmUrl}}`); null: the
   * standard confirmation email.
   */
  confirmationTemplateId: v.optional(
    v.nullable(
      v.pipe(
        v.number('Confirmation email must be a template id or null'),
        v.safeInteger('Confirmation email must be a template id or null'),
        v.minValue(1, 'Confirmation email must be a template id or null'),
      ),
    ),
    null,
  ),
  /** The hosted page's palette; null: the standard look. */
  look: v.optional(v.nullable(FormLookSchema), null),
};

/** `POST /api/forms`: a form's whole definition; the one parser the screen and the server use. */
export const FormInputSchema = contractObject(formEntries);
export type FormInput = v.InferInput<typeof FormInputSchema>;
export type FormData = v.InferOutput<typeof FormInputSchema>;
/**
 * The stored definition: everything of a form but its name, its confirmation email and its look,
 * which are not part of what a subscriber agrees to (changing them is no new version).
 */
export type FormDefinition = Omit<FormData, 'name' | 'confirmationTemplateId' | 'look'>;

/** `PATCH /api/forms/{id}`: any of the create fields, each checked as on create. */
export const FormUpdateInputSchema = contractObject({
  name: v.optional(formEntries.name),
  fields: v.optional(formEntries.fields),
  consent: v.optional(formEntries.consent.wrapped),
  tags: v.optional(formEntries.tags.wrapped),
  leadSource: v.optional(formEntries.leadSource.wrapped),
  doubleOptIn: v.optional(formEntries.doubleOptIn.wrapped),
  thankYouMessage: v.optional(formEntries.thankYouMessage.wrapped),
  redirectUrl: v.optional(redirectSchema),
  proofOfWork: v.optional(formEntries.proofOfWork.wrapped),
  allowedOrigins: v.optional(formEntries.allowedOrigins.wrapped),
  confirmationTemplateId: v.optional(formEntries.confirmationTemplateId.wrapped),
  look: v.optional(formEntries.look.wrapped),
});
export type FormUpdateInput = v.InferInput<typeof FormUpdateInputSchema>;
export type FormUpdateData = v.InferOutput<typeof FormUpdateInputSchema>;

const definitionShape = {
  fields: v.array(FormFieldSchema),
  consent: v.nullable(v.object({ text: v.string(), required: v.boolean() })),
  tags: v.array(v.string()),
  leadSource: v.nullable(v.string()),
  doubleOptIn: v.boolean(),
  thankYouMessage: v.string(),
  redirectUrl: v.nullable(v.string()),
  proofOfWork: v.boolean(),
  allowedOrigins: v.array(v.string()),
};

export const FormSchema = contractObject({
  id: IdSchema,
  /** The hosted page is `/f/<publicId>`: unguessable, so forms cannot be listed from outside. */
  publicId: v.string(),
  name: v.string(),
  ...definitionShape,
  /** The template of its confirmation email; null: the standard one (also once it is deleted). */
  confirmationTemplateId: v.nullable(IdSchema),
  /** The hosted page's palette; null: the standard look (presentation: no new version). */
  look: v.nullable(FormLookSchema),
  /** Goes up by one with each change of the definition; a consent record names it. */
  version: v.number(),
  /** Hosted page views and submissions; conversion is submissions / views (null with no view). */
  views: v.number(),
  submissions: v.number(),
  conversion: v.nullable(v.number()),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Form = v.InferOutput<typeof FormSchema>;

export const FormResponseSchema = contractObject({ form: FormSchema });
export type FormResponse = v.InferOutput<typeof FormResponseSchema>;
export const FormListResponseSchema = contractObject({ forms: v.array(FormSchema) });
export type FormListResponse = v.InferOutput<typeof FormListResponseSchema>;

/** One consent event of a contact (`GET /api/contacts/{id}/consents`), and its confirmation. */
/**
 * What a consent record says happened: a form's signup, or the person leaving or rejoining on
 * the unsubscribe page (a mail client's one-click included).
 */
export const CONSENT_KINDS = ['subscribe', 'unsubscribe', 'resubscribe'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const ConsentRecordSchema = contractObject({
  id: IdSchema,
  kind: v.picklist(CONSENT_KINDS),
  formId: v.nullable(IdSchema),
  formVersion: v.nullable(v.number()),
  /** The exact consent text ticked; null when the form had no consent box. */
  consentText: v.nullable(v.string()),
  email: v.string(),
  ip: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
  createdAt: IsoDateTimeSchema,
  confirmationSentAt: v.nullable(IsoDateTimeSchema),
  confirmedAt: v.nullable(IsoDateTimeSchema),
  confirmedIp: v.nullable(v.string()),
  confirmedUserAgent: v.nullable(v.string()),
});
export type ConsentRecord = v.InferOutput<typeof ConsentRecordSchema>;
export const ConsentListResponseSchema = contractObject({ consents: v.array(ConsentRecordSchema) });

/** The hosted page's path of a form. */
export const formPagePath = (publicId: string) => `/f/${publicId}`;
/** The script embed's script: it submits every `<form data-crm-form="<publicId>">` of a page in place. */
export const FORM_EMBED_SCRIPT_PATH = '/f/embed.js';
/** The path of a form's view pixel, which an embed loads so its views count for conversion. */
export const formViewPixelPath = (publicId: string) => `${formPagePath(publicId)}/view.gif`;

/**
 * The `<input>` type of a field that is neither a choice list nor a checkbox, so the hosted page
 * and an embed ask for the same thing (a number input also needs `step="any"` for decimals).
 */
export function formInputType(
  field: Pick<FormField, 'key' | 'type'>,
): 'email' | 'number' | 'date' | 'tel' | 'text' {
  if (field.type === 'email' || field.type === 'number' || field.type === 'date') return field.type;
  return field.key === 'phone' ? 'tel' : 'text';
}

/** A submission's values as the contact gets them: its own fields and its custom fields. */
export interface FormAnswers {
  email: string;
  contact: Partial<Record<Exclude<FormContactField, 'email'>, string>>;
  customFields: Record<string, string | number | boolean>;
  /** Whether the consent box was ticked (false when the form has none). */
  consented: boolean;
}

export type FormSubmissionResult =
  { ok: true; answers: FormAnswers } | { ok: false; errors: Record<string, string> };

/** The name the consent checkbox is posted under. */
export const CONSENT_FIELD = 'consent';

/**
 * The honeypot's name on the hosted page and in the plain HTML embed: a field people never see,
 * which form-filling bots fill in.
 */
export const HONEYPOT_FIELD = 'website';

const answerText = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return answerText(value[0]);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' ? value.trim() : undefined;
};
const isTicked = (value: unknown) => {
  const text = answerText(value)?.toLowerCase();
  return text === 'on' || text === 'true' || text === '1' || text === 'yes';
};
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * Checks a submission against its form's fields, every field at once (the hosted page shows each
 * error by its field): the same messages in the app's preview and on the server. Values arrive as
 * text (a plain HTML form) or typed (JSON); unknown names are ignored.
 */
export function parseFormSubmission(
  definition: Pick<FormDefinition, 'fields' | 'consent'>,
  values: Record<string, unknown>,
): FormSubmissionResult {
  const errors: Record<string, string> = {};
  const answers: FormAnswers = { email: '', contact: {}, customFields: {}, consented: false };
  for (const field of definition.fields) {
    const raw = values[field.key];
    const text = answerText(raw) ?? '';
    if (field.type === 'checkbox') {
      const ticked = isTicked(raw);
      if (field.required && !ticked) errors[field.key] = `${field.label}: please tick this box`;
      else answers.customFields[field.key.slice(CUSTOM_FIELD_PREFIX.length)] = ticked;
      continue;
    }
    if (text === '') {
      if (field.required) errors[field.key] = `${field.label} is required`;
      continue;
    }
    if (text.includes('\u0000')) {
      errors[field.key] = `${field.label} holds a character that is not allowed`;
      continue;
    }
    if (text.length > FORM_LIMITS.answer) {
      errors[field.key] =
        `${field.label} must be at most ${FORM_LIMITS.answer.toLocaleString('en-US')} characters`;
      continue;
    }
    let value: string | number = text;
    if (field.type === 'email') {
      const parsed = v.safeParse(EmailSchema, text);
      if (!parsed.success) {
        errors[field.key] = 'Please enter a valid email';
        continue;
      }
      value = parsed.output;
    } else if (field.type === 'number') {
      const number = Number(text.replace(',', '.'));
      if (!/^-?\d+([.,]\d+)?$/.test(text) || !Number.isFinite(number)) {
        errors[field.key] = `${field.label} must be a number`;
        continue;
      }
      value = number;
    } else if (field.type === 'date') {
      if (!ISO_DATE.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) {
        errors[field.key] = `${field.label} must be a date such as 2026-01-31`;
        continue;
      }
    } else if (field.type === 'choice' && !field.options.includes(text)) {
      errors[field.key] = `${field.label}: please pick one of the choices`;
      continue;
    }
    if (field.key === 'email') answers.email = value as string;
    else if (isContactField(field.key))
      answers.contact[field.key as Exclude<FormContactField, 'email'>] = value as string;
    else answers.customFields[field.key.slice(CUSTOM_FIELD_PREFIX.length)] = value;
  }
  if (definition.consent) {
    answers.consented = isTicked(values[CONSENT_FIELD]);
    if (definition.consent.required && !answers.consented)
      errors[CONSENT_FIELD] = 'Please tick the box to agree before subscribing';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers };
}

/** What the hosted page and the submission answer say (the same whether or not the address is known). */
export const FORM_TEXTS = {
  confirmed: 'Your subscription is confirmed. Thank you!',
  expired: 'This confirmation link has expired. We can send you a new one.',
  invalid: 'This confirmation link is not valid. Please subscribe again.',
  resent: 'If this address is waiting for confirmation, a new link is on its way.',
  tooFast: 'That was quicker than a person can fill in a form. Please try again.',
  sendAgain: 'Please check your details and press Subscribe again.',
  notAllowed: 'This form cannot be sent from this website.',
  powMissing:
    'This form needs JavaScript to check that you are a person. Please turn it on and try again.',
  powInvalid: 'The check that you are a person did not pass. Please press Subscribe again.',
  powExpired: 'The check that you are a person has expired. Please press Subscribe again.',
  powReused: 'The check that you are a person was already used. Please press Subscribe again.',
} as const;

/**
 * The merge tag a form's confirmation email links to: the subscriber's signed confirmation link,
 * filled for that one email (campaigns do not offer it).
 */
export const CONFIRM_URL_MERGE_TAG = 'confirmUrl';

/** Whether an email's HTML links to `{{confirmUrl}}`, as a form's confirmation email must. */
export const linksToConfirmUrl = (content: string) =>
  /\bhref\s*=\s*["']?\s*\{\{\s*confirmUrl\s*(\|[^{}]*)?\}\}/i.test(content);

/** The 400 of a confirmation email template with no link to `{{confirmUrl}}`. */
export const CONFIRM_URL_MISSING =
  'The confirmation email needs a button or link to {{confirmUrl}}';

/** How long a confirmation link works. */
export const FORM_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

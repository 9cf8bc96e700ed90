import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Button,
  Checkbox,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Switch,
  TextArea,
  TextField,
  visuallyHidden,
} from '@crm/ui';
import {
  CONFIRM_URL_MISSING,
  CUSTOM_FIELD_PREFIX,
  FORM_CONTACT_FIELDS,
  type FormContactField,
  type FormData,
  type FormFieldType,
  FormInputSchema,
  linksToConfirmUrl,
  parseInput,
} from '@crm/api-client';
import { FormActions } from '../../../components/FormActions';
import { useDialogState } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import { useTemplateChoices } from '../../../hooks/useTemplateChoices';
import { type TemplateDraft, draftOf } from '../../../lib/templateDraft';
import * as formStyles from '../../../styles/form.css';
import {
  CONTACT_FIELD_LABELS,
  contactFieldDraft,
  CUSTOM_FIELD_TYPES,
  customFieldDraft,
  type FieldDraft,
  type FormDraft,
  isCustomField,
  toFormInput,
} from '../lib/formDraft';
import { type EmailDesignerProps, newConfirmationDraft } from '../lib/confirmationDraft';
import { FormLookField } from './FormLookField';
import * as styles from './FormEditor.css';

export interface FormEditorProps {
  /** What the editor starts with: `EMPTY_FORM` for a new form, `formToDraft(form)` for an edit. */
  initialValues: FormDraft;
  submitLabel: string;
  /** The submit button's text while the write is in flight. */
  pendingLabel: string;
  /** Runs with the input the contract parsed; the editor clears once it resolves. */
  onSubmit: (input: FormData) => Promise<void>;
  onCancel: () => void;
  /**
   * The email builder's dialog, composed in by the route: designs the confirmation email in place.
   */
  EmailDesigner: ComponentType<EmailDesignerProps>;
  /**
   * More after the settings (the Edit dialog's share panel).
   * @default undefined
   */
  children?: ReactNode;
}

/** The Select's key of the standard confirmation email (templates are keyed by their id). */
const STANDARD_EMAIL = 'standard';

/** What a question is called in its group's title: the contact's field, or "Custom field". */
const questionTitle = (field: FieldDraft) =>
  isCustomField(field.key)
    ? `Custom field${field.label ? `: ${field.label}` : ''}`
    : CONTACT_FIELD_LABELS[field.key as FormContactField];

/**
 * A signup form's whole definition (issue 28 §1): which of the contact's fields it asks and its
 * custom fields (each with label, placeholder, required), the consent box, the tags and lead source
 * it applies, double opt-in, what the person sees after, and the sites allowed to post it. Checked
 * on submit by the contract's `FormInputSchema`, so every message is the server's own.
 */
export function FormEditor({
  initialValues,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  EmailDesigner,
  children,
}: FormEditorProps) {
  const form = useForm(FormInputSchema, initialValues, { toInput: toFormInput });
  const { values } = form;
  const templateChoices = useTemplateChoices(
    values.confirmationTemplateId === null ? [] : [values.confirmationTemplateId],
  );
  const templates = templateChoices.rows;
  const confirmation = templates.find((t) => t.id === values.confirmationTemplateId);
  const designer = useDialogState<{ kind: 'design'; draft: TemplateDraft }>();
  // The hook keeps one message per top-level field; a question's own boxes need the whole path.
  const questionErrors = form.errors.fields
    ? (() => {
        const result = parseInput(FormInputSchema, toFormInput(values));
        return result.success ? {} : result.error.fieldErrors;
      })()
    : {};
  const fieldsError =
    form.errors.fields && !Object.keys(questionErrors).some((path) => path.startsWith('fields.'))
      ? form.errors.fields
      : undefined;

  const setFields = (fields: FieldDraft[]) => form.setValue('fields', fields);
  const changeField = (index: number, change: Partial<FieldDraft>) =>
    setFields(values.fields.map((field, i) => (i === index ? { ...field, ...change } : field)));
  const toggleContactField = (key: FormContactField, on: boolean) => {
    if (!on) return setFields(values.fields.filter((field) => field.key !== key));
    // After the last of the contact's fields: the order the user chose stays as it is.
    const at = values.fields.findLastIndex((field) => !isCustomField(field.key)) + 1;
    setFields([...values.fields.slice(0, at), contactFieldDraft(key), ...values.fields.slice(at)]);
  };

  // Reordering moves the question and keeps focus on its button at the new place (the question
  // under the cursor changes, so focus would otherwise stay with another), and says where it went.
  const questions = useRef<HTMLFieldSetElement>(null);
  const moved = useRef<{ index: number; direction: 'up' | 'down' }>(undefined);
  const [moveStatus, setMoveStatus] = useState('');
  const moveField = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const field = values.fields[index];
    if (!field) return;
    const fields = values.fields.filter((_, i) => i !== index);
    fields.splice(to, 0, field);
    setFields(fields);
    moved.current = { index: to, direction };
    setMoveStatus(`${questionTitle(field)} moved to position ${to + 1} of ${fields.length}`);
  };
  // After the render that moved it: the question's buttons are at their new place by then.
  useEffect(() => {
    const to = moved.current;
    if (!to) return;
    moved.current = undefined;
    const buttons = [
      ...(questions.current?.querySelectorAll<HTMLButtonElement>(
        `[data-question="${to.index}"] [data-move]`,
      ) ?? []),
    ];
    const same = buttons.find((button) => button.dataset.move === to.direction);
    // At the top or bottom its own button is disabled: the other one takes focus.
    (same && !same.disabled ? same : buttons.find((button) => !button.disabled))?.focus();
  });

  const submit = form.handleSubmit(async (input) => {
    // The server refuses it too: said here, by the box, before the write.
    if (input.doubleOptIn && confirmation && !linksToConfirmUrl(confirmation.content))
      return form.setError('confirmationTemplateId', CONFIRM_URL_MISSING);
    await onSubmit(input);
    form.reset();
  });

  return (
    <>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <TextField label="Form Name" {...form.field('name')} />

        <fieldset className={styles.section}>
          <legend className={styles.legend}>Contact fields</legend>
          <div className={styles.choices}>
            {FORM_CONTACT_FIELDS.map((key) => (
              <Checkbox
                key={key}
                isSelected={values.fields.some((field) => field.key === key)}
                // The address is how a subscriber is found: a form always asks it.
                isDisabled={key === 'email'}
                onChange={(on) => toggleContactField(key, on)}
              >
                {CONTACT_FIELD_LABELS[key]}
              </Checkbox>
            ))}
          </div>
          {fieldsError && (
            <p className={formStyles.error} role="alert">
              {fieldsError}
            </p>
          )}
        </fieldset>

        <fieldset className={styles.section} ref={questions}>
          <legend className={styles.legend}>Questions</legend>
          <p role="status" className={visuallyHidden}>
            {moveStatus}
          </p>
          {values.fields.map((field, index) => {
            const error = (part: string) => questionErrors[`fields.${index}.${part}`];
            const custom = isCustomField(field.key);
            return (
              <fieldset key={index} className={styles.question} data-question={index}>
                <legend className={styles.questionTitle}>{questionTitle(field)}</legend>
                {custom && (
                  <div className={styles.pair}>
                    <TextField
                      label="Field name"
                      description="Saved in the contact's custom field of this name."
                      value={field.key.slice(CUSTOM_FIELD_PREFIX.length)}
                      onChange={(name) =>
                        changeField(index, { key: `${CUSTOM_FIELD_PREFIX}${name}` })
                      }
                      isInvalid={Boolean(error('key'))}
                      errorMessage={error('key')}
                    />
                    <Select
                      label="Type"
                      selectedKey={field.type}
                      onSelectionChange={(type) =>
                        changeField(index, { type: String(type) as FormFieldType })
                      }
                    >
                      {CUSTOM_FIELD_TYPES.map((type) => (
                        <SelectItem key={type.id} id={type.id}>
                          {type.label}
                        </SelectItem>
                      ))}
                    </Select>
                  </div>
                )}
                <div className={styles.pair}>
                  <TextField
                    label="Label"
                    value={field.label}
                    onChange={(label) => changeField(index, { label })}
                    isInvalid={Boolean(error('label'))}
                    errorMessage={error('label')}
                  />
                  {field.type !== 'checkbox' && (
                    <TextField
                      label="Placeholder"
                      value={field.placeholder}
                      onChange={(placeholder) => changeField(index, { placeholder })}
                      isInvalid={Boolean(error('placeholder'))}
                      errorMessage={error('placeholder')}
                    />
                  )}
                </div>
                {field.type === 'choice' && (
                  <TextArea
                    label="Choices"
                    description="One choice a line."
                    rows={3}
                    value={field.options}
                    onChange={(options) => changeField(index, { options })}
                    isInvalid={Boolean(error('options') ?? questionErrors[`fields.${index}`])}
                    errorMessage={error('options') ?? questionErrors[`fields.${index}`]}
                  />
                )}
                {field.type !== 'choice' && questionErrors[`fields.${index}`] && (
                  <p className={formStyles.error} role="alert">
                    {questionErrors[`fields.${index}`]}
                  </p>
                )}
                <div className={styles.questionFooter}>
                  <Checkbox
                    isSelected={field.required}
                    isDisabled={field.key === 'email'}
                    onChange={(required) => changeField(index, { required })}
                  >
                    Required
                  </Checkbox>
                  <div className={styles.questionActions}>
                    {(['up', 'down'] as const).map((direction) => (
                      <Button
                        key={direction}
                        variant="ghost"
                        size="sm"
                        data-move={direction}
                        aria-label={`Move ${direction}: ${questionTitle(field)}`}
                        isDisabled={
                          direction === 'up' ? index === 0 : index === values.fields.length - 1
                        }
                        onPress={() => moveField(index, direction)}
                      >
                        {direction === 'up' ? 'Move up' : 'Move down'}
                      </Button>
                    ))}
                    {custom && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onPress={() => setFields(values.fields.filter((_, i) => i !== index))}
                      >
                        Remove field
                      </Button>
                    )}
                  </div>
                </div>
              </fieldset>
            );
          })}
          <div>
            <Button
              variant="secondary"
              onPress={() => setFields([...values.fields, customFieldDraft()])}
            >
              Add custom field
            </Button>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>Consent</legend>
          <Switch
            isSelected={values.consentEnabled}
            onChange={(on) => form.setValue('consentEnabled', on)}
          >
            Ask for consent with a checkbox
          </Switch>
          {values.consentEnabled && (
            <>
              <TextArea
                label="Consent text"
                description="Kept word for word in each subscriber's consent record."
                rows={3}
                value={values.consent}
                onChange={(text) => form.setValue('consent', text)}
                isInvalid={Boolean(form.errors.consent)}
                errorMessage={form.errors.consent}
              />
              <Checkbox
                isSelected={values.consentRequired}
                onChange={(on) => form.setValue('consentRequired', on)}
              >
                Consent is required to subscribe
              </Checkbox>
            </>
          )}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>Subscribers</legend>
          <TextField
            label="Tags"
            description="Added to everyone who subscribes; separate tags with commas."
            {...form.field('tags')}
          />
          <TextField
            label="Lead source"
            description="Set on new contacts that have no source yet."
            {...form.field('leadSource')}
          />
          <Switch
            isSelected={values.doubleOptIn}
            onChange={(on) => form.setValue('doubleOptIn', on)}
          >
            Double opt-in: new subscribers confirm by email
          </Switch>
          {values.doubleOptIn && (
            <>
              <Select
                label="Confirmation email"
                description="Its button or link to {{confirmUrl}} confirms the subscription."
                selectedKey={values.confirmationTemplateId ?? STANDARD_EMAIL}
                onSelectionChange={(key) =>
                  form.setValue(
                    'confirmationTemplateId',
                    key === STANDARD_EMAIL ? null : Number(key),
                  )
                }
                isInvalid={Boolean(form.errors.confirmationTemplateId)}
                errorMessage={form.errors.confirmationTemplateId}
                onLoadMore={templateChoices.loadMore}
                isLoadingMore={templateChoices.isLoadingMore}
              >
                <SelectItem id={STANDARD_EMAIL}>Standard confirmation email</SelectItem>
                {templates.map((template) => (
                  <SelectItem key={template.id} id={template.id}>
                    {template.name}
                  </SelectItem>
                ))}
              </Select>
              <div>
                <Button
                  variant="secondary"
                  onPress={() =>
                    designer.open({
                      kind: 'design',
                      draft: confirmation
                        ? draftOf(confirmation)
                        : newConfirmationDraft(values.name),
                    })
                  }
                >
                  {confirmation ? 'Edit email' : 'Design email'}
                </Button>
              </div>
            </>
          )}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>After subscribing</legend>
          <RadioGroup
            label="Show"
            value={values.after}
            onChange={(after) => form.setValue('after', after as FormDraft['after'])}
          >
            <Radio value="message">A thank-you message</Radio>
            <Radio value="redirect">Another page</Radio>
          </RadioGroup>
          {values.after === 'message' ? (
            <TextArea label="Thank-you message" rows={2} {...form.field('thankYouMessage')} />
          ) : (
            <TextField
              label="Redirect URL"
              placeholder="https://www.example.com/thanks"
              {...form.field('redirectUrl')}
            />
          )}
          <TextArea
            label="Allowed origins"
            description="Optional: the only sites whose pages may post this form, one a line (such as https://www.example.com). Empty: any site."
            rows={2}
            {...form.field('allowedOrigins')}
          />
          <Switch
            isSelected={values.proofOfWork}
            onChange={(on) => form.setValue('proofOfWork', on)}
          >
            Proof of work: browsers solve a small puzzle before sending (needs JavaScript)
          </Switch>
        </fieldset>

        <FormLookField look={values.look} onChange={(look) => form.setValue('look', look)} />

        {children}

        <FormActions
          onCancel={onCancel}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          isSubmitting={form.isSubmitting}
        />
      </form>
      {/* Beside the form, not in it: the designer's own form submits through React's tree, portal
      or not, and would submit this one too. */}
      {designer.dialog && (
        <EmailDesigner
          key={designer.opened}
          {...designer.modal}
          draft={designer.dialog.draft}
          onSaved={(template) => form.setValue('confirmationTemplateId', template.id)}
        />
      )}
    </>
  );
}

import { type ReactNode, useState } from 'react';
import { InlineEdit, releaseFocus } from '@crm/ui';
import { type Contact, ContactUpdateInputSchema, getErrorMessage } from '@crm/api-client';
import { useUpdateContact } from '@crm/api-client/react';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';

const UPDATE_ERROR = 'Failed to update contact';

/** The form of one field edited in place: `field(name)` wires an input. */
export type ContactFieldForm<TValues extends Record<string, unknown>> = ReturnType<
  typeof useForm<typeof ContactUpdateInputSchema, TValues>
>;

export interface ContactFieldEditProps<TValues extends Record<string, unknown>> {
  /** The contact the field belongs to. */
  contact: Contact;
  /** The field's name, as its term shows it: the button is "Edit {label}". */
  label: string;
  /**
   * The field's values now, by the contract's names (`{ email }`); editing starts from them and
   * the server's error shows on the first.
   */
  values: TValues;
  /**
   * The PATCH body made from the values, when it is not the values themselves.
   * @default the values
   */
  toInput?: (values: TValues) => unknown;
  /** The inputs, wired with the form's `field(name)`. */
  editor: (form: ContactFieldForm<TValues>) => ReactNode;
  /** The value as read. */
  children: ReactNode;
}

/**
 * One of a contact's fields edited where the page shows it (issue 32 §1): checked with the
 * contract's update schema, so the messages are the Edit Contact dialog's, and saved with the
 * same PATCH and toasts. A refusal keeps the field open with the server's message.
 */
export function ContactFieldEdit<TValues extends Record<string, unknown>>({
  contact,
  label,
  values,
  toInput,
  editor,
  children,
}: ContactFieldEditProps<TValues>) {
  const [isEditing, setEditing] = useState(false);
  const form = useForm(ContactUpdateInputSchema, values, toInput ? { toInput } : {});
  const update = useToastMutation(useUpdateContact(), {
    success: 'Contact updated successfully',
    error: UPDATE_ERROR,
  });
  const [first = ''] = Object.keys(values);

  const submit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync({ id: contact.id, input });
      releaseFocus();
      setEditing(false);
    } catch (error) {
      form.setError(first, getErrorMessage(error, UPDATE_ERROR));
    }
  });

  return (
    <InlineEdit
      label={label}
      isEditing={isEditing}
      onEditingChange={(next) => {
        // The form keeps its first values; editing starts from the contact as it is now.
        if (next) {
          for (const key of Object.keys(values) as (keyof TValues & string)[]) {
            form.setValue(key, values[key]);
          }
        }
        setEditing(next);
      }}
      onSubmit={submit}
      isSaving={form.isSubmitting}
      editor={editor(form)}
    >
      {children}
    </InlineEdit>
  );
}

import { useCallback, useRef, useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { parseInput } from '@crm/api-client';

/** The props `field(name)` gives: spread them on a @crm/ui TextField, TextArea, PasswordField or Select. */
export interface SchemaFormField {
  name: string;
  value: string;
  /** Takes a text field's string or a Select's key (null when cleared). */
  onChange: (value: string | number | null) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

/**
 * A form validated with a contract schema on submit, so the browser shows the very messages the
 * server would answer with. Errors are per field; editing a field clears its error.
 *
 * ```tsx
 * const form = useSchemaForm(ContactInputSchema, { firstName: '', email: '' });
 * <form onSubmit={form.handleSubmit((input) => create.mutateAsync(input))} noValidate>
 *   <TextField label="First Name" {...form.field('firstName')} />
 *   <Button type="submit" isDisabled={form.isSubmitting}>Save</Button>
 * ```
 */
export function useSchemaForm<
  TSchema extends v.GenericSchema,
  TValues extends Record<string, string>,
>(schema: TSchema, initialValues: TValues) {
  const [values, setValues] = useState<TValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof TValues, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // A ref as well as state: a second Enter before the re-render must not submit twice.
  const submitting = useRef(false);

  const setValue = useCallback((name: keyof TValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const field = (name: keyof TValues & string): SchemaFormField => ({
    name,
    value: values[name] ?? '',
    onChange: (value) => setValue(name, value === null ? '' : String(value)),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });

  /**
   * The submit handler: validates, then runs `onValid` with the parsed output while `isSubmitting`
   * is true. `onValid` reports its own failure (a toast, e.g. through `useToastMutation`), so a
   * rejection only ends the submitting state.
   */
  const handleSubmit =
    (onValid: (output: v.InferOutput<TSchema>) => unknown) => async (event?: FormEvent) => {
      event?.preventDefault();
      if (submitting.current) return;
      const result = parseInput(schema, values);
      if (!result.success) {
        setErrors(result.error.fieldErrors as Partial<Record<keyof TValues, string>>);
        return;
      }
      setErrors({});
      submitting.current = true;
      setSubmitting(true);
      try {
        await onValid(result.output);
      } catch {
        // Already shown to the user by onValid; rethrowing would only be an unhandled rejection.
      } finally {
        submitting.current = false;
        setSubmitting(false);
      }
    };

  /** Shows `message` on one field, for a rule checked after the schema (e.g. a lazily loaded list). */
  const setError = useCallback((name: keyof TValues & string, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  const reset = useCallback(() => {
    setValues(initialValues);
    setErrors({});
  }, [initialValues]);

  return { values, errors, isSubmitting, setValue, setError, field, handleSubmit, reset };
}

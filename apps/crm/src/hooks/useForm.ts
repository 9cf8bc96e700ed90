import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { parseInput } from '@crm/api-client';

/**
 * What `field(name)` gives: spread it on a @crm/ui `TextField`, `TextArea`, `PasswordField` or
 * `Select` for a text value, or on any editor that takes `value` and `onChange` for another type
 * (`TagEditor` takes the tags, `EmailDesignEditor` the design).
 */
export interface FormField<TValue> {
  name: string;
  value: TValue;
  /** A text field's string, or a Select's key (null when cleared), for a text value. */
  onChange: (value: TValue extends string ? string | number | null : TValue) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

export interface FormOptions<TValues> {
  /**
   * What the schema checks, made from the values, when they differ: a design kept as an object and
   * sent as a JSON string, with its HTML as `content`. Errors keep the schema's field names.
   * @default the values as they are
   */
  toInput?: (values: TValues) => unknown;
}

/** An error's field: the first segment of its path (`tags.2` is the tags field's error). */
const fieldOf = (path: string) => path.split('.')[0] ?? path;

/**
 * The one form hook: values of any type (text, a tag list, a design), checked with a contract
 * schema on submit, so the browser shows the very messages the server would answer with. Errors
 * are per field; changing a field clears its error. `isDirty` says whether closing would lose work.
 *
 * ```tsx
 * const form = useForm(ContactCreateInputSchema, { firstName: '', email: '', tags: [] });
 * <form onSubmit={form.handleSubmit((input) => create.mutateAsync(input))} noValidate>
 *   <TextField label="First Name" {...form.field('firstName')} />
 *   <TagEditor {...form.field('tags')} />
 *   <Button type="submit" isDisabled={form.isSubmitting}>Save</Button>
 * ```
 */
export function useForm<TSchema extends v.GenericSchema, TValues extends Record<string, unknown>>(
  schema: TSchema,
  initialValues: TValues,
  { toInput }: FormOptions<TValues> = {},
) {
  // The first render's values: callers need not memoise them, and reset goes back to them.
  const [initial] = useState(initialValues);
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // A ref as well as state: a second Enter before the re-render must not submit twice.
  const submitting = useRef(false);

  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const setValue = useCallback(
    <K extends keyof TValues & string>(name: K, value: TValues[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  function field<K extends keyof TValues & string>(name: K): FormField<TValues[K]> {
    const isText = typeof initial[name] === 'string';
    return {
      name,
      value: values[name],
      onChange: (value) =>
        setValue(name, (isText ? (value === null ? '' : String(value)) : value) as TValues[K]),
      isInvalid: Boolean(errors[name]),
      errorMessage: errors[name],
    };
  }

  // By value: an editor may hand back an equal copy of what it was given.
  const isDirty = useMemo(
    () =>
      Object.keys(initial).some(
        (key) =>
          values[key] !== initial[key] &&
          JSON.stringify(values[key]) !== JSON.stringify(initial[key]),
      ),
    [values, initial],
  );

  /**
   * The submit handler: validates, then runs `onValid` with the parsed output while `isSubmitting`
   * is true. `onValid` reports its own failure (a toast, e.g. through `useToastMutation`), so a
   * rejection only ends the submitting state.
   */
  const handleSubmit =
    (onValid: (output: v.InferOutput<TSchema>) => unknown) => async (event?: FormEvent) => {
      event?.preventDefault();
      if (submitting.current) return;
      const result = parseInput(schema, toInput ? toInput(values) : values);
      if (!result.success) {
        const byField: Record<string, string> = {};
        for (const [path, message] of Object.entries(result.error.fieldErrors)) {
          byField[fieldOf(path)] ??= message;
        }
        setErrors(byField);
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
  const setError = useCallback((name: string, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return {
    values,
    errors: errors as Partial<Record<keyof TValues | (string & {}), string>>,
    isSubmitting,
    isDirty,
    setValue,
    setError,
    field,
    handleSubmit,
    reset,
  };
}

import { useCallback, useState } from 'react';
import type * as v from 'valibot';
import { parseInput } from '@crm/api-client';

/**
 * Validates a form's values with a contract schema on submit, so the browser shows the very
 * messages the server would answer with. Errors are per field; editing a field clears its error.
 */
export function useSchemaForm<
  TSchema extends v.GenericSchema,
  TValues extends Record<string, string>,
>(schema: TSchema, initialValues: TValues) {
  const [values, setValues] = useState<TValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof TValues, string>>>({});

  const setValue = useCallback((name: keyof TValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  /** The parsed output when valid; otherwise records the errors and returns null. */
  const validate = useCallback((): v.InferOutput<TSchema> | null => {
    const result = parseInput(schema, values);
    if (result.success) {
      setErrors({});
      return result.output;
    }
    setErrors(result.error.fieldErrors as Partial<Record<keyof TValues, string>>);
    return null;
  }, [schema, values]);

  const reset = useCallback(() => {
    setValues(initialValues);
    setErrors({});
  }, [initialValues]);

  return { values, errors, setValue, validate, reset };
}

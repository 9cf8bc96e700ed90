import { useMemo, useState } from 'react';
import type * as v from 'valibot';
import { renderDesign, type Design } from '@crm/email-builder';
import { useSchemaForm } from './useSchemaForm';

/**
 * The form of a dialog that designs an email (template and campaign dialogs): the schema form of
 * its fields, the design beside it, and whether closing would lose work. When the fields include
 * `content`, `setDesign` keeps it the design's rendered HTML, so the schema checks what is sent.
 *
 * ```tsx
 * const { form, design, setDesign, isDirty } = useDesignForm(Schema, values, draft.design);
 * <EmailDesignEditor design={design} onChange={setDesign} />
 * ```
 */
export function useDesignForm<
  TSchema extends v.GenericSchema,
  TValues extends Record<string, string>,
>(schema: TSchema, initialValues: TValues, initialDesign: Design) {
  const form = useSchemaForm(schema, initialValues);
  const [design, setDesignState] = useState<Design>(initialDesign);

  const setDesign = (next: Design) => {
    setDesignState(next);
    if ('content' in initialValues) form.setValue('content', renderDesign(next));
  };

  // By value: the builder may hand back an equal copy of the design it was given.
  const designChanged = useMemo(
    () => design !== initialDesign && JSON.stringify(design) !== JSON.stringify(initialDesign),
    [design, initialDesign],
  );
  // content follows the design, so the design says whether it changed.
  const isDirty =
    designChanged ||
    Object.keys(initialValues).some(
      (key) => key !== 'content' && form.values[key] !== initialValues[key],
    );

  return { form, design, setDesign, isDirty };
}

import { useState } from 'react';
import { TextField } from '@crm/ui';

export interface CssTextFieldProps {
  /** The visible label. */
  label: string;
  /**
   * The current value; empty means "not set".
   * @default ''
   */
  value?: string;
  /** Checks a value; only values it accepts (and '') reach `onChange`. */
  isValid: (value: string) => boolean;
  /** The message shown while the text is not a valid value. */
  errorMessage: string;
  /** Called with each valid value as the user types. */
  onChange: (value: string) => void;
  /**
   * Help text under the field.
   * @default undefined
   */
  description?: string;
}

/**
 * A text field for a CSS value (padding, width, border...): typing an unfinished value ("10") does
 * not disturb the design; the field shows what is wrong until the value is valid again.
 */
export function CssTextField({
  label,
  value = '',
  isValid,
  errorMessage,
  onChange,
  description,
}: CssTextFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? value;
  const isInvalid = text.trim() !== '' && !isValid(text.trim());
  return (
    <TextField
      label={label}
      description={description}
      value={text}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      onChange={(next) => {
        setDraft(next);
        const trimmed = next.trim();
        if (trimmed === '' || isValid(trimmed)) onChange(trimmed);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

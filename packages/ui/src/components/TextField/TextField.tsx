import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { composeClassName } from '../../styles/classNames';
import { Description, FieldError, Label } from '../Field/Field';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  /**
   * The visible label. Without one, give the field an `aria-label`.
   * @default undefined
   */
  label?: string;
  /**
   * Help text shown under the input.
   * @default undefined
   */
  description?: string;
  /**
   * The message shown under the field while it is invalid; a function receives RAC's validation result.
   * Defaults to the browser's own message for native constraints (required, type, pattern).
   * @default undefined
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * Text shown in the empty input.
   * @default undefined
   */
  placeholder?: string;
}

/** A single-line text input with its label, help text and validation message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={composeClassName(fieldStyles.field, className)}>
      {label && <Label>{label}</Label>}
      <Input className={fieldStyles.control} placeholder={placeholder} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}

import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { composeClassName } from '../../styles/classNames';
import { Description, FieldError, Label } from '../Field/Field';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'type'> {
  /**
   * The visible label. Without one, give the field an `aria-label`.
   * @default undefined
   */
  label?: string;
  /**
   * Help text shown under the text area.
   * @default undefined
   */
  description?: string;
  /**
   * The message shown under the field while it is invalid; a function receives RAC's validation result.
   * @default undefined
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * Text shown in the empty text area.
   * @default undefined
   */
  placeholder?: string;
  /**
   * The visible number of text lines before it scrolls (the user can resize it taller).
   * @default 4
   */
  rows?: number;
}

/** A multi-line text input with its label, help text and validation message. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} className={composeClassName(fieldStyles.field, className)}>
      {label && <Label>{label}</Label>}
      <AriaTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}

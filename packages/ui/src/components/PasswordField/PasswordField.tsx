import { useState } from 'react';
import {
  Group,
  Input,
  TextField as AriaTextField,
  ToggleButton,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { composeClassName } from '../../styles/classNames';
import { Description, FieldError, Label } from '../Field/Field';
import { EyeIcon, EyeOffIcon } from '../Icon/Icon';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'> {
  /**
   * The visible label.
   * @default 'Password'
   */
  label?: string;
  /**
   * Help text shown under the input (e.g. the length rule).
   * @default undefined
   */
  description?: string;
  /**
   * The message shown under the field while it is invalid.
   * @default undefined
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * Text shown in the empty input.
   * @default undefined
   */
  placeholder?: string;
  /**
   * The accessible name of the show/hide toggle (a toggle button: pressed means shown).
   * @default 'Show password'
   */
  toggleLabel?: string;
  /**
   * Whether the password starts visible.
   * @default false
   */
  defaultVisible?: boolean;
}

/** A password input with a show/hide toggle; `autoComplete` defaults to 'current-password'. */
export function PasswordField({
  label = 'Password',
  description,
  errorMessage,
  placeholder,
  toggleLabel = 'Show password',
  defaultVisible = false,
  autoComplete = 'current-password',
  className,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(defaultVisible);
  return (
    <AriaTextField
      {...props}
      autoComplete={autoComplete}
      type={isVisible ? 'text' : 'password'}
      className={composeClassName(fieldStyles.field, className)}
    >
      {label && <Label>{label}</Label>}
      <Group className={fieldStyles.group}>
        <Input className={fieldStyles.groupInput} placeholder={placeholder} />
        <ToggleButton
          className={fieldStyles.groupButton}
          aria-label={toggleLabel}
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={props.isDisabled}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}

import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { composeClassName } from '../../styles/classNames';
import { Description, FieldError, Label } from '../Field/Field';
import { ChevronDownIcon } from '../Icon/Icon';
import * as selectStyles from '../Select/Select.css';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<T extends object> extends Omit<AriaComboBoxProps<T>, 'children'> {
  /**
   * The visible label. Without one, give the field an `aria-label`.
   * @default undefined
   */
  label?: string;
  /**
   * Help text shown under the field.
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
   * The accessible name of the button that opens the suggestions.
   * @default 'Show suggestions'
   */
  openLabel?: string;
  /** `ComboBoxItem`s (the `SelectItem` look), or a function rendering one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A text input with suggestions: typing filters them (or, with `items` and `onInputChange`, the
 * caller fetches them), arrows and Enter pick one, and with `allowsCustomValue` any typed text
 * stands as it is. Control the text with `inputValue`/`onInputChange`.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  openLabel = 'Show suggestions',
  children,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox {...props} className={composeClassName(fieldStyles.field, className)}>
      {label && <Label>{label}</Label>}
      <Group className={`${fieldStyles.group} ${styles.group}`}>
        <Input className={fieldStyles.groupInput} placeholder={placeholder} />
        <AriaButton className={styles.button} aria-label={openLabel}>
          <ChevronDownIcon className={selectStyles.chevron} />
        </AriaButton>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={selectStyles.popover} offset={4}>
        <ListBox className={selectStyles.listBox}>{children}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}

export {
  SelectItem as ComboBoxItem,
  type SelectItemProps as ComboBoxItemProps,
} from '../Select/Select';

import {
  Button as AriaButton,
  Group,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { composeClassName } from '../../styles/classNames';
import { Description, FieldError, Label } from '../Field/Field';
import { SearchIcon, XIcon } from '../Icon/Icon';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'> {
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
   * The message shown under the field while it is invalid.
   * @default undefined
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * Text shown in the empty input.
   * @default 'Search'
   */
  placeholder?: string;
  /**
   * The accessible name of the clear button.
   * @default 'Clear search'
   */
  clearLabel?: string;
}

/** A search input: Enter calls `onSubmit`, Escape or the clear button empties it (`onClear`). */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder = 'Search',
  clearLabel = 'Clear search',
  className,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField
      {...props}
      className={composeClassName(`${fieldStyles.field} ${styles.root}`, className)}
    >
      {label && <Label>{label}</Label>}
      <Group className={fieldStyles.group}>
        <SearchIcon className={styles.searchIcon} />
        <Input className={fieldStyles.groupInput} placeholder={placeholder} />
        <AriaButton
          className={`${fieldStyles.groupButton} ${styles.clear}`}
          aria-label={clearLabel}
        >
          <XIcon />
        </AriaButton>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaSearchField>
  );
}

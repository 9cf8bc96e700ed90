import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Collection,
  ListBox,
  ListBoxItem,
  ListBoxLoadMoreItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  composeRenderProps,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { composeClassName } from '../../styles/classNames';
import { Description, FieldError, Label } from '../Field/Field';
import { CheckIcon, ChevronDownIcon } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Select.css';

export interface SelectProps<T extends object> extends Omit<AriaSelectProps<T>, 'children'> {
  /**
   * The visible label. Without one, give the select an `aria-label`.
   * @default undefined
   */
  label?: string;
  /**
   * Help text shown under the select.
   * @default undefined
   */
  description?: string;
  /**
   * The message shown under the field while it is invalid.
   * @default undefined
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * The options, as data rendered by `children` (a function), for dynamic collections.
   * @default undefined
   */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function rendering one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * For options read a page at a time: called as the end of the list scrolls into view (by
   * pointer or keyboard), to read the next page. Leave it out when every option is loaded.
   * @default undefined
   */
  onLoadMore?: () => void;
  /**
   * Whether the next page is being read: a spinner ends the list.
   * @default false
   */
  isLoadingMore?: boolean;
}

/**
 * A dropdown of options: opens with click, Enter, Space or the arrow keys; typing jumps to an option.
 * Accepts RAC's `selectedKey`/`onSelectionChange` (or `value`/`onChange`).
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  onLoadMore,
  isLoadingMore = false,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={composeClassName(fieldStyles.field, className)}>
      {label && <Label>{label}</Label>}
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </AriaButton>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={styles.popover} offset={4}>
        {onLoadMore ? (
          <ListBox className={styles.listBox}>
            <Collection items={items}>{children}</Collection>
            <ListBoxLoadMoreItem
              className={styles.loadMore}
              onLoadMore={onLoadMore}
              isLoading={isLoadingMore}
            >
              <Spinner size="sm" aria-label="Loading more" />
            </ListBoxLoadMoreItem>
          </ListBox>
        ) : (
          <ListBox className={styles.listBox} items={items}>
            {children}
          </ListBox>
        )}
      </Popover>
    </AriaSelect>
  );
}

export type SelectItemProps<T extends object = object> = ListBoxItemProps<T>;

/** One option of a `Select`; shows a check mark while selected. */
export function SelectItem<T extends object>({
  className,
  children,
  ...props
}: SelectItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      className={composeClassName(styles.item, className)}
    >
      {composeRenderProps(children, (content) => (
        <>
          <CheckIcon className={styles.check} />
          <span>{content}</span>
        </>
      ))}
    </ListBoxItem>
  );
}

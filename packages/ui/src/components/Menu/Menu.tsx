import type { ReactNode } from 'react';
import {
  Collection,
  composeRenderProps,
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger,
  Popover,
  Separator,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type HeaderProps,
  type MenuTriggerProps,
  type PopoverProps,
  type SeparatorProps,
} from 'react-aria-components';
import { classNames, composeClassName } from '../../styles/classNames';
import { CheckIcon } from '../Icon/Icon';
import * as styles from './Menu.css';

/** The looks a menu item comes in; `destructive` for delete-like actions. */
export const menuItemVariants = ['default', 'destructive'] as const;
export type MenuItemVariant = (typeof menuItemVariants)[number];

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  /**
   * Where the menu opens relative to its trigger.
   * @default 'bottom start'
   */
  placement?: PopoverProps['placement'];
}

/**
 * A list of actions in a popover; place it inside a `MenuTrigger` after its trigger button.
 * Opens with Enter, Space or ArrowDown on the trigger; Enter activates the focused item.
 */
export function Menu<T extends object>({
  placement = 'bottom start',
  className,
  ...props
}: MenuProps<T>) {
  return (
    <Popover placement={placement} offset={4} className={styles.popover}>
      <RACMenu {...props} className={composeClassName(styles.menu, className)} />
    </Popover>
  );
}

export interface MenuItemProps<T extends object = object> extends RACMenuItemProps<T> {
  /**
   * The look of the item.
   * @default 'default'
   */
  variant?: MenuItemVariant;
}

/** One action of a menu; with `href` it is a link. In selectable menus it shows a check. */
export function MenuItem<T extends object = object>({
  variant = 'default',
  className,
  children,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeClassName(styles.item({ variant }), className)}
    >
      {composeRenderProps(children, (content, { selectionMode, isSelected }) => (
        <>
          {selectionMode !== 'none' && (
            <span className={styles.check}>{isSelected && <CheckIcon />}</span>
          )}
          {content}
        </>
      ))}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T extends object> extends RACMenuSectionProps<T> {
  /**
   * A heading shown above the section's items; it also names the group.
   * @default undefined
   */
  title?: ReactNode;
}

/** A group of related items, optionally titled. */
export function MenuSection<T extends object>({
  title,
  children,
  items,
  className,
  ...props
}: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={classNames(styles.section, className)}>
      {title && <Header className={styles.sectionHeader}>{title}</Header>}
      <Collection items={items}>{children}</Collection>
    </RACMenuSection>
  );
}

export type MenuHeaderProps = HeaderProps;

/**
 * A section's header of several lines, e.g. the signed-in user's name over their email, where a
 * `MenuSection` title is one line. Put it first in a `MenuSection` named with `aria-label`.
 */
export function MenuHeader({ className, ...props }: MenuHeaderProps) {
  return <Header {...props} className={classNames(styles.header, className)} />;
}

/** A line between groups of items. */
export function MenuSeparator({ className, ...props }: SeparatorProps) {
  return <Separator {...props} className={classNames(styles.separator, className)} />;
}

export { MenuTrigger, type MenuTriggerProps };

import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  composeRenderProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import { CheckIcon, MinusIcon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

export type CheckboxProps = AriaCheckboxProps;

/**
 * A checkbox with its label as children; toggled by click or Space. Supports `isIndeterminate`,
 * `isInvalid` and render-prop children.
 */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={composeClassName(styles.checkbox, className)}>
      {composeRenderProps(children, (content: ReactNode, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <MinusIcon className={styles.glyph} />
            ) : isSelected ? (
              <CheckIcon className={styles.glyph} />
            ) : null}
          </span>
          {content}
        </>
      ))}
    </AriaCheckbox>
  );
}

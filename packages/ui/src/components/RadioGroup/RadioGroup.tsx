import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  composeRenderProps,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { composeClassName } from '../../styles/classNames';
import { Description, FieldError, Label } from '../Field/Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  /**
   * The visible label of the group. Without one, give the group an `aria-label`.
   * @default undefined
   */
  label?: string;
  /**
   * Help text shown under the options.
   * @default undefined
   */
  description?: string;
  /**
   * The message shown under the group while it is invalid.
   * @default undefined
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The `Radio` options. */
  children?: ReactNode;
}

/** A set of mutually exclusive options: Tab enters the group, arrow keys move and select. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      className={composeClassName(fieldStyles.field, className)}
    >
      {label && <Label>{label}</Label>}
      <div className={styles.options({ orientation })}>{children}</div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export type RadioProps = AriaRadioProps;

/** One option of a `RadioGroup`, its label as children. */
export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={composeClassName(styles.radio, className)}>
      {composeRenderProps(children, (content: ReactNode) => (
        <>
          <span className={styles.circle} aria-hidden="true" />
          {content}
        </>
      ))}
    </AriaRadio>
  );
}

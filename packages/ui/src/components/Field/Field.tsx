import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type FieldErrorProps as AriaFieldErrorProps,
  type LabelProps as AriaLabelProps,
  type TextProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import * as styles from './Field.css';

export type LabelProps = AriaLabelProps;

/** The visible label of a field; RAC wires it to the input. */
export function Label({ className, ...props }: LabelProps) {
  return (
    <AriaLabel {...props} className={className ? `${styles.label} ${className}` : styles.label} />
  );
}

export type DescriptionProps = Omit<TextProps, 'slot'>;

/** Help text under a field, announced as the input's description. */
export function Description({ className, ...props }: DescriptionProps) {
  return (
    <Text
      {...props}
      slot="description"
      className={className ? `${styles.description} ${className}` : styles.description}
    />
  );
}

export type FieldErrorProps = AriaFieldErrorProps;

/** The validation message under a field; rendered only while the field is invalid. */
export function FieldError({ className, ...props }: FieldErrorProps) {
  return <AriaFieldError {...props} className={composeClassName(styles.fieldError, className)} />;
}

import {
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /**
   * Text after the value under the bar: `valueLabel` (or the percentage) followed by this.
   * @default undefined
   */
  suffix?: string;
}

/**
 * How far a task is: a thin bar over the value's text (`valueLabel`, e.g. "250 of 1,000", or the
 * percentage). Name it with `aria-label` or `aria-labelledby`; screen readers hear the value.
 */
export function ProgressBar({ suffix, className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={composeClassName(styles.bar, className)}>
      {({ percentage, valueText }) => (
        <>
          <span className={styles.track}>
            <span className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </span>
          <span>{suffix ? `${valueText} ${suffix}` : valueText}</span>
        </>
      )}
    </RACProgressBar>
  );
}

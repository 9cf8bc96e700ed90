import { Meter as RACMeter, type MeterProps as RACMeterProps } from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import * as styles from './Meter.css';

export interface MeterProps extends Omit<RACMeterProps, 'children'> {
  /**
   * Share of the maximum (0..1) from which the fill turns to the warning colour: storage nearly
   * used up.
   * @default 0.9
   */
  warnAt?: number;
}

/**
 * How much of a fixed amount is used (RAC Meter, `role="meter"`): storage of a quota, a plan's
 * contacts. A bar over the value's text (`valueLabel`, e.g. "12.4 MB of 50 MB used", or the
 * percentage); the fill turns to the warning colour from `warnAt`. Name it with `aria-label` or
 * `aria-labelledby`; screen readers hear the value. For a task under way, use `ProgressBar`.
 */
export function Meter({ warnAt = 0.9, className, ...props }: MeterProps) {
  return (
    <RACMeter {...props} className={composeClassName(styles.meter, className)}>
      {({ percentage, valueText }) => (
        <>
          <span className={styles.track}>
            <span
              className={styles.fill({ high: percentage >= warnAt * 100 })}
              style={{ width: `${percentage}%` }}
            />
          </span>
          <span>{valueText}</span>
        </>
      )}
    </RACMeter>
  );
}

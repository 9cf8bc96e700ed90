import type { ReactNode } from 'react';
import {
  Switch as AriaSwitch,
  composeRenderProps,
  type SwitchProps as AriaSwitchProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import * as styles from './Switch.css';

export type SwitchProps = AriaSwitchProps;

/** An on/off switch with its label as children; toggled by click or Space. */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={composeClassName(styles.switchRoot, className)}>
      {composeRenderProps(children, (content: ReactNode) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {content}
        </>
      ))}
    </AriaSwitch>
  );
}

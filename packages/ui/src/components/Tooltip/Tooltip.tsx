import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  composeRenderProps,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import * as styles from './Tooltip.css';

/** Spec timings: the tooltip opens after 700 ms and closes (or hands over to the next) after 300 ms. */
export const TOOLTIP_DELAY = 700;
export const TOOLTIP_CLOSE_DELAY = 300;

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /**
   * Milliseconds of hover before the tooltip opens (focus opens it at once).
   * @default 700
   */
  delay?: number;
  /**
   * Milliseconds before it closes after the pointer leaves; within it, the next tooltip opens at once.
   * @default 300
   */
  closeDelay?: number;
}

/** Wraps a focusable trigger (e.g. a Button) and a `Tooltip`. */
export function TooltipTrigger({
  delay = TOOLTIP_DELAY,
  closeDelay = TOOLTIP_CLOSE_DELAY,
  ...props
}: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}

export interface TooltipProps extends Omit<AriaTooltipProps, 'children'> {
  /** A short description of the trigger; no interactive content. */
  children?: ReactNode;
}

/** A short label shown on hover or keyboard focus, with an arrow toward its trigger. */
export function Tooltip({ children, className, offset = 8, ...props }: TooltipProps) {
  return (
    <AriaTooltip {...props} offset={offset} className={composeClassName(styles.tooltip, className)}>
      {composeRenderProps(children, (content) => (
        <>
          <OverlayArrow>
            <svg className={styles.arrow} width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
              <path d="M0 0 L4 4 L8 0" />
            </svg>
          </OverlayArrow>
          {content}
        </>
      ))}
    </AriaTooltip>
  );
}

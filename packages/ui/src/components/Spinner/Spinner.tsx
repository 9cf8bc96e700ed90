import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export const spinnerTones = ['primary', 'current'] as const;

export interface SpinnerProps extends Omit<ProgressBarProps, 'isIndeterminate' | 'children'> {
  /**
   * The diameter: `sm` matches an icon, `lg` suits a page.
   * @default 'md'
   */
  size?: (typeof spinnerSizes)[number];
  /**
   * `primary` paints it in the brand colour; `current` inherits the surrounding text colour.
   * @default 'primary'
   */
  tone?: (typeof spinnerTones)[number];
  /**
   * The accessible name announced to screen readers.
   * @default 'Loading'
   */
  'aria-label'?: string;
}

function SpinnerSvg() {
  return (
    <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle
        className={styles.track}
        cx="12"
        cy="12"
        r="10"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** An indeterminate progress indicator, inline with text or controls. */
export function Spinner({
  size = 'md',
  tone = 'primary',
  className,
  'aria-label': ariaLabel = 'Loading',
  ...props
}: SpinnerProps) {
  return (
    <ProgressBar
      {...props}
      aria-label={ariaLabel}
      isIndeterminate
      className={composeClassName(styles.spinner({ size, tone }), className)}
    >
      <SpinnerSvg />
    </ProgressBar>
  );
}

/** The spinner drawn without a progressbar role, for controls that announce their own busy state. */
export function SpinnerGlyph({ size = 'sm' }: { size?: SpinnerProps['size'] }) {
  return (
    <span className={styles.spinner({ size, tone: 'current' })} aria-hidden="true">
      <SpinnerSvg />
    </span>
  );
}

export interface FullPageSpinnerProps {
  /**
   * The visible and announced text under the spinner.
   * @default 'Loading...'
   */
  label?: string;
}

/** Fills the viewport while a page or the whole app is loading. */
export function FullPageSpinner({ label = 'Loading...' }: FullPageSpinnerProps) {
  return (
    <div className={styles.fullPage}>
      <Spinner size="lg" aria-label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

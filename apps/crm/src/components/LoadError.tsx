import * as screen from '../styles/screen.css';

export interface LoadErrorProps {
  /** The spec's load-error text (section 8), e.g. 'Error loading contacts. Please try again.'. */
  message: string;
  /**
   * Announce the failure to screen readers (`role="alert"`). Turn it off for a second stand-in of
   * a failure already announced on the screen.
   * @default true
   */
  announce?: boolean;
}

/**
 * One way a screen shows a failed read: the spec's text in place of the data that did not load,
 * never an empty state that would claim there is no data.
 */
export function LoadError({ message, announce = true }: LoadErrorProps) {
  return (
    <p className={screen.loadError} role={announce ? 'alert' : undefined}>
      {message}
    </p>
  );
}

import { ProgressBar } from 'react-aria-components';
import type { CampaignProgress } from '@crm/api-client';
import * as styles from './SendProgressBar.css';

export interface SendProgressBarProps {
  /** The campaign's live counts. */
  progress: CampaignProgress;
  /**
   * What the bar is for, read by screen readers.
   * @default 'Sending progress'
   */
  label?: string;
}

/** How far a send is: messages handled (sent, failed or skipped) out of all recipients. */
export function SendProgressBar({ progress, label = 'Sending progress' }: SendProgressBarProps) {
  const done = progress.total - progress.queued;
  return (
    <ProgressBar
      className={styles.bar}
      aria-label={label}
      value={done}
      maxValue={Math.max(progress.total, 1)}
      valueLabel={`${done.toLocaleString()} of ${progress.total.toLocaleString()}`}
    >
      {({ percentage, valueText }) => (
        <>
          <span className={styles.track}>
            <span className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </span>
          <span>{valueText} sent</span>
        </>
      )}
    </ProgressBar>
  );
}

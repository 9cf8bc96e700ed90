import { ProgressBar } from '@crm/ui';
import type { CampaignProgress } from '@crm/api-client';
import { formatCount } from '../lib/formatCount';

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
      aria-label={label}
      value={done}
      maxValue={Math.max(progress.total, 1)}
      valueLabel={`${formatCount(done)} of ${formatCount(progress.total)}`}
      suffix="sent"
    />
  );
}

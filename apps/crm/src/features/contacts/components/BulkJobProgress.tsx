import { Button, ProgressBar } from '@crm/ui';
import type { ContactBulkAction, ContactBulkJob } from '@crm/api-client';
import { useContactBulkJob } from '@crm/api-client/react';
import { formatCount } from '../../../lib/formatCount';
import { contactsCount } from '../lib/contactSelection';
import * as styles from './ContactsScreen.css';

export interface BulkJobProgressProps {
  /** The job a bulk action's answer started (a selection over 5,000 contacts). */
  job: ContactBulkJob;
  /** Called when the user dismisses the final report. */
  onDismiss: () => void;
}

const RUNNING: Record<ContactBulkAction, (count: string) => string> = {
  tag: (count) => `Adding the tag to ${count}`,
  untag: (count) => `Removing the tag from ${count}`,
  status: (count) => `Changing the status of ${count}`,
  delete: (count) => `Deleting ${count}`,
  campaign: (count) => `Adding ${count} to the campaign`,
};

const DONE: Record<ContactBulkAction, (count: string) => string> = {
  tag: (count) => `Tag added to ${count}`,
  untag: (count) => `Tag removed from ${count}`,
  status: (count) => `Status changed for ${count}`,
  delete: (count) => `${count} deleted`,
  campaign: (count) => `${count} added to the campaign`,
};

/**
 * A large bulk action running on the server: its progress while it runs (contacts handled of the
 * total), then its final report (how many changed, or where and why it stopped) until dismissed.
 */
export function BulkJobProgress({ job: started, onDismiss }: BulkJobProgressProps) {
  const { data: job = started } = useContactBulkJob(started.id);
  const running = RUNNING[job.action](contactsCount(job.total));
  return (
    <div className={styles.bulkJob}>
      {job.state === 'queued' ? (
        <>
          <span>{`${running}…`}</span>
          <ProgressBar
            className={styles.bulkJobBar}
            aria-label={running}
            value={job.done}
            maxValue={Math.max(job.total, 1)}
            valueLabel={`${formatCount(job.done)} of ${formatCount(job.total)}`}
            suffix="done"
          />
        </>
      ) : (
        <>
          <p role="status" className={job.state === 'failed' ? styles.bulkJobFailed : undefined}>
            {job.state === 'done'
              ? `${DONE[job.action](contactsCount(job.affected ?? job.done))}.`
              : `${running} stopped after ${formatCount(job.done)}: ${job.error ?? 'Stopped'}. The contacts already changed keep the change.`}
          </p>
          <Button variant="ghost" size="sm" onPress={onDismiss}>
            Dismiss
          </Button>
        </>
      )}
    </div>
  );
}

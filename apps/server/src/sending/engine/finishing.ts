import type { NewOutboxMessage } from '../../outbox/outboxRepository';
import type { Failure, SendingRepository } from '../sendingRepository';

/** What finishing needs of the database: the queue's marks. */
export type FinishingStore = Pick<
  SendingRepository,
  'markSent' | 'markFailed' | 'markSkipped' | 'finishIfDone'
>;

/** Accepted rows are marked in groups of this size while the rest of their batch is still sending. */
export const MARK_EVERY = 25;

/**
 * Finishing one batch: the outcome of each row recorded as it comes in. Accepted rows are marked
 * sent in groups of MARK_EVERY (with their outbox copies) while the rest still send, one mark after
 * the other; failures and skipped rows are marked when the batch ends. A row left unmarked (the
 * process died) is claimed again when its lease runs out.
 */
export function finishing(
  store: FinishingStore,
  batch: { campaign: { ownerId: number; key: number }; retryDelaysMs: readonly number[] },
  now: () => Date,
) {
  const campaign = { ownerId: batch.campaign.ownerId, id: batch.campaign.key };
  let sent: number[] = [];
  let outbox: NewOutboxMessage[] = [];
  const failures: Failure[] = [];
  const skipped: number[] = [];
  const cancelled: number[] = [];
  let marking = Promise.resolve();

  const markSent = () => {
    const ids = sent;
    const stored = outbox;
    sent = [];
    outbox = [];
    marking = marking.then(() => store.markSent(campaign, ids, stored, now()));
    return marking;
  };

  return {
    sent(id: number, copy: NewOutboxMessage | undefined) {
      sent.push(id);
      if (copy) outbox.push(copy);
      // The final `done` reports a failed mark; this early one only starts it.
      if (sent.length >= MARK_EVERY) markSent().catch(() => {});
    },
    failed(failure: Failure) {
      failures.push(failure);
    },
    skipped(id: number) {
      skipped.push(id);
    },
    /** Not sent: the campaign was cancelled before this row reached the SMTP server. */
    cancelled(id: number) {
      cancelled.push(id);
    },
    /** Marks what is left; the batch is finished once this resolves. */
    async done() {
      await markSent();
      await store.markFailed(failures, batch.retryDelaysMs, now());
      await store.markSkipped(
        skipped,
        'Contact unsubscribed, bounced or was deleted before sending',
      );
      await store.markSkipped(cancelled, 'Campaign cancelled');
    },
  };
}

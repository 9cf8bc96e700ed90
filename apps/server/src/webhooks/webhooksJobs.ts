import type { WebhooksConfig } from '../config';
import { jobContinues, jobDone, JobFailure, type JobKind } from '../jobs/jobKinds';
import { jobsRepository } from '../jobs/jobsRepository';
import { JOBS_QUEUE } from '../jobs/jobWorkers';
import { wakeWorkers } from '../jobs/workerPool';
import { deliveryJobKey, WEBHOOK_DELIVERY_JOB } from './webhookEvents';
import { postWebhook } from './webhookPost';
import { webhookSignature } from './webhookSignature';
import { signingSecrets, webhooksRepository } from './webhooksRepository';

/**
 * Retries over about a day (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: eight tries over 27.6 h),
 * so a receiver down for a night still gets every event.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5,
  300,
  1800,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  10 * 3600,
].map((s) => s * 1000);

/** An endpoint whose deliveries have failed without a success for this long is turned off. */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The first wait for an earlier delivery of the same contact, doubled each time up to the cap.
 * The earlier one wakes the next when it ends, so this is only the fallback (a crash between).
 */
const ORDER_WAIT_MS = 5_000;
const ORDER_WAIT_MAX_MS = 10 * 60 * 1000;

interface Delivery {
  deliveryId: number;
}

/**
 * Posts one delivery to its endpoint, signed the Standard Webhooks way. In order per contact: a
 * delivery whose endpoint still has an earlier queued delivery of the same order key (a contact's
 * earlier event, perhaps waiting out a retry) waits for it, with growing waits that count no
 * attempt. A failure is retried after `WEBHOOK_RETRY_DELAYS_MS`; the last one marks the delivery
 * failed. An endpoint failing for 24 h without a success is turned off with the reason.
 */
export function webhookDeliveryJob(
  config: WebhooksConfig,
): JobKind<Delivery, { waitMs: number } | null> {
  return {
    name: WEBHOOK_DELIVERY_JOB,
    retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS,
    payload(value) {
      const id = (value as Partial<Delivery> | null)?.deliveryId;
      if (typeof id !== 'number') throw new Error('deliveryId is missing');
      return { deliveryId: id };
    },
    async run(job) {
      if (!job.scope) throw new JobFailure('A webhook delivery needs its owner');
      const scope = job.scope;
      const repo = webhooksRepository(job.db, scope);
      const delivery = await repo.delivery(job.payload.deliveryId);
      // Deleted with its endpoint, or already ended (a resend queued a second job).
      if (!delivery || delivery.status !== 'queued') return jobDone();
      const endpoint = await repo.row(delivery.endpoint_id);
      if (!endpoint) return jobDone();
      if (!endpoint.enabled) {
        await repo.giveUp(
          delivery.id,
          `Not sent: the endpoint is turned off (${endpoint.disabled_reason ?? 'Turned off'})`,
        );
        return jobDone();
      }
      if (await repo.earlierQueued(delivery)) {
        const waitMs = Math.min(
          (job.checkpoint?.waitMs ?? ORDER_WAIT_MS / 2) * 2,
          ORDER_WAIT_MAX_MS,
        );
        return jobContinues(
          { checkpoint: { waitMs }, done: 0 },
          new Date(job.now().getTime() + waitMs),
        );
      }
      const now = job.now();
      const timestamp = Math.floor(now.getTime() / 1000);
      const result = await postWebhook({
        url: endpoint.url,
        body: delivery.payload,
        headers: {
          'webhook-id': delivery.event_id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': webhookSignature(
            signingSecrets(endpoint, now),
            delivery.event_id,
            timestamp,
            delivery.payload,
          ),
        },
        allowPrivate: config.allowPrivate,
        timeoutMs: config.timeoutMs,
        maxResponseBytes: config.maxResponseBytes,
      });
      const attempt = { responseCode: result.status ?? null, responseMs: result.ms };
      // Ended (delivered, or failed for good): the contact's next delivery need not wait longer.
      const wakeNext = async () => {
        const next = await repo.nextInOrder(delivery);
        if (
          next !== undefined &&
          (await jobsRepository(job.db).wakeKey(
            scope,
            WEBHOOK_DELIVERY_JOB,
            deliveryJobKey(next),
            now,
          ))
        )
          wakeWorkers(JOBS_QUEUE);
      };
      if (result.error === undefined) {
        await repo.recordAttempt(
          delivery.id,
          { ...attempt, status: 'delivered', error: null },
          now,
        );
        await repo.succeeded(endpoint.id);
        await wakeNext();
        return jobDone({ status: result.status });
      }
      const failingSince = await repo.failed(endpoint.id, now);
      const dayOfFailures =
        failingSince !== undefined &&
        now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS;
      const last = job.attempt > WEBHOOK_RETRY_DELAYS_MS.length || dayOfFailures;
      await repo.recordAttempt(
        delivery.id,
        { ...attempt, status: last ? 'failed' : 'queued', error: result.error },
        now,
      );
      if (dayOfFailures)
        await repo.disable(
          endpoint.id,
          `Turned off on ${now.toISOString().slice(0, 10)}: every delivery failed for 24 hours (last: ${result.error})`,
          now,
        );
      if (last) {
        await wakeNext();
        return jobDone({ failed: result.error });
      }
      throw new Error(result.error);
    },
  };
}

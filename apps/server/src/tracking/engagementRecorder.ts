import type { Db } from '../db/Db';
import { trackingRepository, type Engagement, type StepEngagement } from './trackingRepository';

const FLUSH_MS = 50;
const FLUSH_AT = 500;

/**
 * Opens and clicks are answered before they are written: they are buffered for at most 50 ms and
 * stored together (events, per-recipient first time and count, the campaign's unique counts) in
 * one transaction. A pixel hit then costs a HMAC check and a map update, not three writes; a crash
 * loses at most the last 50 ms of opens and clicks, never a send or an unsubscribe.
 */
export function engagementRecorder(db: Db) {
  let pending = new Map<number, Engagement>();
  // A workflow step's email, by owner, run and step (`JSON.stringify([ownerId, runId, stepId])`).
  let pendingSteps = new Map<string, StepEngagement>();
  let timer: NodeJS.Timeout | undefined;
  let chain = Promise.resolve();

  const schedule = () => {
    if (!timer) {
      timer = setTimeout(() => void flush(), FLUSH_MS);
      timer.unref();
    }
  };
  const entry = (recipientId: number) => {
    let p = pending.get(recipientId);
    if (!p) pending.set(recipientId, (p = { opens: 0, clicks: [] }));
    schedule();
    return p;
  };
  const stepEntry = (step: { ownerId: number; runId: number; stepId: string }) => {
    const key = JSON.stringify([step.ownerId, step.runId, step.stepId]);
    let p = pendingSteps.get(key);
    if (!p) pendingSteps.set(key, (p = { ...step, opens: 0, clicks: [] }));
    schedule();
    return p;
  };

  // One transaction after the other: SQLite has one writer.
  const write = async (batch: Map<number, Engagement>, steps: StepEngagement[]) => {
    if (batch.size > 0) await trackingRepository(db).recordEngagement(batch);
    if (steps.length > 0) await trackingRepository(db).recordStepEngagement(steps);
  };

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    const steps = [...pendingSteps.values()];
    pending = new Map();
    pendingSteps = new Map();
    if (batch.size > 0 || steps.length > 0)
      chain = chain.then(() =>
        write(batch, steps).catch((error) => console.error('Recording opens and clicks:', error)),
      );
    return chain;
  }

  return {
    open(recipientId: number) {
      const p = entry(recipientId);
      p.opens++;
      p.firstOpenAt ??= new Date().toISOString();
      if (pending.size >= FLUSH_AT) void flush();
    },
    click(recipientId: number, url: string) {
      const p = entry(recipientId);
      p.clicks.push(url);
      p.firstClickAt ??= new Date().toISOString();
      if (pending.size >= FLUSH_AT) void flush();
    },
    /** An open of a workflow step's email (its run and step, of the owner). */
    stepOpen(step: { ownerId: number; runId: number; stepId: string }) {
      const p = stepEntry(step);
      p.opens++;
      p.firstAt ??= new Date().toISOString();
      if (pendingSteps.size >= FLUSH_AT) void flush();
    },
    stepClick(step: { ownerId: number; runId: number; stepId: string }, url: string) {
      const p = stepEntry(step);
      p.clicks.push(url);
      p.firstAt ??= new Date().toISOString();
      if (pendingSteps.size >= FLUSH_AT) void flush();
    },
    /** Writes what is buffered now (tests, shutdown). */
    flush,
  };
}

export type EngagementRecorder = ReturnType<typeof engagementRecorder>;

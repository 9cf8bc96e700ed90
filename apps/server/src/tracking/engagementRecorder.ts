import type { Db } from '../db/Db';
import { trackingRepository, type Engagement } from './trackingRepository';

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
  let timer: NodeJS.Timeout | undefined;
  let chain = Promise.resolve();

  const entry = (recipientId: number) => {
    let p = pending.get(recipientId);
    if (!p) pending.set(recipientId, (p = { opens: 0, clicks: [] }));
    if (!timer) {
      timer = setTimeout(() => void flush(), FLUSH_MS);
      timer.unref();
    }
    return p;
  };

  const write = (batch: Map<number, Engagement>) => trackingRepository(db).recordEngagement(batch);

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = new Map();
    if (batch.size > 0)
      chain = chain.then(() =>
        write(batch).catch((error) => console.error('Recording opens and clicks:', error)),
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
    /** Writes what is buffered now (tests, shutdown). */
    flush,
  };
}

export type EngagementRecorder = ReturnType<typeof engagementRecorder>;

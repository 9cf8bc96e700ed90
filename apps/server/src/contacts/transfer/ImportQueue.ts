import { ImportFailure } from './ImportFailure';

export const QUEUE_FULL = 'Too many imports are waiting to run. Please try again in a few minutes.';

/**
 * Runs at most `limit` imports at once and queues the rest in arrival order, up to `maxWaiting`
 * (read per call, so the setting can change): past that the import is refused with 429 rather than
 * holding its upload on disk for an unbounded wait. SQLite has a single writer, so a second import
 * beside a long one would only contend for the lock; queued, it starts when the first commits. It
 * also caps how many parse workers (each with its own heap) exist at a time.
 */
export class ImportQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>, maxWaiting = Infinity): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= maxWaiting) throw new ImportFailure(429, QUEUE_FULL);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

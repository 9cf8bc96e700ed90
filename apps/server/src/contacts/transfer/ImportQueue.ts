/**
 * Runs at most `limit` imports at once and queues the rest in arrival order. SQLite has a single
 * writer, so a second import started beside a long one would only wait out the busy timeout and
 * fail; queued, it simply starts when the first commits. It also caps how many parse workers (each
 * with its own heap) exist at a time.
 */
export class ImportQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

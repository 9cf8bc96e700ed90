/**
 * A token bucket of `ratePerSecond` with a one-second burst. `take()` reserves a token at once and
 * waits out any debt, so concurrent callers queue in call order without a timer per waiter spinning.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt = performance.now();

  constructor(private readonly ratePerSecond: number) {
    this.tokens = ratePerSecond;
  }

  async take(): Promise<void> {
    const now = performance.now();
    this.tokens = Math.min(
      this.ratePerSecond,
      this.tokens + ((now - this.updatedAt) / 1000) * this.ratePerSecond,
    );
    this.updatedAt = now;
    this.tokens -= 1;
    if (this.tokens < 0)
      await new Promise((resolve) =>
        setTimeout(resolve, (-this.tokens / this.ratePerSecond) * 1000),
      );
  }
}

/** Buckets for the whole process and per account; an undefined rate never waits. */
export function sendThrottle(
  ratePerSecond: number | undefined,
  ratePerAccountPerSecond: number | undefined,
) {
  const server = ratePerSecond ? new TokenBucket(ratePerSecond) : undefined;
  const accounts = new Map<number, TokenBucket>();
  return {
    /** The largest batch worth claiming now: no more than about a second of sending. */
    batchLimit(max: number): number {
      const rate = Math.min(ratePerSecond ?? Infinity, ratePerAccountPerSecond ?? Infinity);
      return Math.max(1, Math.min(max, Math.ceil(rate)));
    },
    async take(userId: number): Promise<void> {
      if (ratePerAccountPerSecond) {
        let bucket = accounts.get(userId);
        if (!bucket) accounts.set(userId, (bucket = new TokenBucket(ratePerAccountPerSecond)));
        await bucket.take();
      }
      await server?.take();
    },
  };
}

const sharedThrottles = new WeakMap<object, ReturnType<typeof sendThrottle>>();

/**
 * The process's one throttle for a mail configuration: campaign sends and Compose Email take from
 * the same buckets, so one-to-one mail counts against the account's send rate too.
 */
export function sharedSendThrottle(mail: {
  ratePerSecond: number | undefined;
  ratePerAccountPerSecond: number | undefined;
}): ReturnType<typeof sendThrottle> {
  let throttle = sharedThrottles.get(mail);
  if (!throttle)
    sharedThrottles.set(
      mail,
      (throttle = sendThrottle(mail.ratePerSecond, mail.ratePerAccountPerSecond)),
    );
  return throttle;
}

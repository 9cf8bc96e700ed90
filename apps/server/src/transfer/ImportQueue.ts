import { ImportFailure } from './ImportFailure';

export const QUEUE_FULL = 'Too many imports are waiting to run. Please try again in a few minutes.';
export const ACCOUNT_BUSY =
  'You already have imports in progress. Please wait for them to finish, then try again.';

/** The limits read per import (settings can change between requests). */
export interface QueueLimits {
  /** Imports of one account that may be in progress at once: uploading, waiting or running. */
  perAccount: number;
  /** Imports of all accounts that may wait for their turn. */
  maxWaiting: number;
}

/** One admitted import: run it when its turn comes, and always release it. */
export interface ImportTicket {
  run<T>(task: () => Promise<T>): Promise<T>;
  release(): void;
}

/**
 * Runs at most `limit` imports at once. SQLite has a single writer, so a second import beside a
 * long one would only contend for the lock; it also caps how many parse workers (each with its own
 * heap) exist at a time.
 *
 * Fair between accounts: an account may have `perAccount` imports in progress (counted from the
 * upload on, so a flood is refused before its files reach the disk), and a freed turn goes to the
 * waiting account served longest ago, so one account's queue of large files never makes another
 * account's small file wait behind all of them. Past `maxWaiting` waiting imports in all, an import
 * is refused with 429 rather than holding its upload on disk for an unbounded wait.
 */
export class ImportQueue {
  private running = 0;
  private waitingCount = 0;
  private readonly inProgress = new Map<number, number>();
  /** Waiting imports per account, in arrival order; accounts in the order they started waiting. */
  private readonly waiting = new Map<number, (() => void)[]>();
  /** When each account last got a turn (a tick count): the longest-unserved account goes next. */
  private readonly lastServed = new Map<number, number>();
  private tick = 0;

  constructor(private readonly limit: number) {}

  /** Admits an import of `account`, or refuses it with 429 when the account has its share. */
  admit(account: number, limits: QueueLimits): ImportTicket {
    const mine = this.inProgress.get(account) ?? 0;
    if (mine >= limits.perAccount) throw new ImportFailure(429, ACCOUNT_BUSY);
    this.inProgress.set(account, mine + 1);
    let released = false;
    return {
      run: (task) => this.runTurn(account, task, limits.maxWaiting),
      release: () => {
        if (released) return;
        released = true;
        const left = (this.inProgress.get(account) ?? 1) - 1;
        if (left > 0) this.inProgress.set(account, left);
        else {
          this.inProgress.delete(account);
          this.lastServed.delete(account);
        }
      },
    };
  }

  private async runTurn<T>(account: number, task: () => Promise<T>, maxWaiting: number) {
    if (this.running >= this.limit) {
      if (this.waitingCount >= maxWaiting) throw new ImportFailure(429, QUEUE_FULL);
      this.waitingCount++;
      await new Promise<void>((resolve) => {
        const list = this.waiting.get(account);
        if (list) list.push(resolve);
        else this.waiting.set(account, [resolve]);
      });
    } else this.running++;
    this.lastServed.set(account, ++this.tick);
    try {
      return await task();
    } finally {
      this.next();
    }
  }

  /** Hands the freed turn to the waiting account served longest ago (never served first). */
  private next(): void {
    let chosen: number | undefined;
    let oldest = Infinity;
    for (const account of this.waiting.keys()) {
      const served = this.lastServed.get(account) ?? 0;
      if (served < oldest) [chosen, oldest] = [account, served];
    }
    if (chosen === undefined) {
      this.running--;
      return;
    }
    const list = this.waiting.get(chosen)!;
    const resolve = list.shift()!;
    if (list.length === 0) this.waiting.delete(chosen);
    this.waitingCount--;
    resolve();
  }
}

import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from './clock';

/**
 * A share of a queue that fairness takes turns over: an owner's work, or one part of it (a campaign
 * of an account). `ownerId` null is the server's own work.
 */
export interface Group {
  ownerId: number | null;
  key: number;
}

/** What a worker asks for when it claims. */
export interface Claim {
  workerId: string;
  /** At most this many items. */
  limit: number;
  now: Date;
  /** The lease: until then no other worker takes the items, unless renewed longer. */
  leaseUntil: Date;
}

/**
 * A durable queue as the worker pool sees it: rows in a table with a due time and a lease, claimed
 * a batch of one group at a time. The jobs table (jobsQueue.ts) and sending's recipient rows
 * (sending/sendingEngine.ts) each implement it; the loop around them is written once, below.
 */
export interface WorkQueue<G extends Group, Batch> {
  /** Names the queue for wake-ups (`wakeWorkers`) and for logs. */
  readonly name: string;
  /** The groups with work that may be due now, in a stable order (read at most once a second). */
  dueGroups(now: Date): Promise<G[]>;
  /** Claims up to `claim.limit` due items of `group`; undefined when none is due. */
  claim(group: G, claim: Claim): Promise<Batch | undefined>;
  /** The row ids a claimed batch holds (their leases are renewed while it is held). */
  idsOf(batch: Batch): number[];
  /** Does the work. Each item's outcome (done, retry, failed) is the queue's to record. */
  run(batch: Batch): Promise<void>;
  /** Extends the lease of the rows still held by `workerId`. */
  renew(workerId: string, ids: number[], leaseUntil: Date): Promise<void>;
  /** Hands back rows claimed but never started, this attempt uncounted. */
  release(workerId: string, ids: number[]): Promise<void>;
  /**
   * Frees every lease. Called at start on SQLite, where one process has the database: any lease
   * left is a dead process's, and waiting for it to run out would only delay the work.
   */
  releaseAll(): Promise<void>;
  /** Called when a group had nothing to claim (sending marks its campaign sent). */
  groupIdle?(group: G): Promise<void>;
}

export interface WorkerPoolOptions {
  /** Workers in this process, each with one batch at a time. */
  workers: number;
  /** Items per claim (a function: sending lowers it under a rate limit). */
  batchSize: number | (() => number);
  /** How long a claim lasts unless renewed: a killed process's items wait this long. */
  leaseMs: number;
  /** How often an idle worker looks again (work due by time, other processes' work). */
  pollIntervalMs: number;
  /**
   * Claim the next batch while running the current one, so the database's round trips overlap the
   * work (sending). Off for long jobs, which would hold a claimed batch idle meanwhile.
   * @default false
   */
  claimAhead?: boolean;
  /** SQLite: free every lease at start (see `WorkQueue.releaseAll`). */
  releaseLeasesAtStart: boolean;
  /** @default systemClock */
  clock?: Clock;
  /** The id its claims are made under (the queue's writes check it). @default a random UUID */
  workerId?: string;
  /**
   * Cross-process wake-ups (PostgreSQL LISTEN): called with the pool's wake function, resolves to
   * a function that stops listening. Without it other processes' work is found at the next poll.
   */
  listen?: (wake: () => void) => Promise<() => Promise<void>>;
}

export interface WorkerPool {
  /** Look for work now (work was just queued) instead of at the next poll. */
  wake(): void;
  /** Stops claiming, lets running batches finish, hands back batches claimed ahead. */
  stop(): Promise<void>;
}

const pools = new Map<string, Set<WorkerPool>>();

/**
 * Wakes this process's pools of one queue ('jobs', 'sending'). Whoever queues work calls it once
 * the work is committed (`whenCommitted`), so it starts at once, not at the next poll.
 */
export function wakeWorkers(queue: string): void {
  for (const pool of pools.get(queue) ?? []) pool.wake();
}

/** Groups read at most this often while busy (and at once after a wake-up or an idle wait). */
const GROUPS_TTL_MS = 1000;

/**
 * Runs `workers` workers over a queue inside this process: claim a batch (fair between owners),
 * run it while a heartbeat renews its lease, repeat; wait for a wake-up or the next poll when
 * nothing is due. Every server process runs the same pools over the same tables: PostgreSQL's
 * SKIP LOCKED claims give them disjoint batches, and a killed process's leases run out and its
 * items are claimed again.
 *
 * Fairness: owners take turns, one batch each, and within an owner its groups take turns; so one
 * account's 100,000 queued items delay another account's first item by one batch, not by the
 * backlog.
 */
export function startWorkerPool<G extends Group, Batch>(
  queue: WorkQueue<G, Batch>,
  options: WorkerPoolOptions,
): WorkerPool {
  const clock = options.clock ?? systemClock;
  const workerId = options.workerId ?? randomUUID();
  const batchSize =
    typeof options.batchSize === 'function' ? options.batchSize : () => options.batchSize as number;
  const held = new Map<number, number>();
  const hold = (ids: number[]) => ids.forEach((id) => held.set(id, (held.get(id) ?? 0) + 1));
  const drop = (ids: number[]) =>
    ids.forEach((id) => {
      const n = (held.get(id) ?? 1) - 1;
      if (n > 0) held.set(id, n);
      else held.delete(id);
    });
  let stopped = false;

  const report = (what: string) => (error: unknown) => {
    console.error(`${queue.name} ${what}:`, error);
    return undefined;
  };

  // Idle workers wait here; a wake-up releases them all. A wake-up while a worker is claiming is
  // not lost: the generation it saw before its claim has moved on, so it claims again instead of
  // going idle (the work may have been committed just after its claim looked).
  const waiters = new Set<() => void>();
  let generation = 0;
  // The due groups as last read, and at which wake-up generation: a wake-up makes them stale.
  let groups: { at: number; generation: number; list: G[] } | undefined;
  const wake = () => {
    generation++;
    for (const resume of [...waiters]) resume();
  };
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
    });

  // The turn: the owner served last, and per owner the group served last.
  let lastOwner: number | null | undefined;
  const lastKey = new Map<number | null, number>();

  /** Claims the next batch in fair order; undefined when no group has anything due. */
  async function claimNext(): Promise<Batch | undefined> {
    const now = clock.now();
    if (!groups || groups.generation !== generation || Date.now() - groups.at > GROUPS_TTL_MS) {
      const read = generation;
      groups = { at: Date.now(), generation: read, list: await queue.dueGroups(now) };
    }
    for (const group of fairOrder(groups.list, lastOwner, lastKey)) {
      if (stopped) return undefined;
      const batch = await queue.claim(group, {
        workerId,
        limit: batchSize(),
        now,
        leaseUntil: new Date(now.getTime() + options.leaseMs),
      });
      if (batch === undefined) {
        await queue.groupIdle?.(group);
        continue;
      }
      // Kept alive by the heartbeat from now on, also while it waits its turn.
      hold(queue.idsOf(batch));
      lastOwner = group.ownerId;
      lastKey.set(group.ownerId, group.key);
      return batch;
    }
    return undefined;
  }

  async function runBatch(batch: Batch) {
    try {
      await queue.run(batch);
    } finally {
      drop(queue.idsOf(batch));
    }
  }

  async function worker() {
    let ahead: Promise<Batch | undefined> | undefined;
    // A failed claim (the database is away) waits for the poll, whatever wake-ups come meanwhile.
    let failed = false;
    const claim = () =>
      claimNext().catch((error: unknown) => {
        failed = true;
        return report('claim')(error);
      });
    while (!stopped) {
      const seen = generation;
      failed = false;
      const batch = await (ahead ?? claim());
      ahead = undefined;
      if (batch === undefined) {
        if (!stopped && (generation === seen || failed)) {
          await idle(options.pollIntervalMs);
          groups = undefined;
        }
        continue;
      }
      // The batch claimed ahead is not started yet: a crash still repeats at most the batch in
      // flight, and its lease hands it to another worker.
      if (options.claimAhead && !stopped) ahead = claim();
      await runBatch(batch).catch(report('batch'));
    }
    // A batch claimed ahead when the pool stopped goes back to the queue untouched.
    const left = await ahead;
    if (left !== undefined) {
      const ids = queue.idsOf(left);
      await queue.release(workerId, ids).catch(report('release'));
      drop(ids);
    }
  }

  const heartbeat = setInterval(
    () => {
      if (held.size === 0) return;
      const until = new Date(clock.now().getTime() + options.leaseMs);
      queue.renew(workerId, [...held.keys()], until).catch(report('heartbeat'));
    },
    Math.max(100, options.leaseMs / 3),
  );
  heartbeat.unref();

  let unlisten: (() => Promise<void>) | undefined;
  const running = (async () => {
    if (options.releaseLeasesAtStart) await queue.releaseAll().catch(report('start'));
    unlisten = await options.listen?.(wake).catch(report('listen'));
    await Promise.all(Array.from({ length: options.workers }, worker));
  })();

  const pool: WorkerPool = {
    wake,
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      wake();
      await running;
      await unlisten?.().catch(report('unlisten'));
      pools.get(queue.name)?.delete(pool);
    },
  };
  let set = pools.get(queue.name);
  if (!set) pools.set(queue.name, (set = new Set()));
  set.add(pool);
  return pool;
}

/**
 * The groups in the order of the next claims: owners in turn starting after `lastOwner`, and each
 * owner's groups starting after the one it was last served from.
 */
export function fairOrder<G extends Group>(
  groups: readonly G[],
  lastOwner: number | null | undefined,
  lastKey: ReadonlyMap<number | null, number>,
): G[] {
  const byOwner = new Map<number | null, G[]>();
  for (const group of groups) {
    const list = byOwner.get(group.ownerId);
    if (list) list.push(group);
    else byOwner.set(group.ownerId, [group]);
  }
  const rank = (owner: number | null) => (owner === null ? -1 : owner);
  const owners = [...byOwner.keys()].sort((a, b) => rank(a) - rank(b));
  const after = <T>(list: T[], isAfter: (item: T) => boolean) => {
    const start = list.findIndex(isAfter);
    return start <= 0 ? list : [...list.slice(start), ...list.slice(0, start)];
  };
  const ordered: G[] = [];
  const turn =
    lastOwner === undefined ? owners : after(owners, (owner) => rank(owner) > rank(lastOwner));
  for (const owner of turn) {
    const own = byOwner.get(owner)!.sort((a, b) => a.key - b.key);
    const last = lastKey.get(owner);
    ordered.push(...(last === undefined ? own : after(own, (group) => group.key > last)));
  }
  return ordered;
}

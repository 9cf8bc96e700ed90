import { toIso } from '../db/columnTypes';
import type { Db } from '../db/Db';
import { HttpError } from '../http/HttpError';
import { authRepository } from './authRepository';

export interface ThrottleSettings {
  maxFailures: number;
  windowMs: number;
}

/** One counter an attempt is checked against, e.g. an account, an address, or both together. */
export interface ThrottleRule extends ThrottleSettings {
  key: string;
  /**
   * The rule is waived when the rule with this key holds no failures: an account locked by
   * guesses from elsewhere still lets its owner in from an address that has not failed for it.
   */
  waivedWhenCleanKey?: string;
}

/** A claimed attempt: call `succeeded` when the password was right, which forgets the failures. */
export interface ThrottleAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Attempts still being checked beyond the failures a rule allows. Parallel correct logins are
 * pending, not failed, so they never trip a rule; parallel wrong ones can pass the check together
 * only up to `maxFailures + PENDING_ALLOWANCE` per window.
 */
export const PENDING_ALLOWANCE = 10;
/** A pending row older than this belongs to a process that died mid-check: it counts as failed. */
const PENDING_STALE_MS = 60_000;

/**
 * Failed password checks per key, kept in the database so every server process behind a load
 * balancer sees the same counts.
 *
 * An attempt is recorded (pending) before the password is checked and only then counted, so
 * parallel requests cannot all pass a check made before any of them recorded anything: each one
 * sees every row committed before it.
 */
export function loginThrottle(db: Db) {
  const counters = authRepository(db).loginFailures;
  return {
    /** Claims an attempt against every rule, or throws 429 (`what` names it, e.g. 'failed login'). */
    async begin(rules: ThrottleRule[], what: string): Promise<ThrottleAttempt> {
      const now = Date.now();
      const ids: number[] = [];
      const counts = new Map<string, { failed: number; pending: number; waitMs: number }>();
      for (const rule of rules) {
        const windowStart = new Date(now - rule.windowMs).toISOString();
        const staleBefore = new Date(now - PENDING_STALE_MS).getTime();
        const id = await counters.addPending(rule.key, new Date(now).toISOString());
        ids.push(id);
        const earlier = await counters.recent(
          rule.key,
          windowStart,
          id,
          rule.maxFailures + PENDING_ALLOWANCE,
        );
        const isFailure = (row: (typeof earlier)[number]) =>
          !row.pending || new Date(toIso(row.failed_at)).getTime() < staleBefore;
        const failures = earlier.filter(isFailure);
        // The window reopens when the oldest of the last maxFailures failures leaves it.
        const oldest = failures[rule.maxFailures - 1] ?? earlier.at(-1);
        counts.set(rule.key, {
          failed: failures.length,
          pending: earlier.length - failures.length,
          waitMs: oldest
            ? Math.max(1000, new Date(toIso(oldest.failed_at)).getTime() + rule.windowMs - now)
            : 1000,
        });
      }
      const release = () => counters.remove(ids);
      let waitMs = 0;
      for (const rule of rules) {
        const count = counts.get(rule.key)!;
        const over =
          count.failed >= rule.maxFailures ||
          count.failed + count.pending >= rule.maxFailures + PENDING_ALLOWANCE;
        if (!over) continue;
        if (rule.waivedWhenCleanKey && counts.get(rule.waivedWhenCleanKey)?.failed === 0) continue;
        waitMs = Math.max(waitMs, count.waitMs);
      }
      if (waitMs > 0) {
        // A refused attempt checks no password, so it is not a failure and does not extend the wait.
        await release();
        throw tooManyAttempts(what, waitMs);
      }
      return {
        async succeeded() {
          await release();
          // The right password forgets the failures of the keys it proved (account and address).
          await counters.forget(rules.map((r) => r.key));
        },
        async failed() {
          await counters.markFailed(ids);
        },
      };
    },

    /** Forgets failures older than `olderThanMs` (run on a schedule). */
    async purge(olderThanMs: number): Promise<void> {
      await counters.purge(new Date(Date.now() - olderThanMs).toISOString());
    },
  };
}

function tooManyAttempts(what: string, waitMs: number): HttpError {
  const minutes = Math.ceil(waitMs / 60_000);
  return new HttpError(
    429,
    `Too many ${what} attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) } },
  );
}

/** The throttle's name for a client address: an IPv6 client owns its whole /64, so it is one key. */
export function addressKey(address: string): string {
  const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').replace(/%.*$/, '');
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

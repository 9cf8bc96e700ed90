import type { Owned } from '../db/scope';

/**
 * Migration 021: how many messages the sending engine took for an owner on a day (UTC,
 * YYYY-MM-DD), kept while the owner's domain warms up so its daily cap holds across workers,
 * processes and restarts.
 */
export interface SendingDailyCountsTable extends Owned {
  day: string;
  claimed: number;
}

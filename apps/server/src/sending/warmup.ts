import { warmupToday } from '@crm/api-client';
import { inTransaction, type Db } from '../db/Db';
import { ownerScope } from '../db/scope';
import { settingsRepository } from '../settings/settingsRepository';
import { sendingRepository, type ClaimedRow, type SendingRepository } from './sendingRepository';

const DAY_MS = 24 * 60 * 60 * 1000;

type ClaimOptions = Parameters<SendingRepository['claim']>[0];

/**
 * The sending engine's claim under its owner's warm-up cap: while the owner's domain warms up, a
 * claim takes no more rows than the day has left, and once the day's cap is used the campaign's
 * due rows wait for the next UTC day (queued, nothing failed or lost). Without a warm-up it is
 * the plain claim.
 */
export function warmupClaim(
  database: Db,
  repository: (db: Db) => Pick<SendingRepository, 'claim' | 'deferDue' | 'dailyCounts'>,
) {
  return async (options: ClaimOptions & { ownerId: number }): Promise<ClaimedRow[]> => {
    const startedOn = await settingsRepository(database, ownerScope(options.ownerId)).warmup();
    const today = startedOn === null ? undefined : warmupToday(startedOn, options.now);
    if (!today) return repository(database).claim(options);
    return inTransaction(database, async (trx) => {
      const counts = repository(trx).dailyCounts(options.ownerId);
      const granted = await counts.take(today.date, today.cap, options.limit);
      if (granted === 0) {
        const tomorrow = new Date(Date.parse(today.date) + DAY_MS);
        await repository(trx).deferDue(options.campaignId, tomorrow, options.now);
        return [];
      }
      const rows = await repository(trx).claim({ ...options, limit: granted });
      if (rows.length < granted) await counts.giveBack(today.date, granted - rows.length);
      return rows;
    });
  };
}

/**
 * One message outside a campaign (a workflow's email) under its owner's warm-up cap, from the same
 * daily count the campaigns' claims take: null when it may go now (counted), else the start of the
 * next UTC day, which it waits for. Without a warm-up it always may.
 */
export async function warmupTakeOne(
  database: Db,
  ownerId: number,
  now: Date,
): Promise<Date | null> {
  const startedOn = await settingsRepository(database, ownerScope(ownerId)).warmup();
  const today = startedOn === null ? undefined : warmupToday(startedOn, now);
  if (!today) return null;
  const granted = await inTransaction(database, (trx) =>
    sendingRepository(trx).dailyCounts(ownerId).take(today.date, today.cap, 1),
  );
  return granted === 1 ? null : new Date(Date.parse(today.date) + DAY_MS);
}

import type { SenderSettings } from '@crm/api-client';
import type { Db } from '../db/Db';
import { OWNER, ownedBy, type Scope } from '../db/scope';

/** The `settings` row of one scope: the account's sender identity. */
export function settingsRepository({ db }: Db, scope: Scope) {
  return {
    /** The stored identity; undefined when the account never saved one. */
    async sender(): Promise<SenderSettings | undefined> {
      const row = await db
        .selectFrom('settings')
        .select(['from_name', 'from_email', 'reply_to', 'postal_address'])
        .where(OWNER, '=', scope.ownerId)
        .executeTakeFirst();
      return (
        row && {
          fromName: row.from_name,
          fromEmail: row.from_email,
          replyTo: row.reply_to,
          postalAddress: row.postal_address,
        }
      );
    },
    /** The day (YYYY-MM-DD) the account's domain began its warm-up; null: no warm-up. */
    async warmup(): Promise<string | null> {
      const row = await db
        .selectFrom('settings')
        .select('warmup_started_on')
        .where(OWNER, '=', scope.ownerId)
        .executeTakeFirst();
      return row?.warmup_started_on ?? null;
    },
    async saveWarmup(startedOn: string | null, now: Date): Promise<void> {
      const values = { warmup_started_on: startedOn, updated_at: now.toISOString() };
      await db
        .insertInto('settings')
        .values({
          ...ownedBy(scope),
          from_name: null,
          from_email: null,
          reply_to: null,
          postal_address: null,
          ...values,
        })
        .onConflict((oc) => oc.column(OWNER).doUpdateSet(values))
        .execute();
    },
    async saveSender(input: SenderSettings, now: Date): Promise<void> {
      const values = {
        from_name: input.fromName,
        from_email: input.fromEmail,
        reply_to: input.replyTo,
        postal_address: input.postalAddress,
        updated_at: now.toISOString(),
      };
      await db
        .insertInto('settings')
        .values({ ...ownedBy(scope), ...values })
        .onConflict((oc) => oc.column(OWNER).doUpdateSet(values))
        .execute();
    },
  };
}

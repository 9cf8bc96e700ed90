import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import '../sending/sendingTables';

interface Pending {
  opens: number;
  clicks: string[];
  firstOpenAt?: string;
  firstClickAt?: string;
}

const FLUSH_MS = 50;
const FLUSH_AT = 500;

/**
 * Opens and clicks are answered before they are written: they are buffered for at most 50 ms and
 * stored together (events, per-recipient first time and count, the campaign's unique counts) in
 * one transaction. A pixel hit then costs a HMAC check and a map update, not three writes; a crash
 * loses at most the last 50 ms of opens and clicks, never a send or an unsubscribe.
 */
export function engagementRecorder(db: Kysely<Database>) {
  let pending = new Map<number, Pending>();
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

  async function write(batch: Map<number, Pending>) {
    const ids = [...batch.keys()];
    await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('campaign_recipients')
        .select(['id', 'user_id', 'campaign_id', 'contact_id'])
        .where('id', 'in', ids)
        .execute();
      const events = rows.flatMap((r) => {
        const p = batch.get(r.id)!;
        const base = { user_id: r.user_id, campaign_id: r.campaign_id, recipient_id: r.id };
        return [
          ...Array.from({ length: p.opens }, () => ({
            ...base,
            contact_id: r.contact_id,
            type: 'open' as const,
            url: null,
            created_at: p.firstOpenAt!,
          })),
          ...p.clicks.map((url) => ({
            ...base,
            contact_id: r.contact_id,
            type: 'click' as const,
            url,
            created_at: p.firstClickAt!,
          })),
        ];
      });
      for (let i = 0; i < events.length; i += 500)
        await trx
          .insertInto('email_events')
          .values(events.slice(i, i + 500))
          .execute();

      const campaignOf = new Map(rows.map((r) => [r.id, r.campaign_id]));
      const newUnique = new Map<number, { opens: number; clicks: number }>();
      const bump = (campaignId: number, key: 'opens' | 'clicks') => {
        const c = newUnique.get(campaignId) ?? { opens: 0, clicks: 0 };
        c[key]++;
        newUnique.set(campaignId, c);
      };
      for (const r of rows) {
        const p = batch.get(r.id)!;
        if (p.opens > 0) {
          const first = await trx
            .updateTable('campaign_recipients')
            .set({ first_opened_at: p.firstOpenAt! })
            .where('id', '=', r.id)
            .where('first_opened_at', 'is', null)
            .executeTakeFirst();
          if (Number(first.numUpdatedRows) > 0) bump(campaignOf.get(r.id)!, 'opens');
        }
        if (p.clicks.length > 0) {
          const first = await trx
            .updateTable('campaign_recipients')
            .set({ first_clicked_at: p.firstClickAt! })
            .where('id', '=', r.id)
            .where('first_clicked_at', 'is', null)
            .executeTakeFirst();
          if (Number(first.numUpdatedRows) > 0) bump(campaignOf.get(r.id)!, 'clicks');
        }
        await trx
          .updateTable('campaign_recipients')
          .set((eb) => ({
            open_count: eb('open_count', '+', p.opens),
            click_count: eb('click_count', '+', p.clicks.length),
          }))
          .where('id', '=', r.id)
          .execute();
      }
      // The campaign's openCount and clickCount are unique recipients (issue 14).
      for (const [campaignId, c] of newUnique)
        await trx
          .updateTable('campaigns')
          .set((eb) => ({
            open_count: eb('open_count', '+', c.opens),
            click_count: eb('click_count', '+', c.clicks),
          }))
          .where('id', '=', campaignId)
          .execute();
    });
  }

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

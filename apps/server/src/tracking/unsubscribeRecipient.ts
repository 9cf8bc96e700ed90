import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import '../sending/sendingTables';

/**
 * Unsubscribes the contact a message went to: the contact's status becomes `unsubscribed`, the
 * recipient row and an event keep the time and campaign, and rows still queued for them in any
 * campaign are cancelled (the send loop also re-checks the status). Repeating it changes nothing.
 * Undefined when the recipient row no longer exists.
 */
export async function unsubscribeRecipient(
  db: Kysely<Database>,
  recipientId: number,
): Promise<{ email: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('campaign_recipients')
      .select(['id', 'user_id', 'campaign_id', 'contact_id', 'email', 'unsubscribed_at'])
      .where('id', '=', recipientId)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.unsubscribed_at !== null) return { email: row.email };
    const now = new Date().toISOString();
    await trx
      .updateTable('campaign_recipients')
      .set({ unsubscribed_at: now })
      .where('id', '=', row.id)
      .execute();
    await trx
      .insertInto('email_events')
      .values({
        user_id: row.user_id,
        campaign_id: row.campaign_id,
        recipient_id: row.id,
        contact_id: row.contact_id,
        type: 'unsubscribe',
        url: null,
        created_at: now,
      })
      .execute();
    if (row.contact_id !== null) {
      await trx
        .updateTable('contacts')
        .set({ status: 'unsubscribed' })
        .where('id', '=', row.contact_id)
        .where('user_id', '=', row.user_id)
        .execute();
      await trx
        .updateTable('campaign_recipients')
        .set({
          status: 'cancelled',
          error: 'Contact unsubscribed',
          claimed_by: null,
          claimed_until: null,
        })
        .where('contact_id', '=', row.contact_id)
        .where('status', '=', 'queued')
        .execute();
    }
    return { email: row.email };
  });
}

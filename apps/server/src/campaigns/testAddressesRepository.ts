import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/Db';
import { OWNER, ownedBy, type Scope } from '../db/scope';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A confirmation link stays valid this long. */
export const TEST_ADDRESS_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The addresses an account may send test emails to besides its sign-in address: each confirmed by
 * a link mailed to it, so a test send never reaches a stranger (issue 26 §1).
 */
export function testAddressesRepository({ db }: Db, scope: Scope) {
  const owned = () => db.selectFrom('campaign_test_addresses').where(OWNER, '=', scope.ownerId);
  return {
    async isConfirmed(email: string): Promise<boolean> {
      const row = await owned()
        .select('id')
        .where('email', '=', email.toLowerCase())
        .where('confirmed_at', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    async list(): Promise<{ email: string; confirmed: boolean }[]> {
      const rows = await owned().select(['email', 'confirmed_at']).orderBy('email').execute();
      return rows.map((r) => ({ email: r.email, confirmed: r.confirmed_at !== null }));
    },

    /** Whether a link sent to `email` less than `withinMs` ago is still waiting to be opened. */
    async linkSentWithin(email: string, withinMs: number, now = new Date()): Promise<boolean> {
      const pending = await owned()
        .select('created_at')
        .where('email', '=', email.toLowerCase())
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      return (
        pending !== undefined &&
        new Date(pending.created_at as string | Date).getTime() + withinMs > now.getTime()
      );
    },

    /** A new confirmation token for `email` (the link's secret; only its hash is stored). */
    async requestConfirmation(email: string, now = new Date()): Promise<string> {
      const address = email.toLowerCase();
      const token = randomBytes(24).toString('base64url');
      const updated = await db
        .updateTable('campaign_test_addresses')
        .set({ token_hash: hash(token), created_at: now.toISOString() })
        .where(OWNER, '=', scope.ownerId)
        .where('email', '=', address)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await db
          .insertInto('campaign_test_addresses')
          .values({
            ...ownedBy(scope),
            email: address,
            token_hash: hash(token),
            confirmed_at: null,
            created_at: now.toISOString(),
          })
          .onConflict((oc) => oc.columns([OWNER, 'email']).doNothing())
          .execute();
      return token;
    },

    async remove(email: string): Promise<boolean> {
      const done = await db
        .deleteFrom('campaign_test_addresses')
        .where(OWNER, '=', scope.ownerId)
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return Number(done.numDeletedRows) > 0;
    },
  };
}

/** The public side: the link's token names the address, whoever opens it. */
export function publicTestAddressesRepository({ db }: Db) {
  return {
    /** The pending address of a live token (undefined when unknown, used or expired). */
    async pending(token: string, now = new Date()): Promise<string | undefined> {
      const row = await db
        .selectFrom('campaign_test_addresses')
        .select(['email', 'created_at', 'confirmed_at'])
        .where('token_hash', '=', hash(token))
        .executeTakeFirst();
      if (!row || row.confirmed_at !== null) return undefined;
      const created = new Date(row.created_at as string | Date).getTime();
      return created + TEST_ADDRESS_LINK_TTL_MS < now.getTime() ? undefined : row.email;
    },

    async confirm(token: string, now = new Date()): Promise<string | undefined> {
      const email = await this.pending(token, now);
      if (!email) return undefined;
      await db
        .updateTable('campaign_test_addresses')
        .set({ confirmed_at: now.toISOString() })
        .where('token_hash', '=', hash(token))
        .where('confirmed_at', 'is', null)
        .execute();
      return email;
    },
  };
}

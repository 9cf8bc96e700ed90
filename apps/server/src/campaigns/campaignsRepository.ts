import type {
  Campaign,
  CampaignContact,
  CampaignCreateData,
  CampaignUpdateData,
} from '@crm/api-client';
import { FIELD_LIMITS } from '@crm/api-client';
import {
  sql,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely';
import { containsPattern } from '../db/likePattern';
import type { CampaignsTable, Database } from '../db/schema';
import { toIso } from '../db/schema';
import type { SqlDialect } from '../db/sqlDialect';
import { normaliseDesign } from '../templates/normaliseDesign';

export function toCampaign(row: Selectable<CampaignsTable>): Campaign {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    content: row.content,
    status: row.status as Campaign['status'],
    scheduledAt: row.scheduled_at === null ? null : toIso(row.scheduled_at),
    sentCount: Number(row.sent_count),
    openCount: Number(row.open_count),
    clickCount: Number(row.click_count),
    createdAt: toIso(row.created_at),
    design: row.design ?? null,
  };
}

/** A page of a keyset-paged read: `nextCursor` is the last id, or null when nothing follows. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

export interface PageRequest {
  limit: number;
  /** The last id of the previous page. */
  cursor?: number;
}

/** The cursor after `items` when more rows followed them (the page was read with one extra row). */
function nextCursorOf(items: { id: number }[], hasMore: boolean): string | null {
  const last = items.at(-1);
  return hasMore && last ? String(last.id) : null;
}

/** Only drafts can be edited: a scheduled or sent campaign is already promised to its recipients. */
export const NOT_A_DRAFT = 'not-a-draft' as const;

/** Every query is scoped to one user: another user's campaign simply does not exist here. */
export function campaignsRepository(db: Kysely<Database>, userId: number) {
  const owned = () => db.selectFrom('campaigns').where('user_id', '=', userId);

  const find = async (id: number): Promise<Campaign | undefined> => {
    const row = await owned().selectAll().where('id', '=', id).executeTakeFirst();
    return row && toCampaign(row);
  };

  return {
    find,

    /** Every campaign, oldest first: the spec's `{ campaigns }` list. */
    async listAll(): Promise<Campaign[]> {
      const rows = await owned().selectAll().orderBy('id').execute();
      return rows.map(toCampaign);
    },

    /**
     * The campaigns whose name or subject contains `q` (ignoring case), newest first, by keyset on
     * the id: a page costs the same however deep it is, unlike OFFSET.
     */
    async search(q: string, { limit, cursor }: PageRequest): Promise<Page<Campaign>> {
      const pattern = q ? containsPattern(q) : null;
      const matching = () => {
        let query = owned();
        if (pattern) {
          query = query.where((eb) =>
            eb.or([
              eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
              eb(sql`lower(subject)`, 'like', sql`${pattern} escape '\\'`),
            ]),
          );
        }
        return query;
      };
      let pageQuery = matching().selectAll();
      if (cursor !== undefined) pageQuery = pageQuery.where('id', '<', cursor);
      const [rows, count] = await Promise.all([
        pageQuery
          .orderBy('id', 'desc')
          .limit(limit + 1)
          .execute(),
        matching()
          .select((eb) => eb.fn.countAll().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      const items = rows.slice(0, limit).map(toCampaign);
      return {
        items,
        nextCursor: nextCursorOf(items, rows.length > limit),
        total: Number(count.total),
      };
    },

    async create(input: CampaignCreateData): Promise<Campaign> {
      const row = await db
        .insertInto('campaigns')
        .values({
          user_id: userId,
          name: input.name,
          subject: input.subject,
          content: input.content,
          status: input.status,
          scheduled_at: input.scheduledAt,
          design: input.design === null ? null : normaliseDesign(input.design),
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toCampaign(row);
    },

    /** Changes the fields present; undefined when not this user's, NOT_A_DRAFT when not a draft. */
    async update(
      id: number,
      input: CampaignUpdateData,
    ): Promise<Campaign | undefined | typeof NOT_A_DRAFT> {
      const changes: Updateable<CampaignsTable> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.subject !== undefined) changes.subject = input.subject;
      if (input.content !== undefined) changes.content = input.content;
      if (input.status !== undefined) changes.status = input.status;
      if (input.scheduledAt !== undefined) changes.scheduled_at = input.scheduledAt;
      if (input.design !== undefined) {
        changes.design = input.design === null ? null : normaliseDesign(input.design);
      }
      // The status check is in the same statement as the write, so a send that starts in between
      // cannot be overwritten.
      const row =
        Object.keys(changes).length === 0
          ? await owned()
              .selectAll()
              .where('id', '=', id)
              .where('status', '=', 'draft')
              .executeTakeFirst()
          : await db
              .updateTable('campaigns')
              .set(changes)
              .where('user_id', '=', userId)
              .where('id', '=', id)
              .where('status', '=', 'draft')
              .returningAll()
              .executeTakeFirst();
      if (row) return toCampaign(row);
      return (await find(id)) ? NOT_A_DRAFT : undefined;
    },

    /** A new draft with the same name (marked as a copy), subject, content, design and contacts. */
    async duplicate(id: number): Promise<Campaign | undefined> {
      return db.transaction().execute(async (trx) => {
        const source = await trx
          .selectFrom('campaigns')
          .selectAll()
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!source) return undefined;
        const now = new Date().toISOString();
        const copy = await trx
          .insertInto('campaigns')
          .values({
            user_id: userId,
            name: `${source.name} (copy)`.slice(0, FIELD_LIMITS.name),
            subject: source.subject,
            content: source.content,
            status: 'draft',
            scheduled_at: null,
            design: source.design,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // Set-based: one statement however many contacts the campaign has.
        await trx
          .insertInto('campaign_contacts')
          .columns(['campaign_id', 'contact_id', 'created_at'])
          .expression((eb) =>
            eb
              .selectFrom('campaign_contacts')
              .select([
                eb.val(copy.id).as('campaign_id'),
                'contact_id',
                eb.val(now).as('created_at'),
              ])
              .where('campaign_id', '=', id),
          )
          .execute();
        return toCampaign(copy);
      });
    },

    async archive(id: number): Promise<Campaign | undefined> {
      const row = await db
        .updateTable('campaigns')
        .set({ status: 'archived' })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toCampaign(row);
    },

    async remove(id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('campaigns')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Links a contact the caller has already checked is this user's; twice is not an error. */
    async addContact(campaignId: number, contactId: number): Promise<void> {
      await db
        .insertInto('campaign_contacts')
        .values({
          campaign_id: campaignId,
          contact_id: contactId,
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.columns(['campaign_id', 'contact_id']).doNothing())
        .execute();
    },

    /**
     * Links every contact `contactIds` selects (the caller scopes it to this user's contacts) in one
     * statement; existing links stay. False when the campaign is not this user's.
     */
    async addContactsSelected(
      campaignId: number,
      contactIds: SelectQueryBuilder<Database, 'contacts', { id: number }>,
      dialect: SqlDialect,
    ): Promise<boolean> {
      const campaign = await owned().select('id').where('id', '=', campaignId).executeTakeFirst();
      if (!campaign) return false;
      const now = new Date().toISOString();
      await db
        .insertInto('campaign_contacts')
        .columns(['campaign_id', 'contact_id', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom(contactIds.as('picked'))
            .select([
              sql<number>`cast(${campaignId} as integer)`.as('campaign_id'),
              'picked.id',
              // PostgreSQL types a bare parameter in a select list as text.
              (dialect === 'postgres'
                ? sql<string>`cast(${now} as timestamptz)`
                : sql<string>`${now}`
              ).as('created_at'),
            ])
            // SQLite reads `FROM (...) picked ON CONFLICT` as a join's ON without a WHERE between.
            .where(sql<boolean>`true`),
        )
        .onConflict((oc) => oc.columns(['campaign_id', 'contact_id']).doNothing())
        .execute();
      return true;
    },

    /**
     * The contacts added to a campaign, by contact id (keyset on the primary key's second column).
     * The names come from the contacts table in the same query: one round trip per page instead of
     * one per contact, and only the columns the list shows.
     */
    async contacts(
      campaignId: number,
      { limit, cursor }: PageRequest,
    ): Promise<Page<CampaignContact>> {
      const linked = () =>
        db
          .selectFrom('campaign_contacts as cc')
          .innerJoin('contacts as c', 'c.id', 'cc.contact_id')
          .where('cc.campaign_id', '=', campaignId)
          .where('c.user_id', '=', userId);
      let pageQuery = linked().select([
        'c.id',
        'c.first_name',
        'c.last_name',
        'c.email',
        'cc.created_at',
      ]);
      if (cursor !== undefined) pageQuery = pageQuery.where('cc.contact_id', '>', cursor);
      const [rows, count] = await Promise.all([
        pageQuery
          .orderBy('cc.contact_id')
          .limit(limit + 1)
          .execute(),
        linked()
          .select((eb) => eb.fn.countAll().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      const items = rows.slice(0, limit).map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        addedAt: toIso(row.created_at),
      }));
      return {
        items,
        nextCursor: nextCursorOf(items, rows.length > limit),
        total: Number(count.total),
      };
    },
  };
}

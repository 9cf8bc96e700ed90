import { ACTIVITY_MILESTONES, type ActivityItem } from '@crm/api-client';
import { sql } from 'kysely';
import { toIso } from '../../db/columnTypes';
import type { Db } from '../../db/Db';
import { OWNER, ownerRef, type Scope } from '../../db/scope';
import { sqlTimestamp } from '../../db/sqlTimestamp';

const num = (value: unknown) => Number(value ?? 0);
const quoted = (name: string) => `“${name}”`;
const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The account's latest events, newest first, from the rows themselves (no activity log to keep in
 * step): each source reads at most `limit` items through an index, then they are merged.
 *
 * - Contacts: an import stores its contacts with one creation time, so contacts sharing a time
 *   are one import ("Imported 250 contacts"); a lone contact is "Added contact …".
 * - A campaign's send: its first delivery; opens and clicks: the 1st, 10th, 100th and 1000th
 *   tracked event of the `limit` latest campaigns.
 * - Unsubscribes (tracked events) and workflows created.
 */
export function analyticsActivity(database: Db, scope: Scope) {
  const { db, dialect } = database;
  const at = (iso: string) => sqlTimestamp(dialect, iso);

  /** Walks the contacts' creation times backwards (index contacts_user_created), one group a step. */
  async function contactItems(limit: number): Promise<ActivityItem[]> {
    const items: ActivityItem[] = [];
    let before: string | null = null;
    while (items.length < limit) {
      const latest = await db
        .selectFrom('contacts')
        .select(sql<Date | string | null>`max(created_at)`.as('t'))
        .where(OWNER, '=', scope.ownerId)
        .$if(before !== null, (q) => q.where('created_at', '<', at(before!)))
        .executeTakeFirst();
      if (!latest?.t) break;
      const time = toIso(latest.t);
      const group = await db
        .selectFrom('contacts')
        .select([
          sql<string>`count(*)`.as('n'),
          sql<number>`min(id)`.as('id'),
          sql<string>`min(first_name)`.as('first_name'),
          sql<string>`min(last_name)`.as('last_name'),
        ])
        .where(OWNER, '=', scope.ownerId)
        .where('created_at', '=', at(time))
        .executeTakeFirstOrThrow();
      const n = num(group.n);
      items.push(
        n === 1
          ? {
              key: `contact_added:${group.id}`,
              type: 'contact_added',
              at: time,
              text: `Added contact ${`${group.first_name} ${group.last_name}`.trim()}`,
              count: null,
              link: { path: '/contacts', id: group.id },
            }
          : {
              key: `contacts_imported:${time}`,
              type: 'contacts_imported',
              at: time,
              text: `Imported ${plural(n, 'contact', 'contacts')}`,
              count: n,
              link: { path: '/contacts', id: null },
            },
      );
      before = time;
    }
    return items;
  }

  /** First deliveries (index campaign_recipients_campaign_sent, migration 010) and milestones. */
  async function campaignItems(limit: number): Promise<ActivityItem[]> {
    const { rows } = await sql<{
      id: number;
      name: string;
      sent_count: number | string;
      first_sent: Date | string | null;
    }>`
      select id, name, sent_count, first_sent from (
        select c.id, c.name, c.sent_count,
          (select min(r.sent_at) from campaign_recipients r
            where r.campaign_id = c.id and r.sent_at is not null) as first_sent
        from campaigns c where ${ownerRef('c')} = ${scope.ownerId}
      ) sent
      where first_sent is not null
      order by first_sent desc, id desc
      limit ${limit}`.execute(db);
    const items: ActivityItem[] = [];
    await Promise.all(
      rows.map(async (c) => {
        const link = { path: '/campaigns' as const, id: c.id };
        const sentAt = toIso(c.first_sent!);
        const recipients = num(c.sent_count);
        items.push({
          key: `campaign_sent:${c.id}`,
          type: 'campaign_sent',
          at: sentAt,
          text: `${quoted(c.name)} sent to ${plural(recipients, 'recipient', 'recipients')}`,
          count: recipients,
          link,
        });
        for (const type of ['open', 'click'] as const) {
          // The time of the 1st, 10th, 100th and 1000th event of the kind: one row back, each
          // milestone an index walk of at most 1000 entries (index tracking_events_campaign_type).
          const nth = (n: number) =>
            sql<Date | string | null>`(select e.created_at from tracking_events e
              where e.campaign_id = ${c.id} and e.type = ${type}
              order by e.created_at limit 1 offset ${sql.lit(n - 1)})`;
          const row = await db
            .selectNoFrom(ACTIVITY_MILESTONES.map((n) => nth(n).as(`m${n}`)))
            .executeTakeFirst();
          const noun = type === 'open' ? 'opens' : 'clicks';
          for (const milestone of ACTIVITY_MILESTONES) {
            const reached = (row as Record<string, Date | string | null> | undefined)?.[
              `m${milestone}`
            ];
            if (!reached) break;
            items.push({
              key: `campaign_${noun}:${c.id}:${milestone}`,
              type: `campaign_${noun}`,
              at: toIso(reached),
              text:
                milestone === 1
                  ? `First ${type} ${type === 'open' ? 'of' : 'on'} ${quoted(c.name)}`
                  : `${quoted(c.name)} reached ${milestone.toLocaleString('en-US')} ${noun}`,
              count: milestone,
              link,
            });
          }
        }
      }),
    );
    return items;
  }

  async function unsubscribeItems(limit: number): Promise<ActivityItem[]> {
    const rows = await db
      .selectFrom('tracking_events as e')
      .leftJoin('contacts as c', 'c.id', 'e.contact_id')
      .leftJoin('campaign_recipients as r', 'r.id', 'e.recipient_id')
      .leftJoin('campaigns as k', 'k.id', 'e.campaign_id')
      .select([
        'e.id',
        'e.created_at',
        'e.contact_id',
        'c.email as contactEmail',
        'r.email as recipientEmail',
        'k.name as campaign',
      ])
      .where(`e.${OWNER}`, '=', scope.ownerId)
      .where('e.type', '=', 'unsubscribe')
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => {
      const who = r.contactEmail ?? r.recipientEmail ?? 'A contact';
      return {
        key: `unsubscribed:${r.id}`,
        type: 'unsubscribed',
        at: toIso(r.created_at),
        text: r.campaign ? `${who} unsubscribed from ${quoted(r.campaign)}` : `${who} unsubscribed`,
        count: null,
        link: { path: '/contacts', id: r.contact_id },
      };
    });
  }

  async function workflowItems(limit: number): Promise<ActivityItem[]> {
    const rows = await db
      .selectFrom('workflows')
      .select(['id', 'name', 'created_at'])
      .where(OWNER, '=', scope.ownerId)
      // A test copy ("Test with a contact") is not a workflow the user created.
      .where('test_of', 'is', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((w) => ({
      key: `workflow_created:${w.id}`,
      type: 'workflow_created',
      at: toIso(w.created_at),
      text: `Workflow ${quoted(w.name)} created`,
      count: null,
      link: { path: '/automation', id: w.id },
    }));
  }

  return {
    async recent(limit: number): Promise<ActivityItem[]> {
      const sources = await Promise.all([
        contactItems(limit),
        campaignItems(limit),
        unsubscribeItems(limit),
        workflowItems(limit),
      ]);
      return sources
        .flat()
        .sort((a, b) => (a.at === b.at ? (a.key < b.key ? 1 : -1) : a.at < b.at ? 1 : -1))
        .slice(0, limit);
    },
  };
}

import { TIER_OF_PLAN, type PlanId } from '@crm/api-client';
import { queueScheduledStart } from '../campaigns/scheduledStart';
import { inTransaction, type Db } from '../db/Db';
import { ownedBy, ownerScope } from '../db/scope';
import { demoCampaigns, demoContacts, demoTemplates, demoWorkflows } from './demoData';

export interface DemoAccount {
  username: string;
  email: string;
  passwordHash: string;
  plan: PlanId;
  temporaryPasswordDays: number;
  /** Epoch ms the sample's dates count back from. */
  now: number;
}

/**
 * Writes the demo account and its sample records as they are, in one transaction, after deleting
 * any earlier demo account (its records go with it). Rows are written directly, not through the
 * areas' repositories: the sample carries what no API may set (past creation dates, a campaign's
 * sent and open figures).
 */
export async function writeDemoAccount(db: Db, demo: DemoAccount): Promise<void> {
  const at = (daysAgo: number) => new Date(demo.now - daysAgo * 86_400_000).toISOString();
  await inTransaction(db, async ({ db: trx, ...rest }) => {
    await trx
      .deleteFrom('users')
      .where((eb) => eb.or([eb('username', '=', demo.username), eb('email', '=', demo.email)]))
      .execute();
    const user = await trx
      .insertInto('users')
      .values({
        username: demo.username,
        email: demo.email,
        name: 'Demo User',
        password_hash: demo.passwordHash,
        // Not read (the plan below is the source); kept consistent with it.
        subscription_tier: TIER_OF_PLAN[demo.plan],
        requires_password_change: 1,
        temporary_password_expires_at: at(-demo.temporaryPasswordDays),
        created_at: at(90),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('billing_subscriptions')
      .values({ ...ownedBy(ownerScope(user.id)), current_plan: demo.plan, updated_at: at(30) })
      .execute();

    const contacts = await trx
      .insertInto('contacts')
      .values(
        demoContacts.map((c, i) => ({
          ...ownedBy(ownerScope(user.id)),
          first_name: c.firstName,
          last_name: c.lastName,
          email: c.email,
          phone: c.phone,
          company: c.company,
          position: c.position,
          status: c.status,
          tags: JSON.stringify(c.tags),
          lead_source: c.leadSource,
          custom_fields: JSON.stringify(c.customFields),
          created_at: at(85 - i * 2),
        })),
      )
      .returning('id')
      .execute();

    const campaigns = await trx
      .insertInto('campaigns')
      .values(
        demoCampaigns.map((c, i) => ({
          ...ownedBy(ownerScope(user.id)),
          name: c.name,
          subject: c.subject,
          content: c.content,
          status: c.status,
          scheduled_at: c.daysAgo === null ? null : at(c.daysAgo),
          sent_count: c.sentCount,
          open_count: c.openCount,
          click_count: c.clickCount,
          created_at: at(80 - i * 10),
        })),
      )
      .returning(['id', 'status', 'scheduled_at'])
      .execute();
    // A scheduled campaign goes out when its time comes, as one scheduled through the API does.
    for (const campaign of campaigns)
      if (campaign.status === 'scheduled' && campaign.scheduled_at !== null)
        await queueScheduledStart(
          { db: trx, ...rest },
          ownerScope(user.id),
          campaign.id,
          new Date(campaign.scheduled_at).toISOString(),
        );
    const links = campaigns.slice(0, 4).flatMap((campaign, n) =>
      contacts
        .filter((_, i) => (i + n) % 3 !== 0)
        .map((contact) => ({
          campaign_id: campaign.id,
          contact_id: contact.id,
          created_at: at(20),
        })),
    );
    await trx.insertInto('campaign_contacts').values(links).execute();

    await trx
      .insertInto('templates')
      .values(
        demoTemplates.map((t, i) => ({
          ...ownedBy(ownerScope(user.id)),
          ...{
            name: t.name,
            subject: t.subject,
            content: t.content,
            template_type: t.templateType,
            design: t.design,
          },
          created_at: at(70 - i * 7),
        })),
      )
      .execute();

    await trx
      .insertInto('workflows')
      .values(
        demoWorkflows.map((w, i) => ({
          ...ownedBy(ownerScope(user.id)),
          name: w.name,
          description: w.description,
          trigger: w.trigger,
          is_active: w.isActive ? 1 : 0,
          steps: JSON.stringify(w.steps),
          created_at: at(50 - i * 10),
        })),
      )
      .execute();
  });
}

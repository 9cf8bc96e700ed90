import { randomBytes } from 'node:crypto';
import { TIER_OF_PLAN, type PlanId } from '@crm/api-client';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwordHash';
import type { Database } from '../db/schema';
import { demoCampaigns, demoContacts, demoTemplates, demoWorkflows } from './demoData';

export const DEMO_USERNAME = 'demo';
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PLAN: PlanId = 'growth';
/** A temporary password left unchanged this long stops working (issue 16). */
export const TEMPORARY_PASSWORD_DAYS = 7;

/** A temporary password that is easy to type once: the user must change it at first login. */
function temporaryPassword(): string {
  const raw = randomBytes(9).toString('base64url');
  return `demo-${raw.slice(0, 6)}-${raw.slice(6, 12)}`;
}

/**
 * (Re)creates the demo account with a fresh temporary password and sample data, replacing any
 * earlier demo account and its records. Other accounts are untouched.
 */
export async function seedDemoAccount(
  db: Kysely<Database>,
): Promise<{ username: string; password: string }> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();

  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('users')
      .where((eb) => eb.or([eb('username', '=', DEMO_USERNAME), eb('email', '=', DEMO_EMAIL)]))
      .execute();
    const user = await trx
      .insertInto('users')
      .values({
        username: DEMO_USERNAME,
        email: DEMO_EMAIL,
        name: 'Demo User',
        password_hash: passwordHash,
        // Not read (the plan below is the source); kept consistent with it.
        subscription_tier: TIER_OF_PLAN[DEMO_PLAN],
        requires_password_change: 1,
        temporary_password_expires_at: at(-TEMPORARY_PASSWORD_DAYS),
        created_at: at(90),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('subscriptions')
      .values({ user_id: user.id, current_plan: DEMO_PLAN, updated_at: at(30) })
      .execute();

    const contacts = await trx
      .insertInto('contacts')
      .values(
        demoContacts.map((c, i) => ({
          user_id: user.id,
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
          user_id: user.id,
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
      .returning('id')
      .execute();
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
      .insertInto('email_templates')
      .values(
        demoTemplates.map((t, i) => ({
          user_id: user.id,
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
      .insertInto('automation_workflows')
      .values(
        demoWorkflows.map((w, i) => ({
          user_id: user.id,
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
  return { username: DEMO_USERNAME, password };
}

/** The lines `npm run seed:demo` and `npm start -- --seed-demo` print. */
export function demoCredentialsMessage({
  username,
  password,
}: {
  username: string;
  password: string;
}): string {
  return [
    'Demo account ready (sample contacts, campaigns, templates and workflows):',
    `  username: ${username}`,
    `  password: ${password}   (temporary: change it at first login; it expires in ${TEMPORARY_PASSWORD_DAYS} days)`,
  ].join('\n');
}

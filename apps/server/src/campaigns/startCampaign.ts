import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { campaignsRepository, type StartOutcome } from './campaignsRepository';
import { type MissingSegment, resolveAudience } from './resolveAudience';

export type StartCampaignOutcome =
  StartOutcome | { outcome: 'missing-segment'; missing: MissingSegment };

/**
 * Starts a campaign's send (Send now, or its schedule falling due): its audience's segments are
 * read as they are now and the whole audience queued in one statement (`startSend`). A segment
 * deleted since the audience was chosen stops the start rather than silently widen or narrow it.
 */
export async function startCampaign(
  database: Db,
  scope: Scope,
  campaignId: number,
  from: readonly string[] = ['draft', 'scheduled'],
  /** The start's time: an A/B test's winner is due its wait after it. */
  now: Date = new Date(),
): Promise<StartCampaignOutcome> {
  const campaigns = campaignsRepository(database, scope);
  const campaign = await campaigns.find(campaignId);
  if (!campaign) return { outcome: 'not-found' };
  if (!from.includes(campaign.status)) return { outcome: 'not-sendable', status: campaign.status };
  const resolved = await resolveAudience(database, scope, campaign.audience);
  if (!resolved.ok) return { outcome: 'missing-segment', missing: resolved.missing };
  return campaigns.startSend(campaignId, resolved.conditions, from, now);
}

import { createHash } from 'node:crypto';
import type { Contact } from '@crm/api-client';
import type { Claim } from '../../jobs/workerPool';
import type { ClaimedRow, SendingCampaign, SendingRepository } from '../sendingRepository';

/** A claimed batch of one campaign, with the contacts its messages merge. */
export interface ClaimedBatch {
  campaign: SendingCampaign;
  rows: ClaimedRow[];
  /** By contact id; a contact missing here was deleted after the send started. */
  contacts: Map<number, Contact>;
}

/** What claiming needs of the database: the queue's claim, and one owner's contacts. */
export interface ClaimingStore {
  /** The queue's claim, given the campaign's owner (whose warm-up cap may limit it). */
  claim(
    options: Parameters<SendingRepository['claim']>[0] & { ownerId: number },
  ): ReturnType<SendingRepository['claim']>;
  contactsOf(ownerId: number, ids: number[]): Promise<Map<number, Contact>>;
}

/**
 * Claiming: one batch of one campaign's due recipient rows, with its contacts, under this
 * installation's Message-ID tag (a hash of the server secret, so two installations sharing a
 * domain never make the same Message-ID).
 */
export function claiming(
  store: ClaimingStore,
  options: { secret: () => Promise<string>; domain: string },
) {
  let messageIdTag: string | undefined;
  return async function claimBatch(
    campaign: SendingCampaign,
    claim: Claim,
  ): Promise<ClaimedBatch | undefined> {
    messageIdTag ??= createHash('sha256')
      .update(await options.secret())
      .digest('hex')
      .slice(0, 8);
    const rows = await store.claim({
      campaignId: campaign.key,
      ownerId: campaign.ownerId,
      workerId: claim.workerId,
      limit: claim.limit,
      now: claim.now,
      leaseUntil: claim.leaseUntil,
      messageIdTag,
      domain: options.domain,
    });
    if (rows.length === 0) return undefined;
    const contacts = await store.contactsOf(
      campaign.ownerId,
      rows.flatMap((r) => (r.contact_id === null ? [] : [r.contact_id])),
    );
    return { campaign, rows, contacts };
  };
}

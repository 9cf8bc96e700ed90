import * as v from 'valibot';
import { EmailSchema } from '../auth/auth.schemas';
import { contractObject, IdSchema } from '../common/common.schemas';
import {
  AudienceLeftOutSchema,
  CampaignAudienceChoiceSchema,
  CampaignSchema,
} from './campaigns.schemas';
import { AbVariantResultSchema } from './campaignAbTest.schemas';

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** Live progress of a campaign's send; opened and clicked count recipients, not events. */
export const CampaignProgressSchema = contractObject({
  total: count,
  queued: count,
  sent: count,
  failed: count,
  cancelled: count,
  opened: count,
  clicked: count,
  unsubscribed: count,
  bounced: count,
});
export type CampaignProgress = v.InferOutput<typeof CampaignProgressSchema>;

/** `GET /api/campaigns/{id}/progress`, and the 202 answer of `POST /api/campaigns/{id}/send`. */
export const CampaignProgressResponseSchema = contractObject({
  status: v.string(),
  progress: CampaignProgressSchema,
});
export type CampaignProgressResponse = v.InferOutput<typeof CampaignProgressResponseSchema>;

/**
 * `GET /api/campaigns/{id}`: the campaign with its live progress (issue 14). A superset of
 * `CampaignResponseSchema`, so a client reading `{ campaign }` alone keeps working.
 */
export const CampaignDetailResponseSchema = contractObject({
  campaign: CampaignSchema,
  progress: CampaignProgressSchema,
  /**
   * An A/B test's figures once sent: each variant's test share, then the rest (variant null)
   * once the winner went to them. Absent without a test.
   */
  abResults: v.optional(v.array(AbVariantResultSchema)),
});
export type CampaignDetailResponse = v.InferOutput<typeof CampaignDetailResponseSchema>;

/**
 * `GET /api/campaigns/{id}/audience`: who Send now would reach: the contacts added to the campaign
 * and those its segments and tags choose, less those skipped (unsubscribed, bounced, pending or
 * suppressed) and, in `leftOut` only, those excluded.
 */
export const CampaignAudienceSchema = contractObject({
  recipients: count,
  skipped: count,
  leftOut: v.optional(AudienceLeftOutSchema),
});
export type CampaignAudience = v.InferOutput<typeof CampaignAudienceSchema>;
export const CampaignAudienceResponseSchema = contractObject({ audience: CampaignAudienceSchema });
export type CampaignAudienceResponse = v.InferOutput<typeof CampaignAudienceResponseSchema>;

/**
 * `POST /api/campaigns/audience/count`: how many an audience would reach now, before it is saved
 * (the Create and Edit dialogs' live count). With `campaignId`, that campaign's added contacts
 * count too.
 */
export const AudienceCountInputSchema = contractObject({
  audience: CampaignAudienceChoiceSchema,
  campaignId: v.optional(IdSchema),
});
export type AudienceCountInput = v.InferInput<typeof AudienceCountInputSchema>;
export const AudienceCountResponseSchema = contractObject({
  recipients: count,
  leftOut: AudienceLeftOutSchema,
});
export type AudienceCount = v.InferOutput<typeof AudienceCountResponseSchema>;

/** `POST /api/campaigns/{id}/test`: one copy to this address. */
export const TestSendInputSchema = contractObject({ email: EmailSchema });
export type TestSendInput = v.InferInput<typeof TestSendInputSchema>;

/**
 * An address test sends may go to besides the sign-in address: confirmed by the link a first test
 * send to it mails, or still waiting for that click.
 */
export const TestAddressSchema = contractObject({ email: v.string(), confirmed: v.boolean() });
export type TestAddress = v.InferOutput<typeof TestAddressSchema>;

/** `GET /api/campaigns/test-addresses`. */
export const TestAddressListResponseSchema = contractObject({
  addresses: v.array(TestAddressSchema),
});

import * as v from 'valibot';
import {
  FIELD_LIMITS,
  IdSchema,
  IsoDateTimeSchema,
  requiredText,
  contractObject,
} from '../common/common.schemas';

/** Campaign statuses (spec section 4); a new campaign is a draft. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sent', 'archived'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

const countSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

export const CampaignSchema = contractObject({
  id: IdSchema,
  name: v.string(),
  subject: v.string(),
  content: v.string(),
  status: v.picklist(CAMPAIGN_STATUSES),
  scheduledAt: v.nullable(IsoDateTimeSchema),
  sentCount: countSchema,
  openCount: countSchema,
  clickCount: countSchema,
  createdAt: IsoDateTimeSchema,
});
export type Campaign = v.InferOutput<typeof CampaignSchema>;

const scheduledAtMessage = 'Scheduled date must be a valid date and time';

/**
 * An optional date-time. Anything `Date` can read (an ISO string, or a datetime-local value that the
 * browser interprets in its own zone before sending) is stored as a UTC ISO string; blank means none.
 */
export const ScheduledAtSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string(scheduledAtMessage),
      v.trim(),
      v.maxLength(64, scheduledAtMessage),
      v.check((text) => text === '' || !Number.isNaN(Date.parse(text)), scheduledAtMessage),
      v.transform((text): string | null => (text === '' ? null : new Date(text).toISOString())),
    ),
  ),
  null,
);

export const CAMPAIGN_STATUS_MESSAGE = `Status must be one of ${CAMPAIGN_STATUSES.join(', ')}`;

/** `POST /api/campaigns`: name, subject and content are required; status defaults to draft. */
export const CampaignCreateInputSchema = contractObject({
  name: requiredText('Name is required', 'Name', FIELD_LIMITS.name),
  subject: requiredText('Subject is required', 'Subject', FIELD_LIMITS.subject),
  content: requiredText('Content is required', 'Content', FIELD_LIMITS.content),
  status: v.optional(v.picklist(CAMPAIGN_STATUSES, CAMPAIGN_STATUS_MESSAGE), 'draft'),
  scheduledAt: ScheduledAtSchema,
});
export type CampaignCreateInput = v.InferInput<typeof CampaignCreateInputSchema>;
export type CampaignCreateData = v.InferOutput<typeof CampaignCreateInputSchema>;

export const CampaignResponseSchema = contractObject({ campaign: CampaignSchema });
export type CampaignResponse = v.InferOutput<typeof CampaignResponseSchema>;

export const CampaignListResponseSchema = contractObject({ campaigns: v.array(CampaignSchema) });
export type CampaignListResponse = v.InferOutput<typeof CampaignListResponseSchema>;

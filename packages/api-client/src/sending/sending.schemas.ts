import * as v from 'valibot';
import { EmailSchema } from '../auth/auth.schemas';
import { CampaignSchema } from '../campaigns/campaigns.schemas';
import { IdSchema, IsoDateTimeSchema, contractObject } from '../common/common.schemas';

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** Where messages go: a real SMTP server, or the local outbox (no `SMTP_URL`: nothing leaves the machine). */
export const DELIVERY_MODES = ['smtp', 'outbox'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** The notice shown wherever one sends while the server has no SMTP server configured. */
export const OUTBOX_MODE_NOTICE =
  'Messages are kept locally and not delivered; set SMTP_URL to deliver.';

/** `GET /api/sending/status`. */
export const SendingStatusSchema = contractObject({
  mode: v.picklist(DELIVERY_MODES),
  from: v.string(),
});
export type SendingStatus = v.InferOutput<typeof SendingStatusSchema>;

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
});
export type CampaignDetailResponse = v.InferOutput<typeof CampaignDetailResponseSchema>;

/** `POST /api/campaigns/{id}/test`: one copy to this address. */
export const TestSendInputSchema = contractObject({ email: EmailSchema });
export type TestSendInput = v.InferInput<typeof TestSendInputSchema>;

/** The answer of a single message sent at once (a test copy, or a contact's Compose Email). */
export const MessageSentResponseSchema = contractObject({
  success: v.literal(true),
  messageId: v.string(),
  mode: v.picklist(DELIVERY_MODES),
});
export type MessageSentResponse = v.InferOutput<typeof MessageSentResponseSchema>;

/** One campaign in a contact's history (`GET /api/contacts/{id}/engagement`). */
export const EngagementSchema = contractObject({
  campaignId: IdSchema,
  campaignName: v.string(),
  status: v.string(),
  sentAt: v.nullable(IsoDateTimeSchema),
  firstOpenedAt: v.nullable(IsoDateTimeSchema),
  openCount: count,
  firstClickedAt: v.nullable(IsoDateTimeSchema),
  clickCount: count,
  unsubscribedAt: v.nullable(IsoDateTimeSchema),
  bouncedAt: v.nullable(IsoDateTimeSchema),
});
export type Engagement = v.InferOutput<typeof EngagementSchema>;

export const ContactEngagementResponseSchema = contractObject({
  engagement: v.array(EngagementSchema),
});
export type ContactEngagementResponse = v.InferOutput<typeof ContactEngagementResponseSchema>;

/** A message kept in the local outbox, as listed. */
export const OutboxMessageSummarySchema = contractObject({
  id: IdSchema,
  to: v.string(),
  subject: v.string(),
  messageId: v.string(),
  campaignId: v.nullable(IdSchema),
  createdAt: IsoDateTimeSchema,
});
export type OutboxMessageSummary = v.InferOutput<typeof OutboxMessageSummarySchema>;

/** `GET /api/outbox?limit=&cursor=`: newest first, keyset-paged. */
export const OutboxPageSchema = contractObject({
  messages: v.array(OutboxMessageSummarySchema),
  nextCursor: v.nullable(v.string()),
});
export type OutboxPage = v.InferOutput<typeof OutboxPageSchema>;

/** `GET /api/outbox/{id}`: the stored MIME read back, headers in their order. */
export const OutboxMessageSchema = contractObject({
  ...OutboxMessageSummarySchema.entries,
  headers: v.array(contractObject({ name: v.string(), value: v.string() })),
  html: v.string(),
  text: v.string(),
  size: count,
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessageSchema>;

export const OutboxMessageResponseSchema = contractObject({ message: OutboxMessageSchema });

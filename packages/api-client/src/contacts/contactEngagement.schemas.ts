import * as v from 'valibot';
import { IdSchema, IsoDateTimeSchema, contractObject } from '../common/common.schemas';

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

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

import * as v from 'valibot';
import { IdSchema, IsoDateTimeSchema, contractObject } from '../common/common.schemas';

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

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

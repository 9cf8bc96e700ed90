import * as v from 'valibot';
import {
  contractObject,
  FIELD_LIMITS,
  IdSchema,
  IsoDateTimeSchema,
} from '../common/common.schemas';

/**
 * The events an endpoint can subscribe to (issue 33 §3), grouped as the Add endpoint dialog shows
 * them. `webhook.test` is not one: it is sent only by "Send test event", to one endpoint.
 */
export const WEBHOOK_EVENT_GROUPS = [
  {
    label: 'Contacts',
    events: [
      'contact.created',
      'contact.updated',
      'contact.unsubscribed',
      'contact.bounced',
      'contact.complained',
      'contact.erased',
    ],
  },
  { label: 'Forms', events: ['form.submitted'] },
  { label: 'Campaigns and email', events: ['campaign.sent', 'email.opened', 'email.clicked'] },
  { label: 'Workflows', events: ['workflow.entered', 'workflow.completed'] },
] as const;

export const WEBHOOK_EVENT_TYPES = WEBHOOK_EVENT_GROUPS.flatMap((g) => g.events);
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The type "Send test event" posts. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_URL_MESSAGE =
  'Enter the endpoint’s full address, starting with https:// or http://';
export const WEBHOOK_EVENTS_MESSAGE = 'Choose at least one event to send';
export const WEBHOOK_EVENT_UNKNOWN_MESSAGE = 'That is not an event this product sends';

const UrlSchema = v.pipe(
  v.string(WEBHOOK_URL_MESSAGE),
  v.trim(),
  v.nonEmpty(WEBHOOK_URL_MESSAGE),
  v.maxLength(
    WEBHOOK_URL_MAX_LENGTH,
    `An endpoint address can be at most ${WEBHOOK_URL_MAX_LENGTH.toLocaleString('en-US')} characters`,
  ),
  v.check((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, WEBHOOK_URL_MESSAGE),
);

const EventsSchema = v.pipe(
  v.array(v.picklist(WEBHOOK_EVENT_TYPES, WEBHOOK_EVENT_UNKNOWN_MESSAGE), WEBHOOK_EVENTS_MESSAGE),
  v.minLength(1, WEBHOOK_EVENTS_MESSAGE),
  v.transform((events) => [...new Set(events)]),
);

const DescriptionSchema = v.pipe(
  v.string('The description must be text'),
  v.trim(),
  v.maxLength(
    FIELD_LIMITS.shortText,
    `A description can be at most ${FIELD_LIMITS.shortText} characters`,
  ),
);

/** An endpoint as lists show it; its secret is shown only when created or rotated. */
export const WebhookEndpointSchema = contractObject({
  id: IdSchema,
  url: v.string(),
  description: v.string(),
  events: v.array(v.string()),
  enabled: v.boolean(),
  /** Why it is off: turned off by its owner, or a day of failed deliveries. */
  disabledReason: v.nullable(v.string()),
  /** Deliveries have failed since then (null while they succeed). */
  failingSince: v.nullable(IsoDateTimeSchema),
  createdAt: IsoDateTimeSchema,
});
export type WebhookEndpoint = v.InferOutput<typeof WebhookEndpointSchema>;

/** `POST /api/webhooks`. */
export const WebhookEndpointInputSchema = contractObject({
  url: UrlSchema,
  description: v.optional(DescriptionSchema, ''),
  events: EventsSchema,
});
export type WebhookEndpointInput = v.InferInput<typeof WebhookEndpointInputSchema>;
export type WebhookEndpointData = v.InferOutput<typeof WebhookEndpointInputSchema>;

/** `PATCH /api/webhooks/{id}`: any of the fields; `enabled: true` turns a disabled one back on. */
export const WebhookEndpointUpdateSchema = contractObject({
  url: v.optional(UrlSchema),
  description: v.optional(DescriptionSchema),
  events: v.optional(EventsSchema),
  enabled: v.optional(v.boolean('Enabled must be true or false')),
});
export type WebhookEndpointUpdate = v.InferInput<typeof WebhookEndpointUpdateSchema>;
export type WebhookEndpointUpdateData = v.InferOutput<typeof WebhookEndpointUpdateSchema>;

export const WebhookEndpointResponseSchema = v.object({ endpoint: WebhookEndpointSchema });
/** Creation and rotation: the only answers that carry the whole secret. */
export const WebhookEndpointWithSecretResponseSchema = v.object({
  endpoint: WebhookEndpointSchema,
  secret: v.string(),
});
export type WebhookEndpointWithSecret = v.InferOutput<
  typeof WebhookEndpointWithSecretResponseSchema
>;
export const WebhookEndpointListResponseSchema = v.object({
  endpoints: v.array(WebhookEndpointSchema),
});

export const WebhookDeliverySchema = contractObject({
  id: IdSchema,
  endpointId: IdSchema,
  eventId: v.string(),
  eventType: v.string(),
  status: v.picklist(['queued', 'delivered', 'failed']),
  attempts: v.number(),
  responseCode: v.nullable(v.number()),
  responseMs: v.nullable(v.number()),
  error: v.nullable(v.string()),
  /** The JSON body posted. */
  payload: v.string(),
  createdAt: IsoDateTimeSchema,
  lastAttemptAt: v.nullable(IsoDateTimeSchema),
  deliveredAt: v.nullable(IsoDateTimeSchema),
});
export type WebhookDelivery = v.InferOutput<typeof WebhookDeliverySchema>;

export const WebhookDeliveryResponseSchema = v.object({ delivery: WebhookDeliverySchema });
export const WebhookDeliveryListResponseSchema = v.object({
  deliveries: v.array(WebhookDeliverySchema),
  nextCursor: v.nullable(v.string()),
  total: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

export const WEBHOOK_DELIVERIES_PAGE_SIZE = 25;
export const WEBHOOK_DELIVERIES_LIMIT_MAX = 100;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${WEBHOOK_DELIVERIES_LIMIT_MAX}`;
const CURSOR_MESSAGE = 'Cursor is not one this list gave';

/** The query of `GET /api/webhooks/{id}/deliveries`: newest first, `before` the last id seen. */
export const WebhookDeliveryListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(LIMIT_MESSAGE),
      v.regex(/^\d{1,3}$/, LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, LIMIT_MESSAGE),
      v.maxValue(WEBHOOK_DELIVERIES_LIMIT_MAX, LIMIT_MESSAGE),
    ),
    String(WEBHOOK_DELIVERIES_PAGE_SIZE),
  ),
  before: v.optional(
    v.pipe(v.string(CURSOR_MESSAGE), v.regex(/^\d{1,10}$/, CURSOR_MESSAGE), v.transform(Number)),
  ),
});

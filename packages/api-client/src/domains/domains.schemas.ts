import * as v from 'valibot';
import { contractObject } from '../common/common.schemas';

/** A check's outcome; the page shows each with an icon and the word, not colour alone. */
export const DOMAIN_CHECK_STATUSES = ['pass', 'warning', 'fail'] as const;
export type DomainCheckStatus = (typeof DOMAIN_CHECK_STATUSES)[number];

/** The sending domain's checks, in the order the server runs and the page shows them. */
export const DOMAIN_CHECK_IDS = ['spf', 'dkim', 'dmarc', 'bounce-mx', 'return-path'] as const;
export type DomainCheckId = (typeof DOMAIN_CHECK_IDS)[number];

/** The name each check goes by on the page and in the Send dialog's readiness warning. */
export const DOMAIN_CHECK_LABELS: Record<DomainCheckId, string> = {
  spf: 'SPF',
  dkim: 'DKIM',
  dmarc: 'DMARC',
  'bounce-mx': 'Bounce domain MX',
  'return-path': 'Return path alignment',
};

/** The exact DNS record to add (or to replace the one found with). */
export const DnsRecordSchema = contractObject({
  type: v.picklist(['TXT', 'MX']),
  name: v.string(),
  value: v.string(),
});
export type DnsRecord = v.InferOutput<typeof DnsRecordSchema>;

export const DomainCheckSchema = contractObject({
  id: v.picklist(DOMAIN_CHECK_IDS),
  status: v.picklist(DOMAIN_CHECK_STATUSES),
  message: v.string(),
  /** The records read from DNS. */
  found: v.array(v.string()),
  record: v.optional(DnsRecordSchema),
});
export type DomainCheck = v.InferOutput<typeof DomainCheckSchema>;

/** `GET /api/domains/checks`: the account's From domain and each check (502 when DNS cannot be asked). */
export const DomainChecksSchema = contractObject({
  domain: v.string(),
  checks: v.array(DomainCheckSchema),
});
export type DomainChecks = v.InferOutput<typeof DomainChecksSchema>;

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const rate = v.nullable(v.pipe(v.number(), v.minValue(0)));

/**
 * `GET /api/domains/readiness`: the account's last `windowDays` against Gmail's bulk-sender rules:
 * complaints per message sent under `complaintLimit` (0.3 %), best under `complaintRecommended`
 * (0.1 %); hard bounces per message sent. A rate is null when nothing was sent.
 */
export const BulkSenderReadinessSchema = contractObject({
  windowDays: count,
  sent: count,
  hardBounces: count,
  softBounces: count,
  complaints: count,
  complaintRate: rate,
  complaintStatus: v.picklist(DOMAIN_CHECK_STATUSES),
  complaintLimit: v.number(),
  complaintRecommended: v.number(),
  bounceRate: rate,
  bounceStatus: v.picklist(DOMAIN_CHECK_STATUSES),
});
export type BulkSenderReadiness = v.InferOutput<typeof BulkSenderReadinessSchema>;

/**
 * `GET /api/domains/warmup` (and the answer to `PUT`): the sending domain's warm-up, when it
 * began (`startedOn`, YYYY-MM-DD; null: no warm-up) and how long it lasts (`days`); `today` gives
 * the day of the warm-up, the day's cap and how many messages it has taken, null when there is no
 * warm-up or it is over. Mail over the day's cap waits, queued, for the next day (UTC).
 */
export const WarmupSchema = contractObject({
  startedOn: v.nullable(v.string()),
  days: count,
  today: v.nullable(contractObject({ day: count, cap: count, taken: count })),
});
export type Warmup = v.InferOutput<typeof WarmupSchema>;

/** `PUT /api/domains/warmup`: start a warm-up today (`true`) or end it (`false`). */
export const WarmupInputSchema = contractObject({
  enabled: v.boolean('enabled must be true or false'),
});
export type WarmupInput = v.InferOutput<typeof WarmupInputSchema>;

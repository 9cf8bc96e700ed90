import * as v from 'valibot';
import { IdSchema, IsoDateTimeSchema, contractObject } from '../common/common.schemas';

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** What came back: a hard bounce, a soft (temporary) one, or a spam complaint. */
export const BOUNCE_KINDS = ['hard', 'soft', 'complaint'] as const;
export type BounceKind = (typeof BOUNCE_KINDS)[number];

/** One bounce or complaint about one message, with the reason the receiving server gave. */
export const BounceSchema = contractObject({
  id: IdSchema,
  campaignId: v.nullable(IdSchema),
  campaignName: v.nullable(v.string()),
  contactId: v.nullable(IdSchema),
  email: v.string(),
  kind: v.picklist(BOUNCE_KINDS),
  /** The enhanced status code (5.1.1), the provider's type, or the feedback type (abuse). */
  status: v.nullable(v.string()),
  reason: v.string(),
  createdAt: IsoDateTimeSchema,
});
export type Bounce = v.InferOutput<typeof BounceSchema>;

/** How many of each kind match, over every page. */
export const BounceCountsSchema = contractObject({
  hard: count,
  soft: count,
  complaint: count,
});
export type BounceCounts = v.InferOutput<typeof BounceCountsSchema>;

/** `GET /api/bounces?campaignId=|contactId=&limit=&cursor=`: newest first, keyset-paged. */
export const BouncesPageSchema = contractObject({
  bounces: v.array(BounceSchema),
  nextCursor: v.nullable(v.string()),
  total: count,
  counts: BounceCountsSchema,
});
export type BouncesPage = v.InferOutput<typeof BouncesPageSchema>;

/** Whose bounces a list shows: one campaign's or one contact's. */
export type BouncesFilter = { campaignId: number } | { contactId: number };

/**
 * `GET /api/bounces/totals?from=&to=`: messages sent in the window and the bounces and complaints
 * that came back in it. Rates are fractions of `sent` (0.003 is 0.3 %, as the bulk-sender readiness
 * states them; the bounce rate counts hard bounces), null when nothing was sent.
 */
export const BounceTotalsSchema = contractObject({
  from: IsoDateTimeSchema,
  to: IsoDateTimeSchema,
  sent: count,
  hardBounces: count,
  softBounces: count,
  complaints: count,
  bounceRate: v.nullable(v.number()),
  complaintRate: v.nullable(v.number()),
});
export type BounceTotals = v.InferOutput<typeof BounceTotalsSchema>;

export const BounceTotalsResponseSchema = contractObject({ totals: BounceTotalsSchema });

export const BOUNCES_LIMIT_MAX = 100;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${BOUNCES_LIMIT_MAX}`;

/** An id in the query string, as a number. */
const idParam = (message: string) =>
  v.pipe(v.string(message), v.regex(/^[1-9][0-9]{0,9}$/, message), v.transform(Number));

/** The query of `GET /api/bounces`: exactly one of a campaign and a contact. */
export const BouncesQuerySchema = v.pipe(
  v.object({
    campaignId: v.optional(idParam('Campaign must be a campaign id')),
    contactId: v.optional(idParam('Contact must be a contact id')),
    limit: v.optional(
      v.pipe(
        v.string(LIMIT_MESSAGE),
        v.regex(/^\d{1,3}$/, LIMIT_MESSAGE),
        v.transform(Number),
        v.minValue(1, LIMIT_MESSAGE),
        v.maxValue(BOUNCES_LIMIT_MAX, LIMIT_MESSAGE),
      ),
      '25',
    ),
    cursor: v.optional(idParam('Cursor is not one this list gave')),
  }),
  v.check(
    (query) => (query.campaignId === undefined) !== (query.contactId === undefined),
    'Choose a campaign or a contact whose bounces to list',
  ),
);

/** The query of `GET /api/bounces/totals`: the window, its start before its end. */
export const BounceTotalsQuerySchema = v.pipe(
  v.object({
    from: v.pipe(
      v.string('From must be a date and time'),
      v.isoTimestamp('From must be a date and time'),
    ),
    to: v.pipe(
      v.string('To must be a date and time'),
      v.isoTimestamp('To must be a date and time'),
    ),
  }),
  v.check((query) => Date.parse(query.from) < Date.parse(query.to), 'From must be before To'),
);

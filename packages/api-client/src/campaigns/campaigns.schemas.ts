import * as v from 'valibot';
import {
  FIELD_LIMITS,
  IdSchema,
  IsoDateTimeSchema,
  jsonString,
  requiredText,
  contractObject,
} from '../common/common.schemas';
import { AbTestSettingsSchema, CampaignAbTestSchema } from './campaignAbTest.schemas';

/** Campaign statuses (spec section 4); a new campaign is a draft. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sent', 'archived'] as const;
/** Statuses only the sending engine sets (issue 14): draft -> scheduled -> sending -> sent, or cancelled. */
export const CAMPAIGN_SEND_STATUSES = ['sending', 'cancelled'] as const;
/** The statuses whose audience can still change: contacts can be added until the send starts. */
export const CAMPAIGN_OPEN_STATUSES = ['draft', 'scheduled'] as const satisfies readonly (
  (typeof CAMPAIGN_STATUSES)[number] | (typeof CAMPAIGN_SEND_STATUSES)[number]
)[];
export type CampaignStatus =
  (typeof CAMPAIGN_STATUSES)[number] | (typeof CAMPAIGN_SEND_STATUSES)[number];

const countSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** Caps of a campaign's audience (issue 27 §2): each list's length. */
export const AUDIENCE_LIMITS = { segments: 20, tags: 50 } as const;

const audienceSegments = v.optional(
  v.pipe(
    v.array(IdSchema, 'Segments must be a list of segment ids'),
    v.maxLength(AUDIENCE_LIMITS.segments, `Choose at most ${AUDIENCE_LIMITS.segments} segments`),
    v.transform((ids) => [...new Set(ids)]),
  ),
  [],
);
const audienceTags = v.optional(
  v.pipe(
    v.array(requiredText('Tags cannot be blank', 'A tag', FIELD_LIMITS.tag), 'Tags must be a list'),
    v.maxLength(AUDIENCE_LIMITS.tags, `Choose at most ${AUDIENCE_LIMITS.tags} tags`),
    // Tags match ignoring case, so VIP and vip are one choice.
    v.transform((tags) => [
      ...new Map(tags.map((tag) => [tag.toLowerCase(), tag] as const)).values(),
    ]),
  ),
  [],
);

/**
 * Who a campaign goes to besides the contacts added to it: contacts in any of `segments` or with
 * any of `tags`, less those in any of `excludeSegments` or with any of `excludeTags`. Unsubscribed,
 * bounced, pending and suppressed contacts are always left out. Empty lists: the added contacts only.
 */
export const CampaignAudienceChoiceSchema = v.object(
  {
    segments: audienceSegments,
    tags: audienceTags,
    excludeSegments: audienceSegments,
    excludeTags: audienceTags,
  },
  'Audience must be an object of segments and tags',
);
export type CampaignAudienceChoice = v.InferOutput<typeof CampaignAudienceChoiceSchema>;
export type CampaignAudienceChoiceInput = v.InferInput<typeof CampaignAudienceChoiceSchema>;

export const EMPTY_AUDIENCE: CampaignAudienceChoice = {
  segments: [],
  tags: [],
  excludeSegments: [],
  excludeTags: [],
};

/** Why contacts of the audience are not sent to, each counted once (the first reason that holds). */
export const AUDIENCE_LEFT_OUT_REASONS = [
  'unsubscribed',
  'bounced',
  'pending',
  'suppressed',
  'excluded',
] as const;
export type AudienceLeftOutReason = (typeof AUDIENCE_LEFT_OUT_REASONS)[number];

export const AudienceLeftOutSchema = v.object({
  unsubscribed: countSchema,
  bounced: countSchema,
  pending: countSchema,
  suppressed: countSchema,
  excluded: countSchema,
});
export type AudienceLeftOut = v.InferOutput<typeof AudienceLeftOutSchema>;

export const CampaignSchema = contractObject({
  id: IdSchema,
  name: v.string(),
  subject: v.string(),
  content: v.string(),
  status: v.picklist([...CAMPAIGN_STATUSES, ...CAMPAIGN_SEND_STATUSES]),
  scheduledAt: v.nullable(IsoDateTimeSchema),
  sentCount: countSchema,
  openCount: countSchema,
  clickCount: countSchema,
  createdAt: IsoDateTimeSchema,
  /**
   * The builder's design as a JSON string, or null for a campaign with HTML content only. Optional
   * on the wire so that answers of servers from before designs were kept still parse.
   */
  design: v.optional(v.nullable(v.string()), null),
  /** Segments and tags it goes to besides its added contacts (optional on the wire: older servers). */
  audience: v.optional(CampaignAudienceChoiceSchema, EMPTY_AUDIENCE),
  /** Who the send left out and why, counted when it started; null before. */
  leftOut: v.optional(v.nullable(AudienceLeftOutSchema), null),
  /** Its A/B subject test (issue 27 §3), null without one (optional on the wire: older servers). */
  abTest: v.optional(v.nullable(CampaignAbTestSchema), null),
});
export type Campaign = v.InferOutput<typeof CampaignSchema>;

const scheduledAtMessage = 'Scheduled date must be a valid date and time';
/** The years a campaign may be scheduled in. */
export const SCHEDULED_AT_YEARS = { from: 2000, to: 2099 } as const;

/**
 * An optional date-time. Anything `Date` can read (an ISO string, or a datetime-local value that the
 * browser interprets in its own zone before sending) is stored as a UTC ISO string; blank means none.
 */
const scheduledAtText = v.pipe(
  v.string(scheduledAtMessage),
  v.trim(),
  v.maxLength(64, scheduledAtMessage),
  v.check((text) => text === '' || !Number.isNaN(Date.parse(text)), scheduledAtMessage),
  // A sane range (issue 26 §10): the year +275760 sent at once on SQLite and failed on PostgreSQL.
  v.check((text) => {
    if (text === '') return true;
    const year = new Date(text).getUTCFullYear();
    return year >= SCHEDULED_AT_YEARS.from && year <= SCHEDULED_AT_YEARS.to;
  }, 'Scheduled date must be between the years 2000 and 2099'),
  v.transform((text): string | null => (text === '' ? null : new Date(text).toISOString())),
);

export const ScheduledAtSchema = v.optional(v.nullable(scheduledAtText), null);

export const CAMPAIGN_DESIGN_MESSAGE = 'Design must be a JSON object';

export const CAMPAIGN_STATUS_MESSAGE = `Status must be one of ${CAMPAIGN_STATUSES.join(', ')}`;

/** `POST /api/campaigns`: name, subject and content are required; status defaults to draft. */
export const CampaignCreateInputSchema = contractObject({
  name: requiredText('Name is required', 'Name', FIELD_LIMITS.name),
  subject: requiredText('Subject is required', 'Subject', FIELD_LIMITS.subject),
  content: requiredText('Content is required', 'Content', FIELD_LIMITS.content),
  status: v.optional(v.picklist(CAMPAIGN_STATUSES, CAMPAIGN_STATUS_MESSAGE), 'draft'),
  scheduledAt: ScheduledAtSchema,
  design: v.optional(
    v.nullable(jsonString('object', CAMPAIGN_DESIGN_MESSAGE, FIELD_LIMITS.content, 'Design')),
    null,
  ),
  audience: v.optional(CampaignAudienceChoiceSchema, EMPTY_AUDIENCE),
  /** An A/B subject test; null or absent: none. */
  abTest: v.optional(v.nullable(AbTestSettingsSchema), null),
});
export type CampaignCreateInput = v.InferInput<typeof CampaignCreateInputSchema>;
export type CampaignCreateData = v.InferOutput<typeof CampaignCreateInputSchema>;

export const CampaignResponseSchema = contractObject({ campaign: CampaignSchema });
export type CampaignResponse = v.InferOutput<typeof CampaignResponseSchema>;

export const CampaignListResponseSchema = contractObject({ campaigns: v.array(CampaignSchema) });
export type CampaignListResponse = v.InferOutput<typeof CampaignListResponseSchema>;

/** The statuses a draft may be edited into: sending and archiving have their own actions. */
export const EDITABLE_CAMPAIGN_STATUSES = ['draft', 'scheduled'] as const;

/**
 * `PATCH /api/campaigns/{id}`: only a draft can be edited; the fields present are changed. Setting a
 * scheduled date does not change the status by itself: the form sends both.
 */
export const CampaignUpdateInputSchema = contractObject({
  name: v.optional(requiredText('Name is required', 'Name', FIELD_LIMITS.name)),
  subject: v.optional(requiredText('Subject is required', 'Subject', FIELD_LIMITS.subject)),
  content: v.optional(requiredText('Content is required', 'Content', FIELD_LIMITS.content)),
  status: v.optional(
    v.picklist(EDITABLE_CAMPAIGN_STATUSES, 'Status must be one of draft, scheduled'),
  ),
  scheduledAt: v.optional(v.nullable(scheduledAtText)),
  design: v.optional(
    v.nullable(jsonString('object', CAMPAIGN_DESIGN_MESSAGE, FIELD_LIMITS.content, 'Design')),
  ),
  audience: v.optional(CampaignAudienceChoiceSchema),
  /** An A/B subject test; null removes it. */
  abTest: v.optional(v.nullable(AbTestSettingsSchema)),
});
export type CampaignUpdateInput = v.InferInput<typeof CampaignUpdateInputSchema>;
export type CampaignUpdateData = v.InferOutput<typeof CampaignUpdateInputSchema>;

/** The largest page a list answers with; the default when `limit` is absent. */
export const CAMPAIGN_PAGE_LIMIT = { max: 100, default: 25 } as const;

const CURSOR_MESSAGE = 'Cursor is not valid';

/**
 * A keyset cursor: the id of the last row of the previous page. Opaque to clients (they pass back
 * `nextCursor` as is); ids are never reused, so a page never repeats or skips a row that existed.
 */
export const CursorSchema = v.pipe(
  v.string(CURSOR_MESSAGE),
  v.regex(/^[1-9]\d{0,9}$/, CURSOR_MESSAGE),
  v.transform(Number),
  v.maxValue(2_147_483_647, CURSOR_MESSAGE),
);

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${CAMPAIGN_PAGE_LIMIT.max}`;
const LimitSchema = v.pipe(
  v.string(LIMIT_MESSAGE),
  v.regex(/^\d{1,3}$/, LIMIT_MESSAGE),
  v.transform(Number),
  v.minValue(1, LIMIT_MESSAGE),
  v.maxValue(CAMPAIGN_PAGE_LIMIT.max, LIMIT_MESSAGE),
);

/**
 * `GET /api/campaigns?q=&limit=&cursor=` (query strings): `q` matches name or subject, ignoring
 * case. Without any of the three the answer is the spec's whole `{ campaigns }` list.
 */
export const CampaignListQuerySchema = v.object({
  q: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search must be at most 200 characters')),
  ),
  limit: v.optional(LimitSchema),
  cursor: v.optional(CursorSchema),
});
export type CampaignListQuery = v.InferInput<typeof CampaignListQuerySchema>;
export type CampaignListQueryData = v.InferOutput<typeof CampaignListQuerySchema>;

/** One page of campaigns, newest first; `nextCursor` is null on the last page. */
export const CampaignPageResponseSchema = contractObject({
  campaigns: v.array(CampaignSchema),
  nextCursor: v.nullable(v.string()),
  /** How many campaigns match the search, over every page. */
  total: countSchema,
});
export type CampaignPage = v.InferOutput<typeof CampaignPageResponseSchema>;

/** `GET /api/campaigns/{id}/contacts?limit=&cursor=`. */
/**
 * Where a campaign's recipient stands, the furthest it got: `pending` (not sent yet: a draft or
 * scheduled campaign), `skipped` (not sent: the contact had unsubscribed or bounced; `reason` says
 * which), `queued`, `sent`, `failed` (`reason`: the mail server's answer), `cancelled`, then
 * `opened`, `clicked`, `unsubscribed` and `bounced` (after a send).
 */
export const RECIPIENT_STATES = [
  'pending',
  'skipped',
  'queued',
  'sent',
  'failed',
  'cancelled',
  'opened',
  'clicked',
  'unsubscribed',
  'bounced',
] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

/** A recipient cursor: the last contact id, then the filter's total (`<id>.<total>`). */
const RecipientCursorSchema = v.pipe(
  v.string(CURSOR_MESSAGE),
  v.regex(/^[1-9]\d{0,9}\.\d{1,10}$/, CURSOR_MESSAGE),
  v.transform((text) => {
    const [id, total] = text.split('.').map(Number) as [number, number];
    return { id, total };
  }),
  v.check(({ id }) => id <= 2_147_483_647, CURSOR_MESSAGE),
);

/** `GET /api/campaigns/{id}/contacts?state=&limit=&cursor=`: `state` keeps one state's rows. */
export const CampaignContactsQuerySchema = v.object({
  state: v.optional(v.picklist(RECIPIENT_STATES, 'State is not valid')),
  limit: v.optional(LimitSchema),
  cursor: v.optional(RecipientCursorSchema),
});
export type CampaignContactsQuery = v.InferInput<typeof CampaignContactsQuerySchema>;

/** A contact added to a campaign (its recipients before sending), as the details dialog lists it. */
export const CampaignContactSchema = contractObject({
  /** The contact's id. */
  id: IdSchema,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  /** When the contact was added to the campaign. */
  addedAt: IsoDateTimeSchema,
  /** Where this recipient stands (see `RECIPIENT_STATES`). */
  state: v.picklist(RECIPIENT_STATES),
  /** Why, for `skipped` (`unsubscribed`, `bounced`), `failed` and `cancelled` (the server's answer). */
  reason: v.nullable(v.string()),
  /** When the message was handed to the mail server; null before. */
  sentAt: v.nullable(IsoDateTimeSchema),
});
export type CampaignContact = v.InferOutput<typeof CampaignContactSchema>;

/** One page of a campaign's contacts by contact id; `nextCursor` is null on the last page. */
export const CampaignContactsPageResponseSchema = contractObject({
  contacts: v.array(CampaignContactSchema),
  nextCursor: v.nullable(v.string()),
  /** How many recipients the state filter keeps (all of them without one). */
  total: countSchema,
  /** How many recipients are in each state (first page only: later pages omit it). */
  counts: v.optional(v.record(v.picklist(RECIPIENT_STATES), countSchema)),
});
export type CampaignContactsPage = v.InferOutput<typeof CampaignContactsPageResponseSchema>;

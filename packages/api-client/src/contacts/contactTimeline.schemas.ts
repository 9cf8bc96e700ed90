import * as v from 'valibot';
import { IdSchema, IsoDateTimeSchema, contractObject } from '../common/common.schemas';

/** Every kind of event a contact's timeline shows (issue 32 §1). */
export const CONTACT_TIMELINE_KINDS = [
  'created',
  'status_changed',
  'form_submitted',
  'consent',
  'unsubscribed',
  'resubscribed',
  'campaign_email_sent',
  'campaign_email_opened',
  'campaign_email_clicked',
  'email_bounced',
  'workflow_email_sent',
  'workflow_email_opened',
  'workflow_email_clicked',
  'field_changed',
  'tags_changed',
  'merged',
  'note_added',
  'task_created',
  'task_completed',
  'deal_stage_changed',
  'deal_closed',
] as const;
export type ContactTimelineKind = (typeof CONTACT_TIMELINE_KINDS)[number];

/**
 * Who made a change, or created the contact: a user in the app, a program through the API, an
 * import, a signup form, a workflow, or the person themselves (the unsubscribe page).
 */
export const CONTACT_CHANGE_SOURCES = [
  'user',
  'api',
  'import',
  'form',
  'workflow',
  'contact',
] as const;
export type ContactChangeSource = (typeof CONTACT_CHANGE_SOURCES)[number];

const base = {
  /** Unique within the contact's timeline (a list key). */
  id: v.string(),
  at: IsoDateTimeSchema,
};
const changedBy = {
  by: v.picklist(CONTACT_CHANGE_SOURCES),
  /** The user's, import file's, form's or workflow's name, when known. */
  byName: v.nullable(v.string()),
};
const campaign = {
  /** Null when the campaign was deleted since. */
  campaignId: v.nullable(IdSchema),
  campaignName: v.nullable(v.string()),
};

export const ContactTimelineEventSchema = v.variant('kind', [
  contractObject({
    kind: v.literal('created'),
    ...base,
    /** Null for contacts created before this was recorded. */
    via: v.nullable(v.picklist(CONTACT_CHANGE_SOURCES)),
    /** The import's file name or the form's name. */
    viaName: v.nullable(v.string()),
  }),
  contractObject({
    kind: v.literal('status_changed'),
    ...base,
    from: v.string(),
    to: v.string(),
    /** The owner's reason for leaving unsubscribed or bounced; null for other changes. */
    reason: v.nullable(v.string()),
    ...changedBy,
  }),
  contractObject({
    kind: v.literal('form_submitted'),
    ...base,
    formId: IdSchema,
    formName: v.string(),
  }),
  contractObject({
    kind: v.literal('consent'),
    ...base,
    /** The form it was given on; null when the form was deleted since. */
    formId: v.nullable(IdSchema),
    formName: v.nullable(v.string()),
    /** The exact text agreed to; null when the form asked for no consent. */
    consentText: v.nullable(v.string()),
    /** When the confirmation link was pressed (double opt-in); null: not confirmed. */
    confirmedAt: v.nullable(IsoDateTimeSchema),
  }),
  contractObject({ kind: v.literal('unsubscribed'), ...base }),
  contractObject({ kind: v.literal('resubscribed'), ...base }),
  contractObject({
    kind: v.literal('campaign_email_sent'),
    ...base,
    ...campaign,
    subject: v.nullable(v.string()),
  }),
  contractObject({ kind: v.literal('campaign_email_opened'), ...base, ...campaign }),
  contractObject({
    kind: v.literal('campaign_email_clicked'),
    ...base,
    ...campaign,
    /** The link clicked. */
    url: v.nullable(v.string()),
  }),
  contractObject({ kind: v.literal('email_bounced'), ...base, ...campaign }),
  contractObject({
    kind: v.literal('workflow_email_sent'),
    ...base,
    workflowId: IdSchema,
    workflowName: v.string(),
  }),
  // Tracking keeps a workflow email's opens and clicks with the contact but not the workflow.
  contractObject({ kind: v.literal('workflow_email_opened'), ...base }),
  contractObject({
    kind: v.literal('workflow_email_clicked'),
    ...base,
    url: v.nullable(v.string()),
  }),
  contractObject({
    kind: v.literal('field_changed'),
    ...base,
    /** A contact field (`firstName`, `email`, ...) or `customFields.<name>`. */
    field: v.string(),
    from: v.nullable(v.string()),
    to: v.nullable(v.string()),
    ...changedBy,
  }),
  contractObject({
    kind: v.literal('tags_changed'),
    ...base,
    added: v.array(v.string()),
    removed: v.array(v.string()),
    ...changedBy,
  }),
  contractObject({
    kind: v.literal('merged'),
    ...base,
    /** The addresses of the contacts merged into this one (and deleted). */
    emails: v.array(v.string()),
    ...changedBy,
  }),
  contractObject({
    kind: v.literal('note_added'),
    ...base,
    noteId: IdSchema,
    /** The note's start, on one line (its whole text is in the Notes section). */
    text: v.string(),
  }),
  contractObject({ kind: v.literal('task_created'), ...base, taskId: IdSchema, title: v.string() }),
  contractObject({
    kind: v.literal('task_completed'),
    ...base,
    taskId: IdSchema,
    title: v.string(),
  }),
  contractObject({
    kind: v.literal('deal_stage_changed'),
    ...base,
    /** Null when the deal was deleted since. */
    dealId: v.nullable(IdSchema),
    dealName: v.string(),
    /** The stages' names at the time (a stage renamed or deleted since keeps its old name here). */
    fromStage: v.string(),
    toStage: v.string(),
  }),
  contractObject({
    kind: v.literal('deal_closed'),
    ...base,
    dealId: v.nullable(IdSchema),
    dealName: v.string(),
    /** Won, lost, or open again. */
    status: v.picklist(['open', 'won', 'lost']),
    /** Why it was lost; null otherwise. */
    reason: v.nullable(v.string()),
  }),
]);
export type ContactTimelineEvent = v.InferOutput<typeof ContactTimelineEventSchema>;

/** `GET /api/contacts/{id}/timeline`: newest first, keyset-paged. */
export const ContactTimelinePageSchema = contractObject({
  events: v.array(ContactTimelineEventSchema),
  nextCursor: v.nullable(v.string()),
  /** How many events match the kinds, over every page, counted up to CONTACT_TIMELINE_COUNT_CAP. */
  total: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** True when there are more than `total` (the count stopped at the cap: "1,000+"). */
  totalIsLowerBound: v.boolean(),
});
export type ContactTimelinePage = v.InferOutput<typeof ContactTimelinePageSchema>;

export const CONTACT_TIMELINE_PAGE_SIZE = 50;
export const CONTACT_TIMELINE_LIMIT_MAX = 100;
/**
 * The first page counts a timeline's events up to this many, not all of them: counting 100,000
 * opens on each visit cost more than reading the page (issue 32 §4).
 */
export const CONTACT_TIMELINE_COUNT_CAP = 1000;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${CONTACT_TIMELINE_LIMIT_MAX}`;
const KINDS_MESSAGE = `Kinds must be a comma-separated list of ${CONTACT_TIMELINE_KINDS.join(', ')}`;
const CURSOR_MESSAGE = 'Cursor is not one this timeline gave';

/** The query of `GET /api/contacts/{id}/timeline?before=&limit=&kinds=a,b`. */
export const ContactTimelineQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(LIMIT_MESSAGE),
      v.regex(/^\d{1,3}$/, LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, LIMIT_MESSAGE),
      v.maxValue(CONTACT_TIMELINE_LIMIT_MAX, LIMIT_MESSAGE),
    ),
    String(CONTACT_TIMELINE_PAGE_SIZE),
  ),
  /** A previous page's `nextCursor`. */
  before: v.optional(
    v.pipe(v.string(CURSOR_MESSAGE), v.regex(/^[A-Za-z0-9_-]{1,500}$/, CURSOR_MESSAGE)),
  ),
  /** Absent or empty: every kind. */
  kinds: v.optional(
    v.pipe(
      v.string(KINDS_MESSAGE),
      v.transform((text) => text.split(',').filter((kind) => kind !== '')),
      v.array(v.picklist(CONTACT_TIMELINE_KINDS, KINDS_MESSAGE), KINDS_MESSAGE),
    ),
  ),
});
export type ContactTimelineQuery = v.InferOutput<typeof ContactTimelineQuerySchema>;

import * as v from 'valibot';
import { IdSchema, IsoDateTimeSchema } from '../common/common.schemas';

/**
 * What an audit event records (issue 33 §4). The member, API key and webhook actions are recorded
 * by the branches that add those features; they are here so the log and its filters know them.
 */
export const AUDIT_ACTIONS = [
  'auth.signed_in',
  'auth.sign_in_failed',
  'auth.signed_out',
  'auth.password_changed',
  'auth.password_reset',
  'campaign.sent',
  'campaign.scheduled',
  'campaign.unscheduled',
  'campaign.test_sent',
  'campaign.deleted',
  'workflow.activated',
  'workflow.deactivated',
  'workflow.deleted',
  'contacts.exported',
  'contacts.erased',
  'contacts.merged',
  'contact.deleted',
  'contacts.deleted',
  'template.deleted',
  'form.deleted',
  'segment.deleted',
  'company.deleted',
  'deal.deleted',
  'settings.sender_changed',
  'settings.sending_domain_changed',
  'subscription.changed',
  'member.invited',
  'member.role_changed',
  'member.removed',
  'api_key.created',
  'api_key.revoked',
  'webhook.created',
  'webhook.deleted',
] as const;
export const AuditActionSchema = v.picklist(AUDIT_ACTIONS, 'Unknown audit action');
export type AuditAction = v.InferOutput<typeof AuditActionSchema>;

/** The log screen's filter groups: each a word a person looks for, and the actions under it. */
export const AUDIT_ACTION_GROUPS = [
  {
    id: 'sign-ins',
    label: 'Sign-ins and passwords',
    actions: [
      'auth.signed_in',
      'auth.sign_in_failed',
      'auth.signed_out',
      'auth.password_changed',
      'auth.password_reset',
    ],
  },
  {
    id: 'sending',
    label: 'Sending',
    actions: ['campaign.sent', 'campaign.scheduled', 'campaign.unscheduled', 'campaign.test_sent'],
  },
  { id: 'workflows', label: 'Workflows', actions: ['workflow.activated', 'workflow.deactivated'] },
  {
    id: 'exports',
    label: 'Exports and erasures',
    actions: ['contacts.exported', 'contacts.erased'],
  },
  {
    id: 'deletions',
    label: 'Deletions',
    actions: [
      'contact.deleted',
      'contacts.deleted',
      'contacts.merged',
      'campaign.deleted',
      'template.deleted',
      'workflow.deleted',
      'form.deleted',
      'segment.deleted',
      'company.deleted',
      'deal.deleted',
    ],
  },
  {
    id: 'settings',
    label: 'Settings and plan',
    actions: ['settings.sender_changed', 'settings.sending_domain_changed', 'subscription.changed'],
  },
  {
    id: 'team',
    label: 'Members, API keys and webhooks',
    actions: [
      'member.invited',
      'member.role_changed',
      'member.removed',
      'api_key.created',
      'api_key.revoked',
      'webhook.created',
      'webhook.deleted',
    ],
  },
] as const satisfies readonly { id: string; label: string; actions: readonly AuditAction[] }[];

/** Small facts about an event (a bulk deletion's count, a plan's old and new names). */
export const AuditDetailsSchema = v.record(
  v.string(),
  v.union([v.string(), v.number(), v.boolean(), v.null()]),
);
export type AuditDetails = v.InferOutput<typeof AuditDetailsSchema>;

/** One event of the account's audit log. */
export const AuditEventSchema = v.object({
  id: IdSchema,
  action: AuditActionSchema,
  /** Who did it: null when no user is known (a failed sign-in names the account, not a person). */
  actorId: v.nullable(IdSchema),
  /** The actor as they were then: their email, or later "API key <name>". */
  actorLabel: v.string(),
  targetType: v.nullable(v.string()),
  targetId: v.nullable(v.string()),
  /** The target's name at the time (a campaign's name), kept after the target is deleted. */
  targetLabel: v.nullable(v.string()),
  details: AuditDetailsSchema,
  ip: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
  createdAt: IsoDateTimeSchema,
});
export type AuditEvent = v.InferOutput<typeof AuditEventSchema>;

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_LIMIT_MAX = 200;
/** Events older than this are deleted (the server's AUDIT_RETENTION_DAYS, whose default this is). */
export const AUDIT_RETENTION_DAYS_DEFAULT = 365;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${AUDIT_LIMIT_MAX}`;
const CURSOR_MESSAGE = 'Cursor is not one this list gave';
const DATE_MESSAGE = 'Dates must be ISO date-times, such as 2026-05-01T00:00:00.000Z';

/** `GET /api/audit-log`: newest first. */
export const AuditLogResponseSchema = v.object({
  events: v.array(AuditEventSchema),
  nextCursor: v.nullable(v.string()),
  /** How many days events are kept. */
  retentionDays: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});
export type AuditLogResponse = v.InferOutput<typeof AuditLogResponseSchema>;

const dateTime = v.optional(v.pipe(v.string(DATE_MESSAGE), v.isoTimestamp(DATE_MESSAGE)));

/** The query of `GET /api/audit-log`. */
export const AuditLogQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(LIMIT_MESSAGE),
      v.regex(/^\d{1,3}$/, LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, LIMIT_MESSAGE),
      v.maxValue(AUDIT_LIMIT_MAX, LIMIT_MESSAGE),
    ),
    String(AUDIT_PAGE_SIZE),
  ),
  /** A previous page's `nextCursor`: the last event's time (epoch milliseconds) and id. */
  before: v.optional(
    v.pipe(v.string(CURSOR_MESSAGE), v.regex(/^\d{1,15}-\d{1,10}$/, CURSOR_MESSAGE)),
  ),
  /** One action or several, comma-separated. */
  action: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text.split(',').filter(Boolean)),
      v.array(v.picklist(AUDIT_ACTIONS, (issue) => `Unknown audit action: ${String(issue.input)}`)),
    ),
  ),
  actorId: v.optional(
    v.pipe(
      v.string('Actor must be a user id'),
      v.regex(/^\d{1,10}$/, 'Actor must be a user id'),
      v.transform(Number),
    ),
  ),
  /** From this time on (inclusive). */
  from: dateTime,
  /** Before this time (exclusive). */
  to: dateTime,
  /** Text in the target's name (a campaign's, a template's), any case. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search at most 200 characters'))),
});
export type AuditLogQuery = v.InferOutput<typeof AuditLogQuerySchema>;

/** The filters of the log as the client sends them. */
export interface AuditLogFilter {
  actions?: readonly AuditAction[];
  actorId?: number;
  from?: string;
  to?: string;
  q?: string;
}

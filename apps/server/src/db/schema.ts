import type { ColumnType, Generated } from 'kysely';

/**
 * Timestamps are ISO strings in SQLite and timestamptz in PostgreSQL (returned as Date by pg);
 * rows go through `toIso` before they leave a repository.
 */
export type Timestamp = ColumnType<Date | string, string, string>;
/** Booleans are bound as 0/1: SQLite cannot bind booleans and PostgreSQL casts '1'/'0' to boolean. */
export type Bool = ColumnType<boolean | number, number, number>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  name: string;
  password_hash: string;
  subscription_tier: string;
  requires_password_change: Bool;
  /** When a temporary password stops working (migration 012); null for one the user chose. */
  temporary_password_expires_at: ColumnType<
    Date | string | null,
    string | null | undefined,
    string | null
  >;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  /** Written at most once a minute; null only before the first use was recorded. */
  last_used_at: Timestamp | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  throttle_key: string;
  failed_at: Timestamp;
  /** 1 while the attempt's password is being checked; 0 once it failed. */
  pending: ColumnType<number, number | undefined, number>;
}

export interface ContactsTable {
  id: Generated<number>;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  company: string | null;
  position: string | null;
  status: string;
  /** JSON array of strings. */
  tags: string;
  lead_source: string | null;
  /** JSON object. */
  custom_fields: string;
  created_at: Timestamp;
}

/** Each user's number of contacts, kept by triggers (migration 004) so a count costs one read. */
export interface ContactCountsTable {
  user_id: number;
  /** bigint on PostgreSQL: pg returns it as a string. */
  total: ColumnType<number | string, number, number>;
}

export interface CampaignsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  subject: string;
  content: string;
  status: string;
  scheduled_at: ColumnType<Date | string | null, string | null, string | null>;
  sent_count: Generated<number>;
  open_count: Generated<number>;
  click_count: Generated<number>;
  created_at: Timestamp;
  /** The builder's design as JSON (migration 009); null for HTML-only campaigns. */
  design: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CampaignContactsTable {
  campaign_id: number;
  contact_id: number;
  created_at: Timestamp;
}

export interface EmailTemplatesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  subject: string;
  content: string;
  template_type: string;
  /** The design as the JSON string the client sent (after validation). */
  design: string | null;
  created_at: Timestamp;
}

export interface AutomationWorkflowsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  description: string | null;
  trigger: string;
  is_active: Bool;
  /** JSON string of a list. */
  steps: string;
  created_at: Timestamp;
}

export interface SubscriptionsTable {
  user_id: number;
  current_plan: string;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  contacts: ContactsTable;
  contact_counts: ContactCountsTable;
  campaigns: CampaignsTable;
  campaign_contacts: CampaignContactsTable;
  email_templates: EmailTemplatesTable;
  automation_workflows: AutomationWorkflowsTable;
  subscriptions: SubscriptionsTable;
}

/** Timestamps come back as Date (pg) or ISO text (SQLite); the API always speaks ISO strings. */
export function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  // What this server writes is already canonical; skip the Date round trip on large lists.
  return ISO_UTC.test(value) ? value : new Date(value).toISOString();
}

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

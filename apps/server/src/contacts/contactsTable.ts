import type { ContactChangeSource } from '@crm/api-client';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

export interface ContactsTable extends Owned {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  /** The linked company's name (kept in step with it), or null. */
  company: string | null;
  /** The linked company (migration 030); null: none. */
  company_id: ColumnType<number | null, number | null | undefined, number | null>;
  position: string | null;
  status: string;
  /** JSON array of strings. */
  tags: string;
  lead_source: string | null;
  /** JSON object. */
  custom_fields: string;
  created_at: Timestamp;
  /** How the contact was created (migration 028); null: before it was recorded. */
  created_via: ColumnType<
    ContactChangeSource | null,
    ContactChangeSource | null | undefined,
    never
  >;
  /** The import's file or the form's name. */
  created_via_name: ColumnType<string | null, string | null | undefined, never>;
}

/**
 * A contact's columns as the API and the export show them, named rather than `selectAll`: on
 * PostgreSQL the row also holds its search vector (migration 004), which no answer shows.
 */
export const CONTACT_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'company_id',
  'position',
  'status',
  'tags',
  'lead_source',
  'custom_fields',
  'created_at',
] as const satisfies readonly (keyof ContactsTable)[];

/** Each owner's number of contacts, kept by triggers (migration 004) so a count costs one read. */
export interface ContactCountsTable extends Owned {
  /** bigint on PostgreSQL: pg returns it as a string. */
  total: ColumnType<number | string, number, number>;
}

/** The audit of status changes out of unsubscribed or bounced: who consented again, and why. */
export interface ContactsStatusChangesTable extends Owned {
  id: Generated<number>;
  contact_id: number;
  from_status: string;
  to_status: string;
  reason: string;
  created_at: Timestamp;
}

/** One change of a contact's field, status or tags (migration 028): the timeline's history. */
export interface ContactsChangesTable extends Owned {
  id: Generated<number>;
  contact_id: number;
  /** `status`, `tags`, a contact field (`firstName`) or `customFields.<name>`. */
  field: string;
  /** Tags: the JSON array of the tags removed. */
  from_value: string | null;
  /** Tags: the JSON array of the tags added. */
  to_value: string | null;
  changed_by: ContactChangeSource;
  changed_by_user_id: number | null;
  /** The import's file, the form's or the workflow's name. */
  changed_by_name: string | null;
  reason: string | null;
  created_at: Timestamp;
}

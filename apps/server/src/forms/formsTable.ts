import type { ConsentKind } from '@crm/api-client';
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** Migration 024: a signup form; `definition` is the JSON of its `FormDefinition`. */
export interface FormsTable extends Owned {
  id: Generated<number>;
  /** The hosted page's `/f/<public_id>`: random, so forms cannot be counted from outside. */
  public_id: string;
  name: string;
  definition: string;
  /** One more with each change of the definition: a consent names the version agreed to. */
  version: ColumnType<number, number | undefined, number>;
  views: ColumnType<number, number | undefined, number>;
  /** Migration 040: the template its confirmation email sends; null: the standard email. */
  confirmation_template_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 044: the JSON of its `FormLook` (the hosted page's palette); null: the standard look. */
  look: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 024: what one submission said (JSON of its answers), of a form's version. */
export interface FormsSubmissionsTable extends Owned {
  id: Generated<number>;
  form_id: number;
  contact_id: number | null;
  form_version: number;
  answers: string;
  created_at: Timestamp;
}

/** What a consent event was: a form's signup (resubscribes and unsubscribes come later, issue 28 §2). */

/** Migration 024: one consent event of a contact, and its confirmation (double opt-in). */
export interface FormsConsentsTable extends Owned {
  id: Generated<number>;
  contact_id: number;
  form_id: number | null;
  form_version: number | null;
  kind: ConsentKind;
  /** The exact consent text the person ticked; null when the form had no consent box. */
  consent_text: string | null;
  email: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  confirmation_sent_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  confirmed_ip: string | null;
  confirmed_user_agent: string | null;
}

/** Migration 024: a form's submissions in the fixed window starting at `window_start` (ms). */
export interface FormsRateWindowsTable {
  form_id: number;
  window_start: ColumnType<number | string, number, number>;
  hits: number;
}

/** Migration 038: a proof-of-work challenge already used (its hash), kept until it expires (ms). */
export interface FormsPowSpentTable {
  challenge: string;
  expires_at: ColumnType<number | string, number, number>;
}

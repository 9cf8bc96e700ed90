import type { Generated } from 'kysely';
import type { Bool, Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** Migration 029: a note on a contact, plain text; 037: or on a company or a deal (exactly one). */
export interface NotesTable extends Owned {
  id: Generated<number>;
  /** Who wrote it: only they edit or delete it (today one user per account: the owner). */
  author_id: number;
  contact_id: number | null;
  company_id: number | null;
  deal_id: number | null;
  body: string;
  pinned: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

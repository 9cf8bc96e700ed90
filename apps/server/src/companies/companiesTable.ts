import type { Generated } from 'kysely';
import type { Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** Migration 030: a company, its name unique per owner whatever its case. */
export interface CompaniesTable extends Owned {
  id: Generated<number>;
  name: string;
  /** Lower case, without `www.`: an import links a contact whose email is at it. */
  domain: string | null;
  phone: string | null;
  address: string | null;
  industry: string | null;
  size: string | null;
  /** JSON object, as a contact's. */
  custom_fields: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { companiesRepository } from '../companies/companiesRepository';
import { contactsRepository } from '../contacts/contactsRepository';
import { dealsRepository } from '../deals/dealsRepository';

/** The records a note or a task can be on (issue 32: contacts, companies, deals). */
export type RecordKind = 'contact' | 'company' | 'deal';
export const RECORD_KINDS = ['contact', 'company', 'deal'] as const;

/** The column of `notes` and `tasks` that holds each kind's id. */
export const RECORD_COLUMN = {
  contact: 'contact_id',
  company: 'company_id',
  deal: 'deal_id',
} as const satisfies Record<RecordKind, string>;

/** Each kind as its answers name it ("Contact not found"). */
export const RECORD_NAME: Record<RecordKind, string> = {
  contact: 'Contact',
  company: 'Company',
  deal: 'Deal',
};

/**
 * The names of the scope's records of one kind, by id (a contact's name, else its address); an id
 * of another owner's record, or of none, is missing from the map. One read per call.
 */
export async function recordNames(
  db: Db,
  scope: Scope,
  kind: RecordKind,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  if (kind === 'company') return companiesRepository(db, scope).names(unique);
  if (kind === 'deal') return dealsRepository(db, scope).names(unique);
  const contacts = await contactsRepository(db, scope).findMany(unique);
  return new Map(
    [...contacts].map(([id, c]) => [id, `${c.firstName} ${c.lastName}`.trim() || c.email]),
  );
}

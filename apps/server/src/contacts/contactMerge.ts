import {
  type MergeField,
  OPT_OUT_CONTACT_STATUSES,
  type Contact,
  type MergeContactsInput,
} from '@crm/api-client';
import { inTransaction, type Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { HttpError } from '../http/HttpError';
import { moveContactReferences } from '../db/contactReferences';
import { contactsRepository, type ContactActor } from './contactsRepository';

const isOptOut = (status: string) =>
  (OPT_OUT_CONTACT_STATUSES as readonly string[]).includes(status);

/**
 * Merges contacts of `scope` into one (issue 27 §4), all or nothing: every row that names a merged
 * contact moves to the kept one (CONTACT_REFERENCES: campaign mail, opens and clicks, workflow
 * runs, consents, submissions, notes, tasks, deals, history), the merged contacts are deleted, and
 * the kept one takes the picked fields, the union of the tags and of the custom fields. Its
 * timeline records the merge and each field that changed.
 */
export async function mergeContacts(
  database: Db,
  scope: Scope,
  actor: ContactActor,
  input: MergeContactsInput,
): Promise<{ contact: Contact; merged: number }> {
  const mergeIds = [...new Set(input.mergeIds)];
  if (mergeIds.includes(input.keepId))
    throw new HttpError(400, 'The contact kept cannot also be merged into itself', {
      field: 'mergeIds',
    });
  const ids = [input.keepId, ...mergeIds];
  const picks = { ...input.fields };
  for (const [field, from] of Object.entries(picks))
    if (from !== undefined && !ids.includes(from))
      throw new HttpError(400, `Pick ${field} from one of the contacts merged`, {
        field: `fields.${field}`,
      });
  for (const [name, from] of Object.entries(input.customFields ?? {}))
    if (!ids.includes(from))
      throw new HttpError(400, `Pick the custom field ${name} from one of the contacts merged`, {
        field: 'customFields',
      });

  return inTransaction(database, async (trx) => {
    const contacts = contactsRepository(trx, scope, actor);
    const found = new Map((await contacts.lockMany(ids)).map((c) => [c.id, c]));
    // Another owner's contact does not exist here, as everywhere.
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw new HttpError(404, `Contact ${missing} not found`);
    const keep = found.get(input.keepId)!;
    const merged = mergeIds.map((id) => found.get(id)!);
    const all = [keep, ...merged];

    const value = <K extends MergeField>(field: K): Contact[K] =>
      found.get(picks[field] ?? keep.id)![field];
    const status = value('status');
    const optedOut = all.find((c) => isOptOut(c.status));
    // A merge must not mail someone who asked for no more mail, or whose address bounced.
    if (optedOut && !isOptOut(status))
      throw new HttpError(
        400,
        `${optedOut.email} ${optedOut.status}: keep that status for the merged contact`,
        { field: 'fields.status' },
      );
    const tags = [...new Set(all.flatMap((c) => c.tags))];
    // The kept contact's custom fields win over the others', the picked ones over all.
    const customFields = Object.assign(
      {},
      ...[...merged].reverse().map((c) => c.customFields),
      keep.customFields,
      ...Object.entries(input.customFields ?? {}).map(([name, from]) =>
        name in found.get(from)!.customFields
          ? { [name]: found.get(from)!.customFields[name] }
          : {},
      ),
    ) as Contact['customFields'];

    for (const contact of merged) await moveContactReferences(trx, contact.id, keep.id);
    // Before the kept contact takes a merged one's address: addresses are unique per owner.
    await contacts.removeMany(mergeIds);
    const contact = await contacts.update(keep.id, {
      firstName: value('firstName'),
      lastName: value('lastName'),
      email: value('email'),
      phone: value('phone'),
      company: value('company'),
      position: value('position'),
      status,
      leadSource: value('leadSource'),
      tags,
      customFields,
    });
    await contacts.recordMerge(
      keep.id,
      merged.map((c) => c.email),
    );
    return { contact: contact!, merged: merged.length };
  });
}

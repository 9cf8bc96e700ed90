import type { ContactExport } from '@crm/api-client';
import { campaignsRepository } from '../campaigns/campaignsRepository';
import { toIso } from '../db/columnTypes';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { dealsRepository } from '../deals/dealsRepository';
import { formsRepository } from '../forms/formsRepository';
import { systemClock } from '../jobs/clock';
import { notesRepository } from '../notes/notesRepository';
import { tasksRepository } from '../tasks/tasksRepository';
import { trackingRepository } from '../tracking/trackingRepository';
import { workflowRunsRepository } from '../workflows/workflowRunsRepository';
import { contactsRepository } from './contactsRepository';

/**
 * Everything kept about one contact of `scope` (the right of access, issue 28 §3), each part read
 * through the repository of the area that keeps it; undefined when the contact is not the scope's.
 */
export async function contactExport(
  db: Db,
  scope: Scope,
  contactId: number,
  now: Date,
): Promise<ContactExport | undefined> {
  const contacts = contactsRepository(db, scope);
  const contact = await contacts.find(contactId);
  if (!contact) return undefined;
  const [
    statusChanges,
    consents,
    formSubmissions,
    sends,
    workflowEmails,
    events,
    notes,
    tasks,
    deals,
  ] = await Promise.all([
    contacts.statusChanges(contactId),
    formsRepository(db, scope).consentsOf(contactId),
    formsRepository(db, scope).submissionsOfContact(contactId),
    campaignsRepository(db, scope).emailsOf(contactId),
    workflowRunsRepository(db, scope).emailsOf(contactId),
    trackingRepository(db).eventsOfContact(scope, contactId),
    notesRepository(db, scope).allOf([contactId]),
    tasksRepository(db, scope, systemClock).allOf([contactId]),
    dealsRepository(db, scope).ofContact(contactId),
  ]);
  const contactName = `${contact.firstName} ${contact.lastName}`.trim() || contact.email;
  const eventsOf = new Map<number, ContactExport['otherEvents']>();
  const otherEvents: ContactExport['otherEvents'] = [];
  for (const { recipientId, ...event } of events) {
    if (recipientId === null) {
      otherEvents.push(event);
      continue;
    }
    const list = eventsOf.get(recipientId) ?? [];
    list.push(event);
    eventsOf.set(recipientId, list);
  }
  return {
    exportedAt: now.toISOString(),
    contact,
    statusChanges: statusChanges.map((change) => ({
      ...change,
      createdAt: toIso(change.createdAt),
    })),
    consents,
    formSubmissions,
    campaignEmails: sends.map(({ recipientId, ...send }) => ({
      ...send,
      events: eventsOf.get(recipientId) ?? [],
    })),
    workflowEmails,
    otherEvents,
    notes,
    tasks: tasks.map((task) => ({ ...task, contactName, companyName: null, dealName: null })),
    deals,
  };
}

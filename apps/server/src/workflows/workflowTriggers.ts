import { parseWorkflowDefinition, type TriggerType } from '@crm/api-client';
import { whenCommitted, type Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { wakeWorkers } from '../jobs/workerPool';
import { JOBS_QUEUE } from '../jobs/jobWorkers';
import { workflowRunsRepository, type EventContacts } from './workflowRunsRepository';

export type { EventContacts };
import { workflowsRepository } from './workflowsRepository';

/** Something that happened to contacts which may make them enter workflows. */
export type WorkflowEvent =
  | { trigger: 'contact_added'; imported?: boolean }
  | { trigger: 'tag_added'; tag: string }
  | { trigger: Exclude<TriggerType, 'contact_added' | 'tag_added'> };

/**
 * The event happened to `contacts`: they enter every active workflow of the owner whose trigger
 * (and its settings: the tag, whether imported contacts count) matches, set-based, in the
 * caller's transaction; the workers wake once it commits. Returns how many entries were made.
 */
export async function fireWorkflowTrigger(
  database: Db,
  scope: Scope,
  event: WorkflowEvent,
  contacts: EventContacts,
  now: Date,
): Promise<number> {
  if ('ids' in contacts && contacts.ids.length === 0) return 0;
  const candidates = await workflowsRepository(database, scope).activeWith(event.trigger);
  let entered = 0;
  for (const workflow of candidates) {
    const parsed = parseWorkflowDefinition(workflow.steps);
    if (!parsed.ok) continue;
    const { trigger } = parsed.definition;
    if (event.trigger === 'tag_added' && trigger.tag !== undefined && trigger.tag !== event.tag)
      continue;
    if (event.trigger === 'contact_added' && event.imported && trigger.includeImported === false)
      continue;
    entered += await workflowRunsRepository(database, scope).enter(workflow.id, contacts, now);
  }
  if (entered > 0) whenCommitted(database, () => wakeWorkers(JOBS_QUEUE));
  return entered;
}

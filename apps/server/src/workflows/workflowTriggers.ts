import {
  DEFAULT_CONTACT_STATUS,
  goalText,
  parseWorkflowDefinition,
  reentryAfterDays,
  type WorkflowGoal,
  type TriggerSettings,
  type TriggerType,
} from '@crm/api-client';
import { whenCommitted, type Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { wakeWorkers } from '../jobs/workerPool';
import { JOBS_QUEUE } from '../jobs/jobWorkers';
import { workflowRunsRepository, type EventContacts } from './workflowRunsRepository';

export type { EventContacts };
import { workflowsRepository } from './workflowsRepository';

/**
 * Something that happened to contacts which may make them enter workflows. A contact's
 * subscription starts when it becomes a `subscriber` (added as one, or changed to it from another
 * status) and ends when it becomes `unsubscribed` (a link, a one-click POST, a complaint, an edit).
 */
export type WorkflowEvent =
  | { trigger: 'contact_added' | 'subscription_started'; imported?: boolean }
  | { trigger: 'tag_added'; tag: string }
  | { trigger: 'email_opened'; campaignId: number }
  | { trigger: 'link_clicked'; campaignId: number; url: string }
  | { trigger: 'form_submission'; formId: number }
  /** A deal entered the stage (created in it, moved to it, or its stage was deleted). */
  | { trigger: 'deal_stage_changed'; stageId: number }
  | {
      trigger: Exclude<
        TriggerType,
        | 'contact_added'
        | 'subscription_started'
        | 'tag_added'
        | 'email_opened'
        | 'link_clicked'
        | 'form_submission'
        | 'deal_stage_changed'
      >;
    };

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
  // Goals first: a contact that unsubscribes leaves the workflows whose goal that is before any
  // `subscription_ended` workflow takes it in.
  if (event.trigger === 'tag_added' || event.trigger === 'subscription_ended')
    await exitAtGoals(database, scope, event, contacts, now);
  const candidates = await workflowsRepository(database, scope).activeWith(event.trigger);
  let entered = 0;
  for (const workflow of candidates) {
    const parsed = parseWorkflowDefinition(workflow.steps);
    if (!parsed.ok) continue;
    if (!matches(parsed.definition.trigger, event)) continue;
    entered += await workflowRunsRepository(database, scope).enter(
      workflow.id,
      contacts,
      now,
      reentryAfterDays(parsed.definition),
    );
  }
  if (entered > 0) whenCommitted(database, () => wakeWorkers(JOBS_QUEUE));
  return entered;
}

/**
 * The contacts leave every workflow of the owner (active or not: contacts finishing an inactive
 * one are inside too) whose goal this event makes true, set-based, with the goal as the reason.
 */
async function exitAtGoals(
  database: Db,
  scope: Scope,
  event: WorkflowEvent,
  contacts: EventContacts,
  now: Date,
): Promise<void> {
  const reached = (goal: WorkflowGoal | undefined) =>
    event.trigger === 'tag_added'
      ? goal?.kind === 'tag_added' && goal.tag.toLowerCase() === event.tag.toLowerCase()
      : event.trigger === 'subscription_ended' && goal?.kind === 'unsubscribed';
  for (const workflow of await workflowsRepository(database, scope).withGoals()) {
    const parsed = parseWorkflowDefinition(workflow.steps);
    if (!parsed.ok || !parsed.definition.goal || !reached(parsed.definition.goal)) continue;
    await workflowRunsRepository(database, scope).exitAtGoal(
      workflow.id,
      contacts,
      `${goalText(parsed.definition.goal)}: the workflow's goal`,
      now,
    );
  }
}

/** A subscriber's status (the spec's default) and an opt-out's, as statuses are compared. */
export const SUBSCRIBER = DEFAULT_CONTACT_STATUS.toLowerCase();
const UNSUBSCRIBED = 'unsubscribed';

/** Whether a status change starts or ends a contact's subscription. */
export function subscriptionChange(
  from: string,
  to: string,
): 'subscription_started' | 'subscription_ended' | undefined {
  const [before, after] = [from.toLowerCase(), to.toLowerCase()];
  if (before === after) return undefined;
  if (after === SUBSCRIBER) return 'subscription_started';
  if (after === UNSUBSCRIBED) return 'subscription_ended';
  return undefined;
}

/** Whether a workflow's trigger settings take this event (a setting left out takes any). */
function matches(settings: TriggerSettings, event: WorkflowEvent): boolean {
  switch (event.trigger) {
    case 'tag_added':
      return settings.tag === undefined || settings.tag === event.tag;
    case 'contact_added':
    case 'subscription_started':
      return !(event.imported && settings.includeImported === false);
    case 'link_clicked':
      if (
        settings.linkContains !== undefined &&
        !event.url.toLowerCase().includes(settings.linkContains.toLowerCase())
      )
        return false;
      return settings.campaignId === undefined || settings.campaignId === event.campaignId;
    case 'email_opened':
      return settings.campaignId === undefined || settings.campaignId === event.campaignId;
    case 'form_submission':
      return settings.formId === undefined || settings.formId === event.formId;
    case 'deal_stage_changed':
      return settings.stageId === undefined || settings.stageId === event.stageId;
    default:
      return true;
  }
}

import type { AuditAction, AuditDetails } from '@crm/api-client';
import type { Context } from 'hono';
import { inTransaction, type Db } from '../db/Db';
import type { Scope } from '../db/scope';
import type { AppEnv } from '../http/AppEnv';
import { clientAddress } from '../http/clientAddress';
import { auditRepository } from './auditRepository';

/** What an audited action says about itself. */
export interface AuditEventInput {
  action: AuditAction;
  /** What it was done to: its name at the time stays readable after the target is deleted. */
  target?: { type: string; id?: number | string | null; label?: string | null };
  /** Small facts (a bulk deletion's count): a handful of short values. */
  details?: AuditDetails;
  /** Who acted, when the request's session does not say (a sign-in: the user it signs in). */
  actorId?: number | null;
  /** How to name the actor instead of their email (a failed sign-in: the name that was typed). */
  actorLabel?: string;
}

const USER_AGENT_MAX = 256;
const LABEL_MAX = 200;
const clip = (text: string | null | undefined, max: number) =>
  text == null ? null : text.length > max ? text.slice(0, max) : text;

/**
 * Records one audit event (issue 33 §4) for `scope`'s log: one row, written through `db`, so
 * inside the caller's transaction a rolled-back action leaves no record. `request` gives the actor
 * (its session's user), the client address (as `clientAddress` reads it, honouring TRUST_PROXY)
 * and the browser.
 */
export async function recordAudit(
  db: Db,
  scope: Scope,
  event: AuditEventInput,
  request?: Context<AppEnv>,
): Promise<void> {
  const actorId = event.actorId !== undefined ? event.actorId : (request?.var.auth?.userId ?? null);
  await auditRepository(db, scope).add({
    actor_id: actorId,
    ...(event.actorLabel === undefined ? {} : { actor_label: clip(event.actorLabel, LABEL_MAX)! }),
    action: event.action,
    target_type: event.target?.type ?? null,
    target_id: event.target?.id == null ? null : String(event.target.id),
    target_label: clip(event.target?.label, LABEL_MAX),
    details: JSON.stringify(event.details ?? {}),
    ip: request ? clientAddress(request, { trustProxy: request.var.trustProxy ?? false }) : null,
    user_agent: clip(request?.req.header('User-Agent'), USER_AGENT_MAX),
    created_at: new Date().toISOString(),
  });
}

/**
 * Runs an action and records its event in one transaction: `work` answers what the event names
 * (a deleted record's name) or undefined when there was nothing to do, which records nothing.
 */
export function audited<T>(
  db: Db,
  request: Context<AppEnv>,
  work: (trx: Db) => Promise<T | undefined>,
  event: (result: T) => AuditEventInput,
): Promise<T | undefined> {
  return inTransaction(db, async (trx) => {
    const result = await work(trx);
    if (result !== undefined) await recordAudit(trx, request.var.scope, event(result), request);
    return result;
  });
}

import type { Db } from '../db/Db';
import { ownerScope } from '../db/scope';
import { bounceReportsRepository, bouncesRepository, type SentMessage } from './bouncesRepository';
import type { BounceSource } from './bouncesTable';
import { classifyReport, type BounceVerdict } from './classifyReport';
import { parseReport } from './parseReport';
import { reportReferences } from './reportReferences';
import type { VerpAddresses } from './verpAddress';

export type ProcessOutcome =
  /** Not a DSN or ARF report: an auto-reply, an out-of-office note, spam. Left alone. */
  | 'not-a-report'
  /** A report, but about no message we sent (no valid VERP token, unknown Message-ID). */
  | 'not-ours'
  /** A report about our message that calls for nothing (a delay warning, a success, not-spam). */
  | 'no-action'
  | 'applied'
  /** Already taken: the same report again, or the same bounce by another route. */
  | 'duplicate';

export interface ReportDeps {
  db: Db;
  verp: VerpAddresses;
}

/** A report's message: by its signed return path first, else by the original Message-ID. */
async function findMessage(
  deps: ReportDeps,
  refs: { recipientId?: number; messageId?: string },
): Promise<SentMessage | undefined> {
  const reports = bounceReportsRepository(deps.db);
  if (refs.recipientId !== undefined) return reports.findByRecipientId(refs.recipientId);
  return refs.messageId ? reports.findByMessageId(refs.messageId) : undefined;
}

/** Applies a verdict in the scope of the message's owner. */
const applyVerdict = (
  deps: ReportDeps,
  message: SentMessage,
  verdict: BounceVerdict,
  source: BounceSource,
) => bouncesRepository(deps.db, ownerScope(message.ownerId)).apply(message, verdict, source);

/**
 * One raw message that reached a bounce address or mailbox: parsed by structure, tied to our
 * message, classified and applied. `envelopeRecipient` is the RCPT TO it was delivered to, when
 * known (the SMTP receiver).
 */
export async function processReport(
  deps: ReportDeps,
  raw: Buffer | string,
  source: BounceSource,
  envelopeRecipient?: string,
): Promise<ProcessOutcome> {
  const report = parseReport(raw);
  if (report.type === 'not-a-report') return 'not-a-report';
  const refs = reportReferences(report, deps.verp, envelopeRecipient);
  const message = await findMessage(deps, {
    recipientId: refs.verp?.recipientId,
    messageId: refs.messageId,
  });
  if (!message) return 'not-ours';
  const verdict = classifyReport(report, message.email);
  if (!verdict) return 'no-action';
  return applyVerdict(deps, message, verdict, source);
}

/** A provider's already-classified event (webhooks), tied to our message the same way. */
export interface ProviderEvent {
  /** Our VERP token or return path, when the provider echoes it. */
  token?: string;
  messageId?: string;
  verdict: BounceVerdict;
}

export async function processProviderEvent(
  deps: ReportDeps,
  event: ProviderEvent,
  source: BounceSource,
): Promise<ProcessOutcome> {
  const target = event.token
    ? (deps.verp.read(event.token) ?? deps.verp.readToken(event.token))
    : undefined;
  const messageId = event.messageId
    ? `<${event.messageId.trim().replace(/^<|>$/g, '')}>`
    : undefined;
  const message = await findMessage(deps, { recipientId: target?.recipientId, messageId });
  if (!message) return 'not-ours';
  // A provider's event for another address than the one we sent to is not about our message.
  const address = event.verdict.address?.toLowerCase();
  if (address && address !== message.email.toLowerCase()) return 'not-ours';
  return applyVerdict(deps, message, event.verdict, source);
}

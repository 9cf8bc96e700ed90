import { parentPort } from 'node:worker_threads';
import type { BounceEnvelope } from '../../bounces/bounceEnvelope';
import type { MailConfig } from '../../config';
import { sharedMailer, type DeliveryResult } from '../mailer';
import { trackingTokens, type TrackingTokens } from '../../tracking/trackingTokens';
import type { MergeContact } from '../mergeTags';
import {
  campaignMessage,
  prepareMessage,
  type MessageContent,
  type MessageSender,
  type PreparedMessage,
} from '../messageBuilder';

/** A template kept in the worker for a campaign's messages: its mail settings and link key. */
export interface KeptTemplate {
  key: number;
  mail: MailConfig;
  secret: string;
  /** The campaign owner's Reply-To (settings), when set. */
  replyTo?: string | undefined;
}

/** What the render pool asks of the worker. */
export type RenderRequest =
  | {
      type: 'prepare';
      id: number;
      content: MessageContent;
      /** The account's From and footer postal address (sender.ts). */
      sender: Pick<MessageSender, 'from' | 'postalAddress'>;
      unsubscribeFooter: boolean;
      /** Keep the template here for `campaign` requests (the prepared template is not sent back). */
      keep?: KeptTemplate;
    }
  | {
      type: 'campaign';
      id: number;
      key: number;
      input: {
        contact: MergeContact;
        to: string;
        recipientId: number;
        messageId: string;
        bounce?: BounceEnvelope;
      };
    };

export type RenderResponse =
  | { id: number; prepared?: PreparedMessage }
  | { id: number; subject: string; result: DeliveryResult }
  | { id: number; error: string; missing?: true };

/**
 * Runs in a worker thread: compiling a large message (HTML to text, link scanning, quoted-printable
 * of every piece), building each recipient's copy of it (hundreds of signed links, hundreds of KB
 * joined and encoded) and sending it take this thread's CPU, never the request thread's (issue 26
 * §2). A
 * campaign's template is kept here between its messages (the last 20 campaigns).
 */
const port = parentPort;
if (!port) throw new Error('renderWorker must run as a worker thread');
const kept = new Map<
  number,
  { prepared: PreparedMessage; mail: MailConfig; tokens: TrackingTokens; replyTo?: string }
>();

const answer = async (request: RenderRequest) => {
  try {
    if (request.type === 'prepare') {
      const prepared = prepareMessage(request.content, request.sender, {
        unsubscribeFooter: request.unsubscribeFooter,
      });
      if (!request.keep) {
        port.postMessage({ id: request.id, prepared } satisfies RenderResponse);
        return;
      }
      if (kept.size >= 20) kept.delete(kept.keys().next().value!);
      kept.set(request.keep.key, {
        prepared,
        mail: request.keep.mail,
        tokens: trackingTokens(request.keep.secret),
        ...(request.keep.replyTo ? { replyTo: request.keep.replyTo } : {}),
      });
      port.postMessage({ id: request.id } satisfies RenderResponse);
      return;
    }
    const template = kept.get(request.key);
    if (!template) {
      port.postMessage({ id: request.id, error: 'no such template', missing: true });
      return;
    }
    const message = campaignMessage(template.prepared, {
      ...request.input,
      tokens: template.tokens,
      mail: template.mail,
      replyTo: template.replyTo,
    });
    // Sent from here too: signing, SMTP's dot-stuffing and writing hundreds of KB cost this
    // thread, not the request thread (the neighbour bench's main thread spent 40% in them).
    const result = await sharedMailer(template.mail).send(message);
    port.postMessage({ id: request.id, subject: message.subject, result } satisfies RenderResponse);
  } catch (error) {
    port.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies RenderResponse);
  }
};

port.on('message', (request: RenderRequest) => void answer(request));

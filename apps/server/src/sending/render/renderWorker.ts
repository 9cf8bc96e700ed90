import { parentPort } from 'node:worker_threads';
import type { BounceEnvelope } from '../../bounces/bounceEnvelope';
import type { MailConfig } from '../../config';
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
  | {
      id: number;
      message: {
        to: string;
        subject: string;
        messageId: string;
        raw: Uint8Array;
        envelopeFrom?: string;
      };
    }
  | { id: number; error: string; missing?: true };

/**
 * Runs in a worker thread: compiling a large message (HTML to text, link scanning, quoted-printable
 * of every piece) and building each recipient's copy of it (hundreds of signed links, hundreds of
 * KB joined and encoded) take this thread's CPU, never the request thread's (issue 26 §2). A
 * campaign's template is kept here between its messages (the last 20 campaigns).
 */
const port = parentPort;
if (!port) throw new Error('renderWorker must run as a worker thread');
const kept = new Map<
  number,
  { prepared: PreparedMessage; mail: MailConfig; tokens: TrackingTokens; replyTo?: string }
>();

port.on('message', (request: RenderRequest) => {
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
    const raw = new Uint8Array(message.raw.buffer, message.raw.byteOffset, message.raw.byteLength);
    // A large Buffer owns its memory: hand it over instead of copying it.
    const own = raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength;
    port.postMessage(
      { id: request.id, message: { ...message, raw } } satisfies RenderResponse,
      own ? [raw.buffer as ArrayBuffer] : [],
    );
  } catch (error) {
    port.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies RenderResponse);
  }
});

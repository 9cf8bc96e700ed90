import { Worker } from 'node:worker_threads';
import type { MailConfig } from '../../config';
import { HttpError } from '../../http/HttpError';
import type { RawOutgoingMessage } from '../mailer';
import {
  prepareMessage,
  type MessageContent,
  type MessageSender,
  type PreparedMessage,
} from '../messageBuilder';
import type { RenderRequest, RenderResponse } from './renderWorker';

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;
type RequestBody = Distribute<RenderRequest>;
type CampaignInput = Extract<RenderRequest, { type: 'campaign' }>['input'];

/**
 * Content under this many bytes compiles on the calling thread: well under a millisecond, less
 * than the round trip to the worker. Anything larger goes to the render worker.
 */
export const INLINE_RENDER_BYTES = 32 * 1024;
/** Renders one account may have in the worker at once; more wait their turn (issue 26 §2). */
export const MAX_RENDERS_PER_ACCOUNT = 2;

/** The worker's script: bundled beside the server (npm start), or its .mjs entry from source. */
const workerScript = (): URL =>
  new URL(
    import.meta.url.endsWith('.ts') ? './renderWorkerEntry.mjs' : './renderWorker.js',
    import.meta.url,
  );

type Pending = { resolve: (r: RenderResponse) => void; reject: (e: Error) => void };

/** Whether content is large enough to be compiled and built in the worker. */
export const rendersInWorker = (content: MessageContent) =>
  Buffer.byteLength(content.content) + Buffer.byteLength(content.subject) >= INLINE_RENDER_BYTES;

/**
 * The process's render worker: one thread, started on first use and not keeping the process alive,
 * taking large messages' compilation off the event loop so another account's requests never wait
 * for it. Each account has at most MAX_RENDERS_PER_ACCOUNT renders in the worker; its others queue
 * behind them, so one account's eight concurrent test sends cannot fill the worker's queue ahead of
 * everyone else.
 */
class RenderPool {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly accounts = new Map<number, { active: number; waiting: (() => void)[] }>();

  /** Renders in the worker or waiting for it, per account (for tests and the bench). */
  inFlight(ownerId: number): number {
    const account = this.accounts.get(ownerId);
    return account ? account.active + account.waiting.length : 0;
  }

  async prepare(
    ownerId: number,
    content: MessageContent,
    sender: Pick<MessageSender, 'from' | 'postalAddress'>,
    options: { unsubscribeFooter?: boolean } = {},
  ): Promise<PreparedMessage> {
    if (!rendersInWorker(content)) return prepareMessage(content, sender, options);
    await this.acquire(ownerId);
    try {
      const done = await this.run({
        type: 'prepare',
        content: { subject: content.subject, content: content.content },
        sender: { from: sender.from, postalAddress: sender.postalAddress },
        unsubscribeFooter: options.unsubscribeFooter ?? true,
      });
      if (!('prepared' in done) || !done.prepared) throw new Error('render worker: no template');
      return done.prepared;
    } finally {
      this.release(ownerId);
    }
  }

  /**
   * A campaign's messages built in the worker (a large campaign: see `rendersInWorker`): its
   * template compiled there once and kept, then each recipient's raw message made there too, all
   * with the owner's sender (From, postal address in the footer, Reply-To).
   */
  campaign(
    ownerId: number,
    campaign: { key: number; subject: string; content: string },
    sender: MessageSender,
    mail: MailConfig,
    secret: string,
  ): { message(input: CampaignInput): Promise<RawOutgoingMessage> } {
    let ready: Promise<void> | undefined;
    const keep = () =>
      (ready ??= (async () => {
        await this.acquire(ownerId);
        try {
          await this.run({
            type: 'prepare',
            content: { subject: campaign.subject, content: campaign.content },
            sender: { from: sender.from, postalAddress: sender.postalAddress },
            unsubscribeFooter: true,
            keep: { key: campaign.key, mail, secret, replyTo: sender.replyTo },
          });
        } catch (error) {
          ready = undefined;
          throw error;
        } finally {
          this.release(ownerId);
        }
      })());
    const build = async (input: CampaignInput, again: boolean): Promise<RawOutgoingMessage> => {
      await keep();
      const done = await this.run({ type: 'campaign', key: campaign.key, input });
      if ('message' in done)
        return {
          ...done.message,
          raw: Buffer.from(
            done.message.raw.buffer,
            done.message.raw.byteOffset,
            done.message.raw.byteLength,
          ),
        };
      // The worker restarted (or dropped the template): compile it there again, once.
      if ('missing' in done && again) {
        ready = undefined;
        return build(input, false);
      }
      throw new Error(`render worker: ${'error' in done ? done.error : 'no message'}`);
    };
    return { message: (input) => build(input, true) };
  }

  private async acquire(ownerId: number): Promise<void> {
    let account = this.accounts.get(ownerId);
    if (!account) this.accounts.set(ownerId, (account = { active: 0, waiting: [] }));
    if (account.active < MAX_RENDERS_PER_ACCOUNT) {
      account.active++;
      return;
    }
    await new Promise<void>((resolve) => account.waiting.push(resolve));
  }

  private release(ownerId: number): void {
    const account = this.accounts.get(ownerId);
    if (!account) return;
    const next = account.waiting.shift();
    if (next) next();
    else if (--account.active === 0) this.accounts.delete(ownerId);
  }

  private run(body: RequestBody): Promise<RenderResponse> {
    const worker = this.start();
    const request = { ...body, id: this.nextId++ } as RenderRequest;
    return new Promise((resolve, reject) => {
      this.pending.set(request.id, { resolve, reject });
      worker.ref();
      worker.postMessage(request);
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerScript(), {
      execArgv: ['--conditions=@crm/source'],
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    worker.unref();
    worker.on('message', (m: RenderResponse) => {
      const waiting = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (this.pending.size === 0) worker.unref();
      if (!waiting) return;
      if ('error' in m && !('missing' in m)) waiting.reject(new Error(m.error));
      else waiting.resolve(m);
    });
    const fail = (error: unknown) => {
      console.error('Render worker stopped:', error);
      this.worker = undefined;
      for (const waiting of this.pending.values())
        waiting.reject(new HttpError(503, 'The email could not be prepared; please try again'));
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.worker === worker) fail(new Error(`exit ${code}`));
    });
    this.worker = worker;
    return worker;
  }
}

/** The one render pool of this process. */
export const renderPool = new RenderPool();

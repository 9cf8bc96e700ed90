import { Worker } from 'node:worker_threads';
import type { MailConfig } from '../../config';
import { HttpError } from '../../http/HttpError';
import { prepareMessage, type MessageContent, type PreparedMessage } from '../messageBuilder';
import type { RenderRequest } from './renderWorker';

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

type Pending = { resolve: (p: PreparedMessage) => void; reject: (e: Error) => void };

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
    mail: Pick<MailConfig, 'from'>,
    options: { unsubscribeFooter?: boolean } = {},
  ): Promise<PreparedMessage> {
    const size = Buffer.byteLength(content.content) + Buffer.byteLength(content.subject);
    if (size < INLINE_RENDER_BYTES) return prepareMessage(content, mail, options);
    await this.acquire(ownerId);
    try {
      return await this.run({
        id: this.nextId++,
        content: { subject: content.subject, content: content.content },
        from: mail.from,
        unsubscribeFooter: options.unsubscribeFooter ?? true,
      });
    } finally {
      this.release(ownerId);
    }
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

  private run(request: RenderRequest): Promise<PreparedMessage> {
    const worker = this.start();
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
    worker.on(
      'message',
      (m: { id: number; prepared: PreparedMessage } | { id: number; error: string }) => {
        const waiting = this.pending.get(m.id);
        this.pending.delete(m.id);
        if (this.pending.size === 0) worker.unref();
        if (!waiting) return;
        if ('error' in m) waiting.reject(new Error(m.error));
        else waiting.resolve(m.prepared);
      },
    );
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

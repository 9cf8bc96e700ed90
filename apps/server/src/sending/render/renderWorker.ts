import { parentPort } from 'node:worker_threads';
import { prepareMessage, type MessageContent } from '../messageBuilder';

/** A render asked of the worker: the content compiled into its MIME template. */
export interface RenderRequest {
  id: number;
  content: MessageContent;
  from: string;
  unsubscribeFooter: boolean;
}

/**
 * Runs in a worker thread: compiling a large message (HTML to text, link scanning, quoted-printable
 * of every piece) takes this thread's CPU, never the request thread's (issue 26 §2).
 */
const port = parentPort;
if (!port) throw new Error('renderWorker must run as a worker thread');
port.on('message', (request: RenderRequest) => {
  try {
    const prepared = prepareMessage(
      request.content,
      { from: request.from },
      { unsubscribeFooter: request.unsubscribeFooter },
    );
    port.postMessage({ id: request.id, prepared });
  } catch (error) {
    port.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});

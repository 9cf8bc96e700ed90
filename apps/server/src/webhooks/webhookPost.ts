import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { vettedAddress } from './webhookAddress';

export interface WebhookPostResult {
  /** The answer's status (undefined: none came: refused, timed out, connection failed). */
  status?: number;
  ms: number;
  /** Why it failed, in words for the log (undefined on a 2xx). */
  error?: string;
}

export interface WebhookPostOptions {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivate: boolean;
  timeoutMs: number;
  maxResponseBytes: number;
}

/**
 * Posts one delivery. The host is resolved and vetted once, and the connection is made to that
 * very address (a `lookup` that answers it), so DNS rebinding cannot point it elsewhere between the
 * check and the connection; TLS still checks the certificate against the host name. Redirects are
 * not followed (a 3xx is a failure: following one would reach an address nobody vetted). The whole
 * exchange has `timeoutMs`; at most `maxResponseBytes` of the answer are read.
 */
export async function postWebhook(options: WebhookPostOptions): Promise<WebhookPostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(options.url);
  let vetted: { address: string; family: 4 | 6 };
  try {
    vetted = await vettedAddress(url.hostname, options.allowPrivate);
  } catch (error) {
    return { ms: elapsed(), error: error instanceof Error ? error.message : String(error) };
  }
  const pinned: LookupFunction = (_host, opts, callback) => {
    if (opts.all) callback(null, [{ address: vetted.address, family: vetted.family }]);
    else callback(null, vetted.address, vetted.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<WebhookPostResult, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, ms: elapsed() });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(options.body),
          'user-agent': 'Beacon-CRM-Webhooks/1',
          ...options.headers,
        },
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          // Enough of the answer: the rest is not ours to read.
          if (read >= options.maxResponseBytes) {
            response.destroy();
            done();
          }
        });
        const done = () => {
          if (status >= 200 && status < 300) finish({ status });
          else if (status >= 300 && status < 400)
            finish({
              status,
              error: `The endpoint answered ${status} (a redirect${
                response.headers.location ? ` to ${response.headers.location}` : ''
              }); redirects are not followed: use the final address`,
            });
          else finish({ status, error: `The endpoint answered ${status}` });
        };
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ error: `No answer within ${options.timeoutMs / 1000} s` });
    }, options.timeoutMs);
    request.on('error', (error) => finish({ error: `Could not deliver: ${error.message}` }));
    request.end(options.body);
  });
}

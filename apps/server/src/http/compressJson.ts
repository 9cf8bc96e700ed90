import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses JSON answers of at least `thresholdBytes` for clients that accept brotli or gzip.
 * c.json() sets no Content-Length, so the body is measured here; JSON answers are built whole in
 * memory anyway (streamed exports are CSV and pass through untouched).
 */
export function compressJson(thresholdBytes = 1024): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      res.headers.has('Content-Encoding') ||
      !/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '')
    )
      return;
    const accepted = (c.req.header('Accept-Encoding') ?? '').toLowerCase();
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : '';
    res.headers.append('Vary', 'Accept-Encoding');
    // Reading `res.body` turns @hono/node-server's lightweight answer into a web stream, its slow
    // path (a contact page profiled 22% in socket writes that way): only read when compressing.
    if (!encoding || !res.body) return;
    const raw = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let body: Buffer = raw;
    if (raw.length >= thresholdBytes) {
      // Quality 5: most of brotli's gain at a fraction of the CPU of its default 11, per request.
      body =
        encoding === 'br'
          ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : await gzip(raw);
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(body.length));
    c.res = new Response(new Uint8Array(body), {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}

import type { Context } from 'hono';

/** The smallest transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A counting pixel's answer: the transparent GIF, never cached, so each load is counted. */
export const pixel = (c: Context) =>
  c.body(PIXEL, 200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store, max-age=0' });

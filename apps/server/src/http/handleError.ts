import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseBusy } from '../db/databaseErrors';
import type { AppEnv } from './AppEnv';
import { HttpError } from './HttpError';

/**
 * The one place errors become responses: known errors keep their message, a busy database is a
 * retryable 503, and anything else is a generic 500 whose details go only to the log.
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(
      error.field ? { message: error.message, field: error.field } : { message: error.message },
      error.status,
    );
  }
  if (error instanceof HTTPException) {
    const res = error.getResponse();
    return c.json({ message: error.message || res.statusText || 'Request failed' }, error.status);
  }
  if (isDatabaseBusy(error)) {
    c.header('Retry-After', '1');
    return c.json({ message: 'The database is busy. Please retry shortly.' }, 503);
  }
  const requestId = c.get('requestId');
  // One JSON line: a path or message holding line breaks cannot forge log lines (issue 26 §5).
  console.error(
    JSON.stringify({
      level: 'error',
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: error.stack ?? String(error),
    }),
  );
  return c.json({ message: 'Internal server error', requestId }, 500);
}

import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose message is safe to show the client; anything else answers a generic 500. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

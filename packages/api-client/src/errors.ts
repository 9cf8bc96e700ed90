import * as v from 'valibot';
import { ApiErrorBodySchema } from './common/common.schemas';

/**
 * A non-OK answer from the API. `message` is exactly `"<status>: <body text>"`, or
 * `"<status>: <status text>"` when the body is empty (spec section 8); `serverMessage` is the
 * `message` of the server's JSON error body, the text a screen shows.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status, e.g. 404. */
  readonly status: number;
  /** The HTTP status text, e.g. 'Not Found' (often empty over HTTP/2). */
  readonly statusText: string;
  /** The response body as text ('' when there was none). */
  readonly body: string;
  /** `message` of a JSON error body `{ message }`, when the body is one. */
  readonly serverMessage: string | undefined;
  /** `field` of a JSON error body: the payload field that failed validation. */
  readonly field: string | undefined;
  /** `requestId` of a JSON error body: quote it when reporting a server error. */
  readonly requestId: string | undefined;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    const parsed = parseErrorBody(body);
    this.serverMessage = parsed?.message;
    this.field = parsed?.field;
    this.requestId = parsed?.requestId;
  }
}

function parseErrorBody(body: string) {
  if (!body) return undefined;
  try {
    const result = v.safeParse(ApiErrorBodySchema, JSON.parse(body));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An OK answer whose body does not match the contract: the server and this client disagree, which
 * a screen should treat like any other failure rather than render half-valid data.
 */
export class ApiResponseError extends Error {
  override readonly name = 'ApiResponseError';
  /** Method and path of the call, e.g. 'GET /api/contacts'. */
  readonly endpoint: string;
  /** The valibot issues that describe the mismatch. */
  readonly issues: readonly v.BaseIssue<unknown>[];

  constructor(endpoint: string, issues: readonly v.BaseIssue<unknown>[]) {
    const first = issues[0];
    const where = first ? v.getDotPath(first) : null;
    super(
      `Unexpected response from ${endpoint}${where ? ` at ${where}` : ''}: ${first?.message ?? 'invalid body'}`,
    );
    this.endpoint = endpoint;
    this.issues = issues;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Options of {@link getErrorMessage}. */
export interface ErrorMessageOptions {
  /**
   * The text when the call never got an HTTP answer or failed in the browser (network down, a
   * contract mismatch), e.g. the spec's 'An unexpected error occurred' for a password change.
   * @default fallback
   */
  unexpected?: string;
}

/**
 * The text a screen shows for a failed call: the server's own message when it sent one for a
 * request it refused (4xx: a validation message, 'Username already exists'), otherwise `fallback`
 * (the spec's toast text, e.g. 'Failed to add contact'). A 5xx message is the server's generic
 * 'Internal server error', no reason the user can act on, so it gives the fallback too.
 */
export function getErrorMessage(
  error: unknown,
  fallback: string,
  { unexpected = fallback }: ErrorMessageOptions = {},
): string {
  if (!(error instanceof ApiError)) return unexpected;
  return error.status < 500 && error.serverMessage ? error.serverMessage : fallback;
}

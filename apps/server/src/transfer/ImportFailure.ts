export type ImportFailureStatus = 400 | 402 | 413 | 422 | 429 | 503;

/**
 * A file that cannot be imported, with a message meant for the user. It crosses the worker boundary
 * as `{ status, message }`, so it carries nothing else.
 */
export class ImportFailure extends Error {
  readonly status: ImportFailureStatus;

  constructor(status: ImportFailureStatus, message: string) {
    super(message);
    this.name = 'ImportFailure';
    this.status = status;
  }
}

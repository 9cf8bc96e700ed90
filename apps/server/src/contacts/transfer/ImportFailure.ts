/**
 * A file that cannot be imported, with a message meant for the user. It crosses the worker boundary
 * as `{ status, message }`, so it carries nothing else.
 */
export class ImportFailure extends Error {
  readonly status: 400 | 413 | 422;

  constructor(status: 400 | 413 | 422, message: string) {
    super(message);
    this.name = 'ImportFailure';
    this.status = status;
  }
}

import { DesignError, parseDesign } from '@crm/email-builder';
import { HttpError } from '../http/HttpError';

/**
 * A template design must be one the builder and the renderer can read: checked with the same
 * `parseDesign` the email builder uses, so what the server stores always renders. What is stored
 * is the parsed design, not the string sent: unknown keys (and `__proto__`) are dropped there.
 */
export function normaliseDesign(design: string): string {
  try {
    return JSON.stringify(parseDesign(design));
  } catch (error) {
    if (error instanceof DesignError) {
      throw new HttpError(400, `Invalid design: ${error.message}`, { field: 'design' });
    }
    throw error;
  }
}

import type { Generated } from 'kysely';
import type { Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** Email templates (`email_templates` until migration 015). */
export interface TemplatesTable extends Owned {
  id: Generated<number>;
  name: string;
  subject: string;
  content: string;
  template_type: string;
  /** The design as the JSON string the client sent (after validation). */
  design: string | null;
  created_at: Timestamp;
}

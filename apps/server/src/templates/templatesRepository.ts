import type { EmailTemplate, EmailTemplateData } from '@crm/api-client';
import type { Kysely, Selectable } from 'kysely';
import type { Database, EmailTemplatesTable } from '../db/schema';
import { toIso } from '../db/schema';
import { normaliseDesign } from './normaliseDesign';

export function toTemplate(row: Selectable<EmailTemplatesTable>): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    content: row.content,
    templateType: row.template_type as EmailTemplate['templateType'],
    design: row.design,
    createdAt: toIso(row.created_at),
  };
}

/** The columns a create or a replace writes; the design is checked and stored parsed. */
function toColumns(input: EmailTemplateData) {
  return {
    name: input.name,
    subject: input.subject,
    content: input.content,
    template_type: input.templateType,
    design: input.design === null ? null : normaliseDesign(input.design),
  };
}

/** Every query is scoped to one user: another user's template simply does not exist here. */
export function templatesRepository(db: Kysely<Database>, userId: number) {
  return {
    async list(): Promise<EmailTemplate[]> {
      const rows = await db
        .selectFrom('email_templates')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      return rows.map(toTemplate);
    },
    async find(id: number): Promise<EmailTemplate | undefined> {
      const row = await db
        .selectFrom('email_templates')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toTemplate(row);
    },
    async create(input: EmailTemplateData): Promise<EmailTemplate> {
      const row = await db
        .insertInto('email_templates')
        .values({ ...toColumns(input), user_id: userId, created_at: new Date().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toTemplate(row);
    },
    /** PUT replaces every field; undefined when the template is not this user's. */
    async replace(id: number, input: EmailTemplateData): Promise<EmailTemplate | undefined> {
      const row = await db
        .updateTable('email_templates')
        .set(toColumns(input))
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toTemplate(row);
    },
    async remove(id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('email_templates')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

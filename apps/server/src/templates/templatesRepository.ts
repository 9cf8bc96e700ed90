import type { EmailTemplate, EmailTemplateData } from '@crm/api-client';
import type { Selectable } from 'kysely';
import { toIso } from '../db/columnTypes';
import type { Db } from '../db/Db';
import { OWNER, ownedBy, type Scope } from '../db/scope';
import { normaliseDesign } from './normaliseDesign';
import type { TemplatesTable } from './templatesTable';

export function toTemplate(row: Selectable<TemplatesTable>): EmailTemplate {
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

/** Every query is scoped: another owner's template simply does not exist here. */
export function templatesRepository({ db }: Db, scope: Scope) {
  const owned = () => db.selectFrom('templates').selectAll().where(OWNER, '=', scope.ownerId);
  return {
    async list(): Promise<EmailTemplate[]> {
      const rows = await owned().orderBy('id').execute();
      return rows.map(toTemplate);
    },
    async find(id: number): Promise<EmailTemplate | undefined> {
      const row = await owned().where('id', '=', id).executeTakeFirst();
      return row && toTemplate(row);
    },
    async create(input: EmailTemplateData): Promise<EmailTemplate> {
      const row = await db
        .insertInto('templates')
        .values({ ...toColumns(input), ...ownedBy(scope), created_at: new Date().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toTemplate(row);
    },
    /** PUT replaces every field; undefined when the template is not this user's. */
    async replace(id: number, input: EmailTemplateData): Promise<EmailTemplate | undefined> {
      const row = await db
        .updateTable('templates')
        .set(toColumns(input))
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toTemplate(row);
    },
    /** Deletes it; answers its name (kept by the audit log), undefined when not this owner's. */
    async remove(id: number): Promise<string | undefined> {
      const row = await db
        .deleteFrom('templates')
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .returning('name')
        .executeTakeFirst();
      return row?.name;
    },
  };
}

import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * Companies as records (issue 32 §2). A contact's `company` was free text; it stays, as the
 * linked company's name, so every answer and query that reads it (lists, search, sort, export)
 * keeps working, and `company_id` says which record it is. A deleted company leaves its contacts
 * unlinked (`set null`).
 *
 * On upgrade each owner gets one company per distinct non-blank text, matched trimmed and
 * case-insensitively; the first contact's spelling (lowest id) names it, and every contact with
 * that text is linked and shows that name.
 */
export function companiesMigration(dialect: SqlDialect): Migration {
  const { timestamp, tableWithId } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await tableWithId(db, 'companies')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('domain', 'text')
        .addColumn('phone', 'text')
        .addColumn('address', 'text')
        .addColumn('industry', 'text')
        .addColumn('size', 'text')
        .addColumn('custom_fields', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      // One company per name per owner, whatever its case: linking by name finds exactly one.
      await sql`create unique index companies_user_name on companies (user_id, lower(name))`.execute(
        db,
      );
      // An import links a contact without a company by its email's domain.
      await db.schema
        .createIndex('companies_user_domain')
        .on('companies')
        .columns(['user_id', 'domain'])
        .execute();
      await db.schema
        .alterTable('contacts')
        .addColumn('company_id', 'integer', (c) =>
          c.references('companies.id').onDelete('set null'),
        )
        .execute();
      await db.schema
        .createIndex('contacts_company_id')
        .on('contacts')
        .column('company_id')
        .execute();

      const now = new Date().toISOString();
      const named = sql`company is not null and trim(company) <> ''`;
      await sql`insert into companies (user_id, name, custom_fields, created_at, updated_at)
        select user_id, trim(company), '{}', ${now}, ${now} from contacts
        where id in (
          select min(id) from contacts where ${named} group by user_id, lower(trim(company))
        )
        order by id`.execute(db);
      const match = sql`companies.user_id = contacts.user_id
        and lower(companies.name) = lower(trim(contacts.company))`;
      await sql`update contacts set
          company_id = (select id from companies where ${match}),
          company = (select name from companies where ${match})
        where ${named}`.execute(db);
    },
  };
}

import { type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * Signup forms (issue 28): `forms` (a definition as JSON, its version, its public id and page
 * views), `forms_submissions` (what each submission said, for the form's figures and the
 * person's right of access), and `forms_consents` (one row per consent event: the exact text and
 * form version agreed to, when, from which address and user agent, and its confirmation), and
 * `forms_rate_windows` (a form's submissions per minute, its form-wide limit). A consent outlives
 * its form (form_id set null) but not its contact.
 */
export function formsMigration(dialect: SqlDialect): Migration {
  const { timestamp, tableWithId } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await tableWithId(db, 'forms')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('public_id', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('forms_user_id').on('forms').column('user_id').execute();

      await tableWithId(db, 'forms_submissions')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('form_id', 'integer', (c) =>
          c.notNull().references('forms.id').onDelete('cascade'),
        )
        .addColumn('contact_id', 'integer', (c) => c.references('contacts.id').onDelete('cascade'))
        .addColumn('form_version', 'integer', (c) => c.notNull())
        .addColumn('answers', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      // A form's count, and a contact's submissions (its export, its deletion).
      await db.schema
        .createIndex('forms_submissions_form_id')
        .on('forms_submissions')
        .column('form_id')
        .execute();
      await db.schema
        .createIndex('forms_submissions_contact_id')
        .on('forms_submissions')
        .column('contact_id')
        .execute();

      await tableWithId(db, 'forms_consents')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('contact_id', 'integer', (c) =>
          c.notNull().references('contacts.id').onDelete('cascade'),
        )
        .addColumn('form_id', 'integer', (c) => c.references('forms.id').onDelete('set null'))
        .addColumn('form_version', 'integer')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('consent_text', 'text')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('confirmation_sent_at', timestamp)
        .addColumn('confirmed_at', timestamp)
        .addColumn('confirmed_ip', 'text')
        .addColumn('confirmed_user_agent', 'text')
        .execute();
      await db.schema
        .createIndex('forms_consents_contact_id')
        .on('forms_consents')
        .column('contact_id')
        .execute();

      // A form's submissions per fixed window: one row upserted per submission, where a sliding
      // count would read every submission of the window.
      await db.schema
        .createTable('forms_rate_windows')
        .addColumn('form_id', 'integer', (c) =>
          c.notNull().references('forms.id').onDelete('cascade'),
        )
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('forms_rate_windows_pk', ['form_id', 'window_start'])
        .execute();
    },
  };
}

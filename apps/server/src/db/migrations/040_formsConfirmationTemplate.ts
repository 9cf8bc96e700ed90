import type { Kysely, Migration } from 'kysely';

/**
 * A form's confirmation email designed with the builder (issue 28 §1): the template it sends, or
 * null for the standard one. A template deleted later unsets it (foreign keys are on in SQLite
 * too), so the form answers null and sends the standard email again; the index keeps that delete
 * from reading every form.
 */
export const formsConfirmationTemplateMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('forms')
      .addColumn('confirmation_template_id', 'integer', (c) =>
        c.references('templates.id').onDelete('set null'),
      )
      .execute();
    await db.schema
      .createIndex('forms_confirmation_template_id')
      .on('forms')
      .column('confirmation_template_id')
      .execute();
  },
};

import type { Kysely, Migration } from 'kysely';

/**
 * "Test with a contact" (issue 29 §3): a test runs on a hidden copy of the workflow
 * (`workflows.test_of` names the workflow it tests), so the test's run has its own workflow id: it
 * never counts in the workflow's figures, never holds the contact's one entry into the workflow,
 * and its waits and mail are the test's (shortened, to the Outbox). Deleting a workflow deletes
 * its test copies, and their runs with them.
 */
export const workflowTestsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('workflows')
      .addColumn('test_of', 'integer', (c) => c.references('workflows.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('workflows_test_of').on('workflows').column('test_of').execute();
  },
};

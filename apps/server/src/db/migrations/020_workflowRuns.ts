import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * Workflows that run (issue 29): one row per contact in a workflow (`workflows_runs`: its step,
 * its state, when it is next due, its error), unique per workflow and contact so a contact enters
 * a workflow once; and one row per step a contact went past (`workflows_run_steps`), which is both
 * the per-step figures and the record that a step's email was sent (a retry after a crash reads
 * it and does not send again). The step work itself is a job of the one job layer (016).
 */
export function workflowRunsMigration(dialect: SqlDialect): Migration {
  const { timestamp, tableWithId } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await tableWithId(db, 'workflows_runs')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('workflow_id', 'integer', (c) =>
          c.notNull().references('workflows.id').onDelete('cascade'),
        )
        .addColumn('contact_id', 'integer', (c) =>
          c.notNull().references('contacts.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('step_id', 'text')
        .addColumn('next_due', timestamp)
        .addColumn('error', 'text')
        .addColumn('entered_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addColumn('finished_at', timestamp)
        .addUniqueConstraint('workflows_runs_contact', ['workflow_id', 'contact_id'])
        .execute();
      // A workflow's figures (contacts per state and step) and the rows an enrolment just made.
      await db.schema
        .createIndex('workflows_runs_state')
        .on('workflows_runs')
        .columns(['workflow_id', 'status', 'step_id'])
        .execute();
      // The workflows a contact is in, and a contact's deletion.
      await db.schema
        .createIndex('workflows_runs_contact_id')
        .on('workflows_runs')
        .column('contact_id')
        .execute();

      await db.schema
        .createTable('workflows_run_steps')
        .addColumn('run_id', 'integer', (c) =>
          c.notNull().references('workflows_runs.id').onDelete('cascade'),
        )
        .addColumn('step_id', 'text', (c) => c.notNull())
        .addColumn('workflow_id', 'integer', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('workflows_run_steps_pk', ['run_id', 'step_id'])
        .execute();
      await db.schema
        .createIndex('workflows_run_steps_figures')
        .on('workflows_run_steps')
        .columns(['workflow_id', 'step_id', 'outcome'])
        .execute();
    },
  };
}

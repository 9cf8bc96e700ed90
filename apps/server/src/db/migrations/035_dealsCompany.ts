import type { Kysely, Migration } from 'kysely';

/**
 * A deal's company (issue 32 §3: "the contacts and company involved"): one company per deal,
 * unlinked when the company is deleted, as contacts are. Indexed for the company page's list.
 */
export const dealsCompanyMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('deals')
      .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('deals_company_id').on('deals').column('company_id').execute();
  },
};

import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * A campaign's A/B subject test (issue 27 §3): its settings as JSON (`ab_test`: the 2-3 variants,
 * the test share, the measure and the wait; null: no test), when the winner is due
 * (`ab_decide_at`), and the winner once chosen: its number, when, how (`auto` or `manual`) and why.
 * And each recipient row's variant (1-3; null for a campaign without a test, and for the rest of
 * the audience, which gets the winner), so each variant's sent, opens and clicks are one grouped
 * read of the rows, and the rest's are kept apart from the test's.
 *
 * The settings as JSON on the campaign, as its audience (041): read whole with the campaign, and
 * frozen once it is sent. The winner as columns: the choice is one conditional UPDATE (`where
 * ab_winner is null`), so an automatic and a manual pick cannot both win.
 */
export function campaignAbTestMigration(dialect: SqlDialect): Migration {
  const { timestamp } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const campaigns = () => db.schema.alterTable('campaigns');
      await campaigns().addColumn('ab_test', 'text').execute();
      await campaigns().addColumn('ab_decide_at', timestamp).execute();
      await campaigns().addColumn('ab_winner', 'smallint').execute();
      await campaigns().addColumn('ab_chosen_at', timestamp).execute();
      await campaigns().addColumn('ab_chosen_how', 'text').execute();
      await campaigns().addColumn('ab_reason', 'text').execute();
      await db.schema.alterTable('campaign_recipients').addColumn('variant', 'smallint').execute();
    },
  };
}

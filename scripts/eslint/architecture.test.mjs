import { RuleTester } from 'eslint';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { allowedImports, alsoInStoriesAndTests, architecture } from './architecture.js';

RuleTester.describe = describe;
RuleTester.it = it;
const root = path.resolve(import.meta.dirname, '../..');
const at = (file) => path.join(root, file);
const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2022, sourceType: 'module', parser: tseslint.parser },
});

tester.run('architecture/layers', architecture.rules.layers, {
  valid: [
    {
      filename: at('apps/crm/src/routes/Dashboard.tsx'),
      code: "import { Button } from '@crm/ui';",
    },
    {
      filename: at('packages/palette/src/react/Card.tsx'),
      code: "import { Button } from '@crm/ui';",
    },
    { filename: at('packages/palette/src/contrast.ts'), code: "import chroma from 'chroma-js';" },
    {
      filename: at('packages/email-builder/src/react/EmailBuilder.tsx'),
      code: "import { useState } from 'react';",
    },
    {
      filename: at('apps/crm/src/features/auth/components/Login.tsx'),
      code: "import { x } from '../hooks/useLogin';",
    },
    {
      filename: at('apps/crm/src/routes/Automation.tsx'),
      code: "import { x } from '../features/automation/components/List';",
    },
    { filename: at('packages/api-client/src/client.ts'), code: "import * as v from 'valibot';" },
    {
      filename: at('packages/email-builder/src/core/applyPalette.ts'),
      code: "import { generatePalette } from '@crm/palette';",
    },
    {
      filename: at('apps/server/src/campaigns/campaignsRoutes.ts'),
      code: "import { campaignSchema } from '@crm/api-client';",
    },
    // A feature or route folder that does not exist yet is covered by the same rows.
    {
      filename: at('apps/crm/src/features/newarea/components/NewScreen.tsx'),
      code: "import { x } from '../hooks/useNew'; import { paths } from '../../../config/paths';",
    },
    {
      filename: at('apps/crm/src/routes/NewRoute.tsx'),
      code: "import { NewScreen } from '../features/newarea/components/NewScreen';",
    },
    {
      filename: at('apps/crm/src/features/newarea/components/NewScreen.stories.tsx'),
      code: "import { withStoryRoute } from '../../../testing/withStoryRoute';",
    },
    {
      filename: at('apps/crm/src/features/newarea/testing/newHandlers.ts'),
      code: "import { handlers } from '../../../testing/handlers';",
    },
    {
      filename: at('packages/api-client/src/contacts/contacts.test.ts'),
      code: "import { createQueryClient } from '../react/createQueryClient';",
    },
    // The app's bench starts the server through the one subpath the server exports for it.
    {
      filename: at('apps/crm/bench/contactsScreen.bench.ts'),
      code: "import { startBenchServer } from '@crm/server/bench';",
    },
  ],
  invalid: [
    {
      filename: at('apps/crm/bench/contactsScreen.bench.ts'),
      code: "import { createApp } from '@crm/server';",
      errors: [{ message: /'crm\/bench' may not import 'server\/src'/ }],
    },
    // The five imports issue 11 found passing.
    {
      filename: at('packages/ui/src/components/Button/Button.tsx'),
      code: "import { contrastRatio } from '@crm/palette';",
      errors: [{ message: /'ui' may not import 'palette'/ }],
    },
    // ui does not depend on palette, not even in its stories (issue 25: the arrow ran back up).
    {
      filename: at('packages/ui/src/theme/Foundations.stories.tsx'),
      code: "import { contrastRatio } from '@crm/palette';",
      errors: [{ message: /'ui' may not import 'palette'/ }],
    },
    {
      filename: at('packages/palette/src/generatePalette.ts'),
      code: "import { renderDesign } from '@crm/email-builder';",
      errors: [{ message: /'palette' may not import 'email-builder'/ }],
    },
    {
      filename: at('apps/crm/src/features/auth/components/Login.tsx'),
      code: "import { Button } from '../../../../../../packages/ui/src/components/Button/Button';",
      errors: [{ message: /Relative import into another workspace.*'@crm\/ui'/ }],
    },
    {
      filename: at('apps/crm/src/features/auth/components/Login.tsx'),
      code: "import { LoginRoute } from '../../../routes/LoginRoute';",
      errors: [{ message: /'crm\/features\/\*' may not import 'crm\/routes'/ }],
    },
    {
      filename: at('apps/server/src/contacts/contactsRoutes.ts'),
      code: "import { useContacts } from '@crm/api-client/react';",
      errors: [{ message: /'server\/src' may not import 'api-client\/react'/ }],
    },
    // Type-only imports are held to the same table.
    {
      filename: at('apps/server/src/contacts/contactsRoutes.ts'),
      code: "import type { ReactNode } from 'react';",
      errors: [{ message: /'server\/src' may not import 'react'/ }],
    },
    {
      filename: at('apps/crm/src/lib/formatDate.ts'),
      code: "import { x } from '../features/auth/hooks/useLogin';",
      errors: [{ message: /'crm\/lib' may not import 'crm\/features/ }],
    },
    {
      filename: at('apps/crm/src/features/auth/components/Login.tsx'),
      code: "import { handlers } from '../../../testing/handlers';",
      errors: [{ message: /may not import 'crm\/testing'/ }],
    },
    {
      filename: at('packages/ui/src/index.ts'),
      code: "import { paths } from '@crm/app';",
      errors: 1,
    },
    {
      filename: at('packages/ui/src/x.ts'),
      code: "import '../../../apps/crm/src/app/main';",
      errors: 1,
    },
    {
      filename: at('packages/palette/src/contrast.ts'),
      code: "import { useState } from 'react';",
      errors: 1,
    },
    {
      filename: at('packages/palette/src/index.ts'),
      code: "export * from './react/index';",
      errors: 1,
    },
    {
      filename: at('packages/email-builder/src/core/render.ts'),
      code: "import { Button } from '@crm/ui';",
      errors: 1,
    },
    {
      filename: at('packages/email-builder/src/index.ts'),
      code: "import { EmailBuilder } from './react';",
      errors: 1,
    },
    {
      filename: at('packages/api-client/src/index.ts'),
      code: "import { useQuery } from '@tanstack/react-query';",
      errors: 1,
    },
    {
      filename: at('packages/api-client/src/client.ts'),
      code: "import { vars } from '@crm/ui';",
      errors: 1,
    },
    {
      filename: at('apps/crm/src/routes/X.tsx'),
      code: "import { Button } from '@crm/ui/src/components/Button/Button';",
      errors: 1,
    },
    {
      filename: at('packages/palette/src/x.ts'),
      code: "import { vars } from '../../ui/src/theme/contract.css';",
      errors: 1,
    },
    {
      filename: at('apps/crm/src/features/auth/components/Login.tsx'),
      code: "import { x } from '../../billing/hooks/usePlans';",
      errors: 1,
    },
    {
      filename: at('apps/crm/src/features/auth/x.ts'),
      code: "const m = import('../billing/y');",
      errors: 1,
    },
  ],
});

tester.run('architecture/app-composes-ui', architecture.rules['app-composes-ui'], {
  valid: [
    {
      filename: at('apps/crm/src/features/outbox/components/OutboxScreen.tsx'),
      code: "import { GridList, type Selection } from '@crm/ui';",
    },
    {
      filename: at('packages/ui/src/components/GridList/GridList.tsx'),
      code: "import { GridList } from 'react-aria-components';",
    },
    {
      filename: at('packages/palette/src/react/Swatch.tsx'),
      code: "import { Button } from 'react-aria-components';",
    },
  ],
  invalid: [
    {
      filename: at('apps/crm/src/features/outbox/components/OutboxScreen.tsx'),
      code: "import { GridList } from 'react-aria-components';",
      errors: [{ message: /apps\/crm imports no 'react-aria-components'.*'@crm\/ui'/ }],
    },
    // Types too: the app's vocabulary comes from @crm/ui.
    {
      filename: at('apps/crm/src/routes/ContactsRoute.tsx'),
      code: "import type { Selection } from 'react-aria-components';",
      errors: 1,
    },
    {
      filename: at('apps/crm/src/testing/fixtures.ts'),
      code: "export { Button } from 'react-aria-components';",
      errors: 1,
    },
    {
      filename: at('apps/crm/e2e/x.spec.ts'),
      code: "const rac = import('react-aria-components/dist/x');",
      errors: 1,
    },
  ],
});

describe('the allowed-imports table', () => {
  it('is acyclic between zones, so a cycle can only close inside one workspace', () => {
    const state = new Map();
    const visit = (zone, trail) => {
      if (state.get(zone) === 'done') return;
      expect(state.get(zone), `zone cycle: ${[...trail, zone].join(' -> ')}`).not.toBe('open');
      state.set(zone, 'open');
      for (const next of allowedImports[zone] ?? [])
        if (next !== zone) visit(next, [...trail, zone]);
      state.set(zone, 'done');
    };
    for (const zone of Object.keys(allowedImports)) visit(zone, []);
  });

  it('names only zones it has rows for', () => {
    const known = new Set([...Object.keys(allowedImports), 'react']);
    const named = [
      ...Object.values(allowedImports),
      ...Object.values(alsoInStoriesAndTests),
    ].flat();
    expect(named.filter((zone) => !known.has(zone))).toEqual([]);
  });
});

// The cycle rule reads the other side of an import from disk: the two shapes issue 11 found, as files.
const fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'architecture-cycles-'));
afterAll(() => fs.rmSync(fixtures, { recursive: true, force: true }));
const files = {
  'server/db/createDatabase.ts':
    "import { migrations } from './migrations/migrations';\nexport type SqlDialect = 'sqlite' | 'postgres';\n",
  'server/db/migrations/migrations.ts':
    "import type { SqlDialect } from '../createDatabase';\nexport const migrations = (d: SqlDialect) => d;\n",
  'server/db/sqlDialect.ts': "export type SqlDialect = 'sqlite' | 'postgres';\n",
  'builder/core/defaults.ts':
    "import type { EmailStyle } from './schema';\nexport const DEFAULT_EMAIL_STYLE: EmailStyle = { color: '#333' };\n",
  'builder/core/schema.ts':
    "import { DEFAULT_EMAIL_STYLE } from './defaults';\nexport interface EmailStyle { color: string }\nexport const filled = { ...DEFAULT_EMAIL_STYLE };\n",
  'chain/a.ts': "import { b } from './b';\nexport const a = b;\n",
  'chain/b.ts': "export { c as b } from './c.js';\n",
  'chain/c.ts': "import type { A } from './index';\nexport const c = 1 as A;\n",
  'chain/index.ts': "export type A = number;\nexport * from './a';\n",
};
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(fixtures, file)), { recursive: true });
  fs.writeFileSync(path.join(fixtures, file), text);
}
const fixture = (file) => ({ filename: path.join(fixtures, file), code: files[file] });

tester.run('architecture/no-cycle', architecture.rules['no-cycle'], {
  valid: [
    // The repaired shapes: the migrations name the dialect through a leaf module.
    {
      filename: path.join(fixtures, 'server/db/migrations/migrations.ts'),
      code: "import type { SqlDialect } from '../sqlDialect';\nexport const m = (d: SqlDialect) => d;",
    },
    {
      filename: path.join(fixtures, 'builder/core/schema.ts'),
      code: 'export interface EmailStyle { color: string }\nexport const DEFAULT_EMAIL_STYLE = {};',
    },
    {
      filename: path.join(fixtures, 'chain/a.ts'),
      code: "import './missing';\nexport const a = 1;",
    },
  ],
  invalid: [
    {
      ...fixture('server/db/createDatabase.ts'),
      errors: [{ message: /createDatabase.ts -> migrations.ts -> createDatabase.ts/ }],
    },
    {
      ...fixture('server/db/migrations/migrations.ts'),
      errors: [{ message: /migrations.ts -> createDatabase.ts -> migrations.ts/ }],
    },
    {
      ...fixture('builder/core/defaults.ts'),
      errors: [{ message: /defaults.ts -> schema.ts -> defaults.ts/ }],
    },
    {
      ...fixture('builder/core/schema.ts'),
      errors: [{ message: /schema.ts -> defaults.ts -> schema.ts/ }],
    },
    // Longer cycles, through re-exports, a NodeNext '.js' specifier and an index file.
    {
      ...fixture('chain/a.ts'),
      errors: [{ message: /a.ts -> b.ts -> c.ts -> index.ts -> a.ts/ }],
    },
  ],
});

tester.run('architecture/sql-in-repositories', architecture.rules['sql-in-repositories'], {
  valid: [
    {
      filename: at('apps/server/src/contacts/contactsRepository.ts'),
      code: "db.selectFrom('contacts').selectAll(); sql`select 1`;",
    },
    {
      filename: at('apps/server/src/contacts/queries/contactsPage.ts'),
      code: 'const page = sql`with page as materialized ${rows}`; sql.raw(key);',
    },
    {
      filename: at('apps/server/src/db/migrations/016_jobs.ts'),
      code: "db.schema.createTable('jobs'); await sql`insert into jobs select 1`.execute(db);",
    },
    // Tests and benches arrange rows directly.
    { filename: at('apps/server/test/sending.test.ts'), code: "db.selectFrom('campaigns');" },
    { filename: at('apps/server/src/sending/mimeMessage.test.ts'), code: 'sql`select 1`;' },
    // A route that calls repositories, and a package of no server.
    {
      filename: at('apps/server/src/contacts/contactsRoutes.ts'),
      code: 'const contact = await contactsRepository(deps, c.var.scope).find(id);',
    },
    { filename: at('packages/api-client/src/x.ts'), code: "db.selectFrom('x');" },
  ],
  invalid: [
    // The shapes issue 25 found: queries inline in authRoutes, the sending routes and the engine.
    {
      filename: at('apps/server/src/auth/authRoutes.ts'),
      code: "await db.selectFrom('users').selectAll().executeTakeFirst();",
      errors: [{ message: /SQL belongs in a repository/ }],
    },
    {
      filename: at('apps/server/src/sending/sendingEngine.ts'),
      code: "await db.updateTable('campaigns').set({ status: 'cancelled' }).execute();",
      errors: 1,
    },
    {
      filename: at('apps/server/src/outbox/outboxRoutes.ts'),
      code: "db.selectFrom('outbox_messages').where('id', '<', cursor);",
      errors: 1,
    },
    { filename: at('apps/server/src/jobs/jobWorkers.ts'), code: 'sql`select 1`;', errors: 1 },
    { filename: at('apps/server/src/jobs/jobWorkers.ts'), code: 'sql.raw(text);', errors: 1 },
    {
      filename: at('apps/server/src/transfer/importContactsFile.ts'),
      code: 'trx.executeQuery(CompiledQuery.raw(text, []));',
      errors: 2,
    },
  ],
});

tester.run(
  'architecture/queries-behind-repositories',
  architecture.rules['queries-behind-repositories'],
  {
    valid: [
      {
        filename: at('apps/server/src/contacts/contactsRepository.ts'),
        code: "import { selectPage } from './queries/contactsPage';",
      },
      {
        filename: at('apps/server/src/contacts/queries/contactsPage.ts'),
        code: "import { filterConditions } from './contactsFilter';",
      },
      {
        filename: at('apps/server/src/contacts/contactsRoutes.ts'),
        code: "import { decodeCursor } from './contactsCursor';",
      },
    ],
    invalid: [
      // The offset jump that bypassed the contacts repository from its route.
      {
        filename: at('apps/server/src/contacts/contactsRoutes.ts'),
        code: "import { selectPageAt } from './queries/contactsPage';",
        errors: [{ message: /a query of 'contacts': go through contactsRepository/ }],
      },
      {
        filename: at('apps/server/src/campaigns/campaignsRepository.ts'),
        code: "import { filterConditions } from '../contacts/queries/contactsFilter';",
        errors: 1,
      },
    ],
  },
);

const schemaFile = at('apps/server/src/db/schema.ts');
tester.run('architecture/table-area-names', architecture.rules['table-area-names'], {
  valid: [
    {
      filename: schemaFile,
      code: `import type { CampaignRecipientsTable, CampaignsTable } from '../campaigns/campaignsTable';
import type { UsersTable } from '../auth/authTable';
import type { ServerSecretsTable } from './serverSecretsTable';
export interface Database { campaigns: CampaignsTable; campaign_recipients: CampaignRecipientsTable;
  users: UsersTable; server_secrets: ServerSecretsTable }`,
    },
    // A camelCase area's tables start with its word in snake_case.
    {
      filename: schemaFile,
      code: `import type { ApiKeysTable } from '../apiKeys/apiKeysTable';
export interface Database { api_keys: ApiKeysTable }`,
    },
    // Only the schema's assembly is read.
    {
      filename: at('apps/server/src/templates/templatesTable.ts'),
      code: "import type { T } from '../billing/billingTable'; interface D { email_templates: T }",
    },
  ],
  invalid: [
    // The names issue 25 found, before migration 015.
    {
      filename: schemaFile,
      code: `import type { TemplatesTable } from '../templates/templatesTable';
import type { BillingSubscriptionsTable } from '../billing/billingTable';
export interface Database { email_templates: TemplatesTable; subscriptions: BillingSubscriptionsTable }`,
      errors: [
        { message: /'email_templates' is declared by 'templates'/ },
        { message: /'subscriptions' is declared by 'billing'/ },
      ],
    },
    {
      filename: schemaFile,
      code: `import type { ApiKeysTable } from '../apiKeys/apiKeysTable';
export interface Database { keys: ApiKeysTable }`,
      errors: [{ message: /'keys' is declared by 'apiKeys'/ }],
    },
  ],
});

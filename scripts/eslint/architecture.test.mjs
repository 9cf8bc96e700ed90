import { RuleTester } from 'eslint';
import path from 'node:path';
import { describe, it } from 'vitest';
import { architecture } from './architecture.js';

RuleTester.describe = describe;
RuleTester.it = it;
const root = path.resolve(import.meta.dirname, '../..');
const at = (file) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

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
  ],
  invalid: [
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

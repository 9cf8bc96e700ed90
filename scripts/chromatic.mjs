#!/usr/bin/env node
// The hosted visual review (Chromatic). The local screenshot comparison in `npm test` is what CI
// runs; this publishes the same Storybook to Chromatic when a project token is configured.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: nothing to publish. See the README, "Visual review".',
  );
  process.exit(0);
}
// Without network, chromatic retries its auth call forever: bound it.
const { status } = spawnSync(
  'timeout',
  ['900', 'npx', 'chromatic', '--config-file', 'chromatic.config.json', '--exit-zero-on-changes'],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);

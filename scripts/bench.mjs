#!/usr/bin/env node
// `npm run bench`: runs every `bench/*.bench.ts` of the packages and apps in turn. Each one measures
// its own baseline in the same run and prints ratios against it, since absolute times drift on
// shared machines. Pass a substring to run only matching benchmarks: `npm run bench -- import`.
import { spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const filter = process.argv[2];
const benches = ['packages', 'apps']
  .flatMap((group) =>
    readdirSync(path.join(root, group)).map((name) => path.join(group, name, 'bench')),
  )
  .filter((dir) => existsSync(path.join(root, dir)))
  .flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((file) => file.endsWith('.bench.ts'))
      .map((file) => path.join(dir, file)),
  )
  .filter((file) => !filter || file.includes(filter));

let failures = 0;
for (const file of benches) {
  console.log(`\n━━ ${file}`);
  const { status } = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--conditions=@crm/source', file],
    { cwd: root, stdio: 'inherit' },
  );
  if (status !== 0) failures += 1;
}
console.log(`\n${benches.length - failures} of ${benches.length} benchmarks ran`);
process.exit(failures ? 1 : 0);

#!/usr/bin/env node
// CI check: a change to a publishable package carries a changeset (npm test runs it as one test).
//
// Which commits it looks at: those since the last release, i.e. the newest commit that touched a
// `packages/*/CHANGELOG.md` (only `changeset version` writes those, and it consumes the changesets),
// or the whole history before the first release. Checking commits since a release, not every commit
// ever, keeps past commits from failing the check forever: the changes made before this check existed
// are described by one changeset (.changeset/first-release.md), and a release starts a clean slate.
//
// The rule: for each package, its newest publishable change must be no newer than the newest pending
// changeset that names it (added in the same commit or later). A forgotten changeset therefore fails
// until someone adds one, and adding one repairs it; one changeset may describe several commits, as
// changesets intend. Only committed history counts (HEAD), not the working tree, so others' work in
// progress in a shared tree neither hides nor causes a failure.
//
// Publishable: what a package ships or declares (package.json, README.md, src/), less what never
// reaches dist/: tests, stories, screenshot baselines, src/testing/ and notes (*.md) inside src/.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const notShipped =
  /(\.test\.[cm]?[jt]sx?|\.stories\.[jt]sx?|\.md)$|\/__screenshots__\/|^src\/testing\//;

/** Whether a path inside a package directory (e.g. `src/Button.tsx`) changes what it publishes. */
export function isPublishable(pathInPackage) {
  if (pathInPackage === 'package.json' || pathInPackage === 'README.md') return true;
  return pathInPackage.startsWith('src/') && !notShipped.test(pathInPackage);
}

/** The package names a changeset's front matter bumps (`'@crm/ui': minor`). */
export function packagesNamedIn(changeset) {
  const front = changeset.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '';
  return [...front.matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/gm)].map(
    (m) => m[1],
  );
}

/**
 * @param {{ cwd: string }} options a git work tree
 * @returns {{ problems: string[], packagesChanged: string[], since: string }}
 */
export function checkChangesets({ cwd }) {
  const git = (...args) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim();
  const lines = (text) => text.split('\n').filter(Boolean);
  if (git('rev-parse', '--is-shallow-repository') === 'true') {
    return {
      problems: [
        'A shallow clone hides the commits to check: fetch the history (git fetch --unshallow).',
      ],
      packagesChanged: [],
      since: '',
    };
  }

  // Publishable packages: packages/<dir>/package.json, not private, not ignored by changesets.
  const config = tryJson(() => git('show', 'HEAD:.changeset/config.json')) ?? {};
  const packageByDir = new Map();
  for (const file of lines(git('ls-tree', '--name-only', 'HEAD', 'packages/')).map(
    (dir) => `${dir}/package.json`,
  )) {
    const manifest = tryJson(() => git('show', `HEAD:${file}`));
    if (!manifest?.name || manifest.private || config.ignore?.includes(manifest.name)) continue;
    packageByDir.set(path.posix.dirname(file), manifest.name);
  }

  const release = git('log', '-1', '--format=%H', 'HEAD', '--', 'packages/*/CHANGELOG.md');
  const range = release ? `${release}..HEAD` : 'HEAD';
  const order = lines(git('rev-list', '--topo-order', range));
  const age = (commit) => (order.includes(commit) ? order.indexOf(commit) : Infinity);

  // Each package's publishable commits, newest first (as git log lists them).
  const changes = new Map();
  let commit;
  for (const line of lines(
    git(
      'log',
      '--topo-order',
      '--no-merges',
      '--format=@%H %s',
      '--name-only',
      range,
      '--',
      'packages/',
    ),
  )) {
    if (line.startsWith('@')) {
      const [hash, ...subject] = line.slice(1).split(' ');
      commit = { hash, title: `${hash.slice(0, 7)} ${subject.join(' ')}` };
      continue;
    }
    const dir = line.split('/').slice(0, 2).join('/');
    const name = packageByDir.get(dir);
    if (!name || !isPublishable(line.slice(dir.length + 1))) continue;
    if (!changes.has(name)) changes.set(name, []);
    if (changes.get(name).at(-1) !== commit) changes.get(name).push(commit);
  }

  // The newest pending changeset per package, dated by the commit that last wrote it.
  const newestChangeset = new Map();
  for (const file of lines(git('ls-tree', '--name-only', 'HEAD', '.changeset/'))) {
    if (!file.endsWith('.md') || file === '.changeset/README.md') continue;
    const written = age(git('log', '-1', '--format=%H', 'HEAD', '--', file));
    for (const name of packagesNamedIn(git('show', `HEAD:${file}`))) {
      if (written < (newestChangeset.get(name)?.age ?? Infinity)) {
        newestChangeset.set(name, { age: written, file });
      }
    }
  }

  const problems = [];
  for (const name of newestChangeset.keys()) {
    if (![...packageByDir.values()].includes(name)) {
      problems.push(
        `${newestChangeset.get(name).file} names '${name}', which is no publishable package.`,
      );
    }
  }
  for (const [name, commits] of changes) {
    const covered = newestChangeset.get(name)?.age ?? Infinity;
    const uncovered = commits.filter((c) => age(c.hash) < covered);
    if (uncovered.length === 0) continue;
    problems.push(
      `${name} changed with no changeset added since: add .changeset/<short-name>.md naming ` +
        `'${name}' (npm run changeset). Commits:\n${uncovered.map((c) => `    ${c.title}`).join('\n')}`,
    );
  }
  return {
    problems,
    packagesChanged: [...changes.keys()],
    since: release ? `release ${release.slice(0, 7)}` : 'the first commit (no release yet)',
  };
}

function tryJson(read) {
  try {
    return JSON.parse(read());
  } catch {
    return undefined;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, packagesChanged, since } = checkChangesets({
    cwd: path.resolve(import.meta.dirname, '..'),
  });
  console.log(
    `Changesets since ${since}: packages changed: ${packagesChanged.join(', ') || 'none'}.`,
  );
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length === 0) console.log('✓ every package change carries a changeset');
  process.exit(problems.length ? 1 : 0);
}

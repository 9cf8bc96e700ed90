import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkChangesets, isPublishable, packagesNamedIn } from './changeset.check.mjs';

const repos = [];
afterEach(() => {
  for (const dir of repos.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const changeset = (name) => `---\n'${name}': minor\n---\n\nWhy.\n`;

/**
 * A throwaway repository with a package `@t/a` and an ignored `@t/app`; its first commit carries a
 * changeset for `@t/a`.
 */
function repository() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'changeset-check-'));
  repos.push(dir);
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: dir,
      encoding: 'utf8',
    });
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const commit = (files, message = 'change') => {
    for (const [file, text] of Object.entries(files)) write(file, text);
    git('add', '-A');
    git('commit', '-q', '-m', message);
  };
  git('init', '-q');
  commit({
    '.changeset/config.json': JSON.stringify({ ignore: ['@t/app'] }),
    '.changeset/README.md': 'not a changeset',
    'packages/a/package.json': JSON.stringify({ name: '@t/a' }),
    'packages/a/src/index.ts': 'export const a = 1;',
    'packages/app/package.json': JSON.stringify({ name: '@t/app' }),
    '.changeset/first.md': changeset('@t/a'),
  });
  return { dir, commit, check: () => checkChangesets({ cwd: dir }) };
}

describe('checkChangesets', () => {
  it('fails a package change without a changeset, naming the package and the commit', () => {
    const repo = repository();
    expect(repo.check().problems).toEqual([]);
    repo.commit({ 'packages/a/src/index.ts': 'export const a = 2;' }, 'a: two');
    const { problems } = repo.check();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/@t\/a changed with no changeset[\s\S]*a: two/);
  });

  it('passes when the same commit carries a changeset for the package', () => {
    const repo = repository();
    repo.commit({
      'packages/a/src/index.ts': 'export const a = 2;',
      '.changeset/second.md': changeset('@t/a'),
    });
    expect(repo.check().problems).toEqual([]);
  });

  it('is repaired by a later changeset, so a forgotten one does not fail forever', () => {
    const repo = repository();
    repo.commit({ 'packages/a/src/index.ts': 'export const a = 2;' });
    expect(repo.check().problems).toHaveLength(1);
    repo.commit({ '.changeset/late.md': changeset('@t/a') });
    expect(repo.check().problems).toEqual([]);
  });

  it('does not count a changeset for another package', () => {
    const repo = repository();
    repo.commit({
      'packages/a/src/index.ts': 'export const a = 2;',
      '.changeset/other.md': changeset('@t/b'),
    });
    const { problems } = repo.check();
    expect(problems.some((p) => /@t\/a changed/.test(p))).toBe(true);
    expect(problems.some((p) => /names '@t\/b', which is no publishable package/.test(p))).toBe(
      true,
    );
  });

  it('ignores tests, stories, private and ignored packages', () => {
    const repo = repository();
    repo.commit({
      'packages/a/src/index.test.ts': 'test',
      'packages/a/src/A.stories.tsx': 'story',
      'packages/app/src/main.ts': 'app',
    });
    expect(repo.check().problems).toEqual([]);
  });

  it('starts again after a release (changeset version writes CHANGELOG.md)', () => {
    const repo = repository();
    repo.commit({ 'packages/a/src/index.ts': 'export const a = 2;' });
    repo.commit({
      'packages/a/CHANGELOG.md': '# 0.2.0',
      'packages/a/package.json': '{"name":"@t/a","version":"0.2.0"}',
    });
    expect(repo.check()).toMatchObject({ problems: [], packagesChanged: [] });
  });
});

describe('the pieces', () => {
  it('reads the packages of a changeset front matter, quoted or not', () => {
    expect(
      packagesNamedIn(
        `---\n'@crm/ui': minor\n"@crm/palette": patch\nx: major\n---\n\n'@crm/no': minor\n`,
      ),
    ).toEqual(['@crm/ui', '@crm/palette', 'x']);
  });

  it('tells what a package publishes', () => {
    expect(isPublishable('src/components/Button/Button.tsx')).toBe(true);
    expect(isPublishable('package.json')).toBe(true);
    expect(isPublishable('src/components/Button/Button.stories.tsx')).toBe(false);
    expect(isPublishable('src/components/Button/__screenshots__/x.png')).toBe(false);
    expect(isPublishable('src/testing/fakeFetch.ts')).toBe(false);
    expect(isPublishable('src/workflows/README.md')).toBe(false);
    expect(isPublishable('README.md')).toBe(true);
    expect(isPublishable('bench/render.bench.ts')).toBe(false);
  });
});

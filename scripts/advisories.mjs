#!/usr/bin/env node
// The dependency advisory check that works offline (issue 26, "Also"). `npm audit` needs the
// registry's advisory endpoint, which CI machines cannot reach; so the advisories are kept in the
// repository as a snapshot, and CI checks the lockfile against it without any network:
//
//   node scripts/advisories.mjs            CI: every package@version in package-lock.json against
//                                          security/advisories.json; fails on a high or critical
//                                          advisory, lists moderate and low ones, names packages
//                                          the snapshot has not seen (added since it was taken).
//   node scripts/advisories.mjs --refresh  Release: asks the registry's bulk advisory endpoint (the
//                                          one npm audit uses) about every package in the lockfile
//                                          and rewrites the snapshot. Run where the registry answers,
//                                          commit the snapshot with the release.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '..');
const snapshotFile = path.join(root, 'security', 'advisories.json');
const BLOCKING = new Set(['high', 'critical']);
const STALE_DAYS = 45;

/** name -> versions installed, from the lockfile (workspace packages are ours: left out). */
function installed() {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const versions = new Map();
  for (const [where, entry] of Object.entries(lock.packages ?? {})) {
    if (!where.includes('node_modules/') || entry.link || !entry.version) continue;
    const name = entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 13);
    if (!versions.has(name)) versions.set(name, new Set());
    versions.get(name).add(entry.version);
  }
  return versions;
}

async function refresh(versions) {
  const registry = (process.env.npm_config_registry ?? 'https://registry.npmjs.org').replace(
    /\/$/,
    '',
  );
  const body = Object.fromEntries([...versions].map(([name, v]) => [name, [...v]]));
  const res = await fetch(`${registry}/-/npm/v1/security/advisories/bulk`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok)
    throw new Error(`the advisory endpoint answered ${res.status}: run this where it answers`);
  const advisories = await res.json();
  writeFileSync(
    snapshotFile,
    `${JSON.stringify({ fetchedAt: new Date().toISOString(), packages: Object.keys(body).sort(), advisories }, null, 2)}\n`,
  );
  console.log(
    `Advisory snapshot refreshed: ${Object.keys(advisories).length} packages with advisories`,
  );
}

function check(versions) {
  const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8'));
  if (!snapshot.fetchedAt) {
    console.log(
      'No advisory snapshot yet: run `node scripts/advisories.mjs --refresh` where the registry answers.',
    );
    return 0;
  }
  const ageDays = (Date.now() - Date.parse(snapshot.fetchedAt)) / 86_400_000;
  if (ageDays > STALE_DAYS)
    console.log(
      `Warning: the advisory snapshot is ${Math.floor(ageDays)} days old; refresh it at the next release.`,
    );
  const seen = new Set(snapshot.packages);
  const unseen = [...versions.keys()].filter((name) => !seen.has(name));
  if (unseen.length)
    console.log(`Not in the snapshot (added since it was taken): ${unseen.join(', ')}`);
  let blocking = 0;
  for (const [name, list] of Object.entries(snapshot.advisories ?? {})) {
    for (const version of versions.get(name) ?? []) {
      for (const advisory of list) {
        if (!semver.satisfies(version, advisory.vulnerable_versions, { includePrerelease: true }))
          continue;
        const line = `${advisory.severity} ${name}@${version}: ${advisory.title} (${advisory.url})`;
        if (BLOCKING.has(advisory.severity)) {
          blocking++;
          console.error(line);
        } else console.log(line);
      }
    }
  }
  console.log(
    `Checked ${versions.size} packages against the snapshot of ${snapshot.fetchedAt}: ${blocking} high or critical`,
  );
  return blocking ? 1 : 0;
}

const versions = installed();
if (process.argv.includes('--refresh')) await refresh(versions);
else process.exitCode = check(versions);

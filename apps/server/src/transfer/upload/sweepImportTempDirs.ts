import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Each import's private folder is `crm-import-<pid>-<random>`: the pid tells whose it is. */
export const importDirPrefix = (pid = process.pid) => `crm-import-${pid}-`;

const LEGACY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes import folders left behind by a server that died mid-import (a kill skips the
 * `finally` that normally removes them, leaving up to the size limit on disk each time). Folders of
 * live processes are kept: other servers may share the temporary folder. Folders from before the
 * pid was part of the name go once they are a day old.
 */
export async function sweepImportTempDirs(base: string): Promise<number> {
  let removed = 0;
  for (const name of await readdir(base).catch(() => [] as string[])) {
    if (!name.startsWith('crm-import-')) continue;
    const pid = /^crm-import-(\d+)-/.exec(name)?.[1];
    const dir = path.join(base, name);
    const stale = pid
      ? Number(pid) !== process.pid && !isAlive(Number(pid))
      : Date.now() - ((await stat(dir).catch(() => undefined))?.mtimeMs ?? Date.now()) >
        LEGACY_MAX_AGE_MS;
    if (!stale) continue;
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    removed++;
  }
  return removed;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

describe('environment documentation', () => {
  it('documents every variable the server configuration reads', () => {
    const names = new Set(
      [...read('apps/server/src/config.ts').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]),
    );
    expect(names.size).toBeGreaterThan(20);
    const docs = read('README.md') + read('apps/server/README.md');
    const undocumented = [...names].filter((name) => !docs.includes(`\`${name}\``));
    expect(undocumented).toEqual([]);
  });

  it('explains the session and HTTPS settings and the cookie name in the README', () => {
    const readme = read('README.md');
    for (const text of [
      '`SESSION_IDLE_MINUTES`',
      '`SESSION_MAX_DAYS`',
      '`TRUST_PROXY`',
      '`SECURE_COOKIES`',
      '`__Host-crm_session`',
      'brotli',
    ])
      expect(readme).toContain(text);
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  importSqliteCacheKib,
  isPostgresUrl,
  loadConfig,
  loadImportSettings,
  repoRoot,
} from './config';

describe('loadConfig', () => {
  it('defaults to port 3000 and data/crm.db under the repository root', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe(path.join(repoRoot, 'data', 'crm.db'));
    expect(config.databaseSchema).toBeUndefined();
  });

  it('resolves relative SQLite paths (with or without file:) from the repository root', () => {
    expect(loadConfig({ DATABASE_URL: 'tmp/x.db' }).databaseUrl).toBe(
      path.join(repoRoot, 'tmp', 'x.db'),
    );
    expect(loadConfig({ DATABASE_URL: 'file:/abs/y.db' }).databaseUrl).toBe('/abs/y.db');
  });

  it('passes PostgreSQL URLs through and reads the schema, origins and flags', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://u:p@db:5432/crm',
      DATABASE_SCHEMA: 'tenant_a',
      PORT: '8080',
      ALLOWED_ORIGINS: 'http://localhost:5173, https://crm.example',
      TRUST_PROXY: '1',
      SECURE_COOKIES: 'true',
      DATABASE_POOL_SIZE: '25',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgresql://u:p@db:5432/crm',
      databaseSchema: 'tenant_a',
      port: 8080,
      allowedOrigins: ['http://localhost:5173', 'https://crm.example'],
      trustProxy: true,
      secureCookies: true,
      databasePoolSize: 25,
    });
  });

  it('refuses a PORT that is not a port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('recognises postgres:// and postgresql:// only', () => {
    expect(isPostgresUrl('postgres://x')).toBe(true);
    expect(isPostgresUrl('POSTGRESQL://x')).toBe(true);
    expect(isPostgresUrl('data/postgres.db')).toBe(false);
  });
});

describe('environment read through config.ts', () => {
  it('seeds the demo account only for SEED_DEMO=1', () => {
    expect(loadConfig({}).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '' }).seedDemo).toBe(false);
  });

  it('reads the import limits, keeping the default for a missing or unusable value', () => {
    const defaults = loadImportSettings({});
    expect(defaults.maxBytes).toBe(50 * 1024 * 1024);
    const set = loadImportSettings({
      IMPORT_MAX_BYTES: '1024',
      IMPORT_PDF_MAX_PAGES: '2',
      IMPORT_XLSX_MAX_ROWS: 'lots',
    });
    expect(set).toMatchObject({ maxBytes: 1024, pdf: { maxPages: 2 } });
    expect(set.xlsx.maxRows).toBe(defaults.xlsx.maxRows);
    expect(importSqliteCacheKib({})).toBe(32 * 1024);
    expect(importSqliteCacheKib({ IMPORT_SQLITE_CACHE_MB: '1' })).toBe(2 * 1024);
  });
});

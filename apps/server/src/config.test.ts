import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPostgresUrl, loadConfig, repoRoot } from './config';

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

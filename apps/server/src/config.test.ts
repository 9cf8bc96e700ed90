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

describe('loadConfig: bounces and the sending domain', () => {
  it('reads the bounce receivers, webhook secrets and DNS servers, all off by default', () => {
    const none = loadConfig({});
    expect(none.bounces.domain).toBeUndefined();
    expect(none.bounces.smtpPort).toBeUndefined();
    expect(none.bounces.webhooks.sesTopicArns).toEqual([]);
    const config = loadConfig({
      BOUNCE_DOMAIN: 'Bounces.Example.com',
      BOUNCE_SMTP_PORT: '2525',
      BOUNCE_SES_TOPIC_ARNS: 'arn:aws:sns:eu-west-1:1:a, arn:aws:sns:eu-west-1:1:b',
      BOUNCE_MAILGUN_SIGNING_KEY: ' key ',
      DNS_SERVERS: '127.0.0.1:5353, 10.0.0.2',
    });
    expect(config.bounces.domain).toBe('bounces.example.com');
    expect(config.bounces.smtpPort).toBe(2525);
    expect(config.bounces.webhooks.sesTopicArns).toHaveLength(2);
    expect(config.bounces.webhooks.mailgunSigningKey).toBe('key');
    expect(config.domains.dnsServers).toEqual(['127.0.0.1:5353', '10.0.0.2']);
    expect(() => loadConfig({ BOUNCE_SMTP_PORT: 'smtp' })).toThrow(/BOUNCE_SMTP_PORT/);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

describeEachDatabase('HSTS and the session cookie over HTTPS (issue 16)', (database) => {
  let proxied: TestServer;
  let direct: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ database, config: { trustProxy: true } });
    direct = await startTestServer({ database });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  it('sends HSTS only when the request came over HTTPS through the trusted proxy', async () => {
    const https = await proxied.get('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plain = await proxied.get('/api/health', { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // Without a trusted proxy the header is the client's word.
    const claimed = await direct.get('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  it('names a Secure cookie __Host- (Path=/, no Domain) and reads it back', async () => {
    const u = await proxied.registerUser();
    const login = (proto: string) =>
      proxied.post(
        '/api/auth/login',
        { username: u.username, password: u.password },
        { headers: { 'X-Forwarded-Proto': proto } },
      );
    const secure = (await login('https')).headers.get('set-cookie')!;
    expect(secure).toMatch(/^__Host-crm_session=[^;]+;/);
    expect(secure).toMatch(/;\s*Secure/i);
    expect(secure).toMatch(/;\s*Path=\/(;|$)/);
    expect(secure).not.toMatch(/Domain=/i);
    const cookie = secure.split(';')[0]!;
    const me = await proxied.get('/api/auth/me', { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    const plain = (await login('http')).headers.get('set-cookie')!;
    expect(plain).toMatch(/^crm_session=/);
    expect(plain).not.toMatch(/;\s*Secure/i);
  });
});

describe('static files (issue 16)', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, '.vite', 'chunk-modules.json'), '{"secret":"paths"}');
    fs.writeFileSync(path.join(dist, '.env'), 'SECRET=1');
    server = await startTestServer({ config: { appDistDir: dist } });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the app but no dotfile or build report, however the path is spelled', async () => {
    expect((await server.get('/assets/main-abc.js')).text).toBe('console.log(1)');
    expect((await server.get('/contacts')).text).toContain('<title>app</title>');
    for (const hidden of [
      '/.vite/chunk-modules.json',
      '/%2Evite/chunk-modules.json',
      '/.env',
      '/assets/../.env',
      '/.vite/',
    ]) {
      const res = await server.get(hidden);
      expect(res.status, hidden).toBe(404);
      expect(res.text, hidden).not.toMatch(/secret|SECRET|<title>app/);
    }
  });

  it('keeps MSW’s worker out of public/, so only Storybook serves it', () => {
    const crm = path.join(repoRoot, 'apps', 'crm');
    expect(fs.existsSync(path.join(crm, 'public', 'mockServiceWorker.js'))).toBe(false);
    expect(fs.existsSync(path.join(crm, 'storybook-public', 'mockServiceWorker.js'))).toBe(true);
    const storybook = fs.readFileSync(path.join(repoRoot, '.storybook', 'main.ts'), 'utf8');
    expect(storybook).toMatch(/staticDirs:[^\]]*'\.\.\/apps\/crm\/storybook-public'/);
  });
});

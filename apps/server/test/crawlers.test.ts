import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

// Not a database's concern: one run, on the default database.
describe('robots.txt and sitemap.xml', () => {
  let server: TestServer;
  let distDir: string;
  let publicUrl: string;

  beforeAll(async () => {
    // A built app, whose page the fallback answered both with before.
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>CRM</title>');
    server = await startTestServer({ config: { appDistDir: distDir } });
    publicUrl = server.config.mail.publicUrl;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('keeps crawlers out of the API and of one person’s mail links, and names the sitemap', async () => {
    const response = await fetch(`${server.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/t/', '/u/', '/f/confirm', '/uploads/'])
      expect(lines).toContain(`Disallow: ${path}`);
    // A signup form's page may be found.
    expect(lines).not.toContain('Disallow: /f/');
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });

  it('lists the public pages at the public address, and no signed-in screen', async () => {
    const response = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const body = await response.text();
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const pages = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(pages).toEqual(
      ['/', '/privacy-policy', '/login', '/register'].map((page) => `${publicUrl}${page}`),
    );
  });

  it('still answers other paths with the app', async () => {
    const response = await fetch(`${server.baseUrl}/contacts`);
    expect(await response.text()).toContain('<title>CRM</title>');
  });
});

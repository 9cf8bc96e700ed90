import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('compression (issue 16)', () => {
  let server: TestServer;
  let dist: string;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `word${i}`))};\n`;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const file = path.join(dist, 'assets', 'main-abc.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    server = await startTestServer({
      config: { appDistDir: dist },
      configure: (app) => {
        app.get('/api/test/large', (c) =>
          c.json({ items: Array.from({ length: 400 }, (_, i) => i) }),
        );
        app.get('/api/test/small', (c) => c.json({ ok: true }));
      },
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (p: string, acceptEncoding: string) =>
    server.get(p, { headers: { 'Accept-Encoding': acceptEncoding } });

  it('serves the build’s brotli or gzip copy of an asset to a client that accepts it', async () => {
    const br = await get('/assets/main-abc.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.text).toBe(script);
    const gzip = await get('/assets/main-abc.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.text).toBe(script);
    const plain = await get('/assets/main-abc.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(script);
  });

  it('compresses JSON answers over 1 KB (brotli, else gzip) and leaves small ones alone', async () => {
    const large = await get('/api/test/large', 'gzip, deflate, br');
    expect(large.headers.get('content-encoding')).toBe('br');
    const gzipped = await get('/api/test/large', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.body.items).toHaveLength(400);
    expect(large.body.items).toHaveLength(400);
    const small = await get('/api/test/small', 'gzip, deflate, br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.body).toEqual({ ok: true });
  });
});

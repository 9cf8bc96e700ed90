import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeEachDatabase,
  startTestServer,
  testDatabaseUrl,
  type RegisteredUser,
  type TestServer,
} from './harness';

describeEachDatabase('security', (database) => {
  let server: TestServer;
  let user: RegisteredUser;
  let distDir: string;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-dist-'));
    server = await startTestServer({
      database,
      config: {
        appDistDir: distDir,
        allowedOrigins: ['http://localhost:5173'],
        sqliteBusyTimeoutMs: 100,
      },
      configure: (app) => {
        app.get('/api/test/throw', () => {
          throw new Error('secret internal detail');
        });
      },
    });
    user = await server.registerUser();
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  describe('security headers', () => {
    it('API answers carry nosniff and no-store', async () => {
      for (const res of [
        await server.get('/api/health'),
        await server.get('/api/contacts'),
        await server.get('/api/nope'),
      ]) {
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      }
    });

    it('app pages carry the CSP', async () => {
      const res = await server.get('/');
      const csp = res.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "style-src 'self' 'unsafe-inline'",
        "frame-src 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    });
  });

  describe('the built app', () => {
    it('shows a placeholder until the app is built, then serves files with an SPA fallback', async () => {
      const before = await server.get('/');
      expect(before.status).toBe(200);
      expect(before.text).toContain('The app is being built');

      fs.writeFileSync(
        path.join(distDir, 'index.html'),
        '<!doctype html><title>CRM app</title><div id="root"></div>',
      );
      fs.mkdirSync(path.join(distDir, 'assets'));
      fs.writeFileSync(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');

      const index = await server.get('/');
      expect(index.text).toContain('CRM app');
      const deep = await server.get('/contacts/anything');
      expect(deep.status).toBe(200);
      expect(deep.text).toContain('CRM app');
      const asset = await server.get('/assets/main-abc123.js');
      expect(asset.text).toBe('console.log(1)');
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      const apiMiss = await server.get('/api/does-not-exist');
      expect(apiMiss.status).toBe(404);
      expect(apiMiss.body).toEqual({ message: 'Not found' });
      const traversal = await server.get('/..%2f..%2fetc%2fpasswd');
      expect(traversal.text).not.toContain('root:');
    });
  });

  describe('cross-site protection (Origin check)', () => {
    const cookie = () => ({ Cookie: `crm_session=${user.token}` });

    it('rejects a cookie-authenticated write from another site with 403', async () => {
      const res = await server.post(
        '/api/contacts',
        { firstName: 'X', lastName: 'Y', email: 'csrf@example.com' },
        { headers: { ...cookie(), Origin: 'https://evil.example' } },
      );
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Cross-site request rejected' });
      const fetchMeta = await server.post(
        '/api/contacts',
        { firstName: 'X', lastName: 'Y', email: 'csrf@example.com' },
        { headers: { ...cookie(), 'Sec-Fetch-Site': 'cross-site' } },
      );
      expect(fetchMeta.status).toBe(403);
      const contacts = await server.get('/api/contacts', { token: user.token });
      expect(contacts.body.contacts).toEqual([]);
    });

    it('rejects a cross-site login (login CSRF)', async () => {
      const res = await server.post(
        '/api/auth/login',
        { username: user.username, password: user.password },
        { headers: { Origin: 'https://evil.example' } },
      );
      expect(res.status).toBe(403);
    });

    it('allows same-origin, allowed-origin and Bearer writes, and cross-site reads', async () => {
      const sameOrigin = await server.post(
        '/api/contacts',
        { firstName: 'S', lastName: 'O', email: 'same@example.com' },
        { headers: { ...cookie(), Origin: server.baseUrl } },
      );
      expect(sameOrigin.status).toBe(201);
      const dev = await server.post(
        '/api/contacts',
        { firstName: 'D', lastName: 'V', email: 'dev@example.com' },
        { headers: { ...cookie(), Origin: 'http://localhost:5173' } },
      );
      expect(dev.status).toBe(201);
      const bearer = await server.post(
        '/api/contacts',
        { firstName: 'B', lastName: 'R', email: 'bearer@example.com' },
        { token: user.token, headers: { Origin: 'https://elsewhere.example' } },
      );
      expect(bearer.status).toBe(201);
      const read = await server.get('/api/contacts', {
        headers: { ...cookie(), Origin: 'https://evil.example' },
      });
      expect(read.status).toBe(200);
    });
  });

  describe('bad input', () => {
    it('answers 413 for a JSON body over 2 MB and keeps serving', async () => {
      const big = JSON.stringify({
        firstName: 'A',
        lastName: 'B',
        email: 'big@example.com',
        company: 'x'.repeat(2 * 1024 * 1024 + 10),
      });
      const res = await server.request('POST', '/api/contacts', { token: user.token, json: big });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'Request body is too large' });
      expect((await server.get('/api/health')).status).toBe(200);
    });

    it('answers 413 for a chunked body without Content-Length too', async () => {
      const { port } = new URL(server.baseUrl);
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/contacts',
            headers: {
              Authorization: `Bearer ${user.token}`,
              'Content-Type': 'application/json',
              'Transfer-Encoding': 'chunked',
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        // The server may close the socket once it has answered; that is the point.
        req.on('error', (error: NodeJS.ErrnoException) =>
          error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
        );
        const chunk = 'x'.repeat(256 * 1024);
        let sent = 0;
        const write = () => {
          while (sent < 12) {
            sent++;
            if (!req.write(chunk)) return void req.once('drain', write);
          }
          req.end();
        };
        write();
      });
      expect(status).toBe(413);
      expect((await server.get('/api/health')).status).toBe(200);
    });

    it.each([
      [
        '/api/auth/login',
        { username: 'nul\u0000user', password: 'secret1' },
        'username',
        'Username',
      ],
      [
        '/api/auth/register',
        { username: 'nulname', email: 'nul@example.com', name: 'N\u0000', password: 'secret1' },
        'name',
        'Name',
      ],
      [
        '/api/email-templates',
        { name: 'T', subject: 'S', content: '<p>\u0000</p>' },
        'content',
        'Content',
      ],
      [
        '/api/contacts',
        { firstName: 'A\u0000', lastName: 'B', email: 'nul@example.com' },
        'firstName',
        'First name',
      ],
      [
        '/api/contacts',
        {
          firstName: 'A',
          lastName: 'B',
          email: 'nulkey@example.com',
          customFields: { 'k\u0000': 'v' },
        },
        'customFields.k',
        'Custom fields',
      ],
    ])(
      'answers 400 naming the field for a NUL character (POST %s)',
      async (path, json, field, label) => {
        const res = await server.post(path, json, { token: user.token });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: `${label} must not contain NUL characters`, field });
      },
    );

    it('answers 400 for a contactId beyond the 32-bit id columns', async () => {
      const campaign = (
        await server.post(
          '/api/campaigns',
          { name: 'Big', subject: 'S', content: 'C' },
          { token: user.token },
        )
      ).body.campaign;
      for (const contactId of [2_147_483_648, Number.MAX_SAFE_INTEGER]) {
        const res = await server.post(
          `/api/campaigns/${campaign.id}/contacts`,
          { contactId },
          { token: user.token },
        );
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          message: 'Contact id must be at most 2,147,483,647',
          field: 'contactId',
        });
      }
    });

    it('caps a multipart-typed body on every route but the import', async () => {
      const boundary = 'x'.repeat(16);
      const res = await server.request('POST', '/api/auth/register', {
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body: `--${boundary}\r\n${'x'.repeat(3 * 1024 * 1024)}`,
      });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'Request body is too large' });
      const update = await server.request('POST', '/api/contacts', {
        token: user.token,
        headers: { 'Content-Type': 'multipart/form-data' },
        body: 'x'.repeat(3 * 1024 * 1024),
      });
      expect(update.status).toBe(413);
    });
  });

  describe('failures', () => {
    it('a thrown error answers a generic 500 with a request id, and the server keeps serving', async () => {
      const res = await server.get('/api/test/throw');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        message: 'Internal server error',
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(res.text).not.toContain('secret internal detail');
      expect(res.headers.get('x-request-id')).toBe(res.body.requestId);
      expect((await server.get('/api/health')).status).toBe(200);
    });

    it.runIf(database === 'sqlite')(
      'a locked SQLite database answers 503 with Retry-After instead of hanging',
      async () => {
        const other = new SQLite(server.sqliteFile!);
        other.pragma('busy_timeout = 0');
        other.exec('BEGIN EXCLUSIVE');
        try {
          const started = Date.now();
          const res = await server.post(
            '/api/contacts',
            { firstName: 'L', lastName: 'K', email: 'locked@example.com' },
            { token: user.token },
          );
          expect(res.status).toBe(503);
          expect(res.headers.get('retry-after')).toBe('1');
          expect(res.body.message).toMatch(/busy/);
          expect(Date.now() - started).toBeLessThan(5000);
        } finally {
          other.exec('ROLLBACK');
          other.close();
        }
        expect((await server.get('/api/contacts', { token: user.token })).status).toBe(200);
      },
    );

    it.runIf(database === 'sqlite')(
      'a write waiting on a SQLite lock leaves the server responsive, and succeeds once it is free',
      async () => {
        const waiting = await startTestServer({ database, config: { sqliteBusyTimeoutMs: 2000 } });
        const writer = await waiting.registerUser();
        const other = new SQLite(waiting.sqliteFile!);
        other.pragma('busy_timeout = 0');
        other.exec('BEGIN EXCLUSIVE');
        try {
          const started = Date.now();
          let settled = false;
          const write = waiting
            .post(
              '/api/contacts',
              { firstName: 'W', lastName: 'L', email: 'waiting@example.com' },
              { token: writer.token },
            )
            .finally(() => (settled = true));
          await new Promise((resolve) => setTimeout(resolve, 200));
          const health = await waiting.get('/api/health');
          // A synchronous wait would have held every request until the 2 s limit had passed.
          expect(health.status).toBe(200);
          expect(Date.now() - started).toBeLessThan(1000);
          expect(settled).toBe(false);
          other.exec('ROLLBACK');
          expect((await write).status).toBe(201);
        } finally {
          if (other.inTransaction) other.exec('ROLLBACK');
          other.close();
          await waiting.close();
        }
      },
    );

    it.runIf(database === 'postgres')(
      'a locked PostgreSQL table answers 503 with Retry-After once lock_timeout passes',
      async () => {
        const other = new pg.Client({ connectionString: testDatabaseUrl });
        await other.connect();
        try {
          await other.query(`SET search_path TO "${server.pgSchema}"`);
          await other.query('BEGIN');
          await other.query('LOCK TABLE contacts IN ACCESS EXCLUSIVE MODE');
          const res = await server.post(
            '/api/contacts',
            { firstName: 'L', lastName: 'K', email: 'locked@example.com' },
            { token: user.token },
          );
          expect(res.status).toBe(503);
          expect(res.headers.get('retry-after')).toBe('1');
        } finally {
          await other.query('ROLLBACK');
          await other.end();
        }
        expect((await server.get('/api/contacts', { token: user.token })).status).toBe(200);
      },
    );
  });
});

/* eslint-disable @typescript-eslint/no-explicit-any -- the document is read as plain JSON */
import { API_KEY_SCOPES } from '@crm/api-client';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiKeyRouteFor } from '../src/apiKeys/apiKeyAccess';
import type { AppEnv } from '../src/http/AppEnv';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

/**
 * `GET /api/openapi.json` (issue 33 §2): a valid OpenAPI 3.1 document with the bearer scheme,
 * listing every route an API key can reach with the scope it needs.
 */
describeEachDatabase('OpenAPI document', (database) => {
  let server: TestServer;
  let app: Hono<AppEnv>;
  let document: any;
  beforeAll(async () => {
    server = await startTestServer({ database, configure: (built) => (app = built) });
    const res = await server.get('/api/openapi.json');
    expect(res.status, res.text).toBe(200);
    document = res.body;
  });
  afterAll(() => server?.close());

  it('is a valid OpenAPI 3.1 document with the bearer scheme', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    // Every schema a path points at is there, and made from the contract (not left empty).
    const refs = [...JSON.stringify(document.paths).matchAll(/#\/components\/schemas\/(\w+)/g)];
    expect(refs.length).toBeGreaterThan(100);
    for (const [, name] of refs) expect(document.components.schemas[name!], name).toBeDefined();
    expect(document.components.schemas.ContactCreateInput.properties.email).toBeDefined();
    expect(document.components.schemas.ApiErrorBody.required).toContain('message');
  });

  it('lists every route mounted under /api that takes keys, with the scope it needs', () => {
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations as Record<string, any>)) {
        documented.add(`${method.toUpperCase()} ${path}`);
        const scope = apiKeyRouteFor(method.toUpperCase(), path.replace(/\{\w+\}/g, '1'))?.scope;
        expect(operation['x-required-scope'], `${method} ${path}`).toBe(scope);
        if (scope) expect(API_KEY_SCOPES).toContain(scope);
        expect(operation.security).toEqual([{ apiKey: scope ? [scope] : [] }]);
      }
    }
    const takingKeys = app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .filter((r) => !['/api/health', '/api/openapi.json'].includes(r.path))
      .filter((r) => apiKeyRouteFor(r.method, r.path.replace(/:\w+/g, '1')) !== undefined)
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(takingKeys.length).toBeGreaterThan(100);
    expect(takingKeys.filter((route) => !documented.has(route))).toEqual([]);
    // Nothing documented that keys cannot use: key management and settings stay out.
    expect(
      [...documented].filter((r) => /api-keys|settings|auth|profile|subscription/.test(r)),
    ).toEqual([]);
  });
});

import * as contract from '@crm/api-client';
import { API_KEY_SCOPE_DESCRIPTIONS, ApiErrorBodySchema } from '@crm/api-client';
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { apiKeyRouteFor } from '../apiKeys/apiKeyAccess';
import { OPENAPI_PATHS } from './openapiPaths';

/** A schema's name in `components.schemas`: its export's name without `Schema`. */
const namesOf = new Map<unknown, string>(
  Object.entries(contract)
    .filter(([name, value]) => name.endsWith('Schema') && typeof value === 'object' && value)
    .map(([name, value]) => [value, name.replace(/Schema$/, '')]),
);

const convert = (schema: GenericSchema, typeMode: 'input' | 'output'): JsonSchema => {
  // Transforms, custom checks and the like have no JSON Schema: they are left out, not failed on.
  const { $schema: _, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    typeMode,
  });
  return json;
};

/**
 * The OpenAPI 3.1 document of what API keys reach (`GET /api/openapi.json`), built from the
 * contract's valibot schemas (OpenAPI 3.1's schemas are JSON Schema 2020-12, which
 * @valibot/to-json-schema writes), with each path's scope from apiKeyAccess.ts.
 */
export function openapiDocument(serverUrl: string) {
  const schemas: Record<string, JsonSchema> = {};
  const made = new Map<string, 'input' | 'output'>();
  const ref = (schema: GenericSchema, typeMode: 'input' | 'output') => {
    const base = namesOf.get(schema) ?? 'Anonymous';
    // A schema read both ways (a body that is also an answer) gets a second name for its input.
    const name = made.get(base) === typeMode || !made.has(base) ? base : `${base}Input`;
    if (!schemas[name]) {
      made.set(name, typeMode);
      // A recursive schema's `$defs` point into its own root: they become components of their own.
      const { $defs, ...json } = convert(schema, typeMode);
      const rehome = (value: JsonSchema) =>
        JSON.parse(
          JSON.stringify(value).replace(/"#\/\$defs\/(\w+)"/g, `"#/components/schemas/${name}_$1"`),
        ) as JsonSchema;
      schemas[name] = rehome(json);
      for (const [key, def] of Object.entries($defs ?? {}))
        schemas[`${name}_${key}`] = rehome(def as JsonSchema);
    }
    return { $ref: `#/components/schemas/${name}` };
  };
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: ref(ApiErrorBodySchema, 'output') } },
  });

  const paths: Record<string, Record<string, unknown>> = {};
  for (const [method, path, route] of OPENAPI_PATHS) {
    const scope = apiKeyRouteFor(method, path.replace(/\{\w+\}/g, '1'))?.scope;
    if (scope === undefined) throw new Error(`${method} ${path} does not take API keys`);
    const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const queryParams = route.query ? queryParameters(route.query) : [];
    const operation: Record<string, unknown> = {
      operationId: `${method.toLowerCase()}${path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
      tags: [path.split('/')[2]],
      ...(scope && { description: `Needs an API key with the \`${scope}\` scope.` }),
      'x-required-scope': scope,
      security: [{ apiKey: scope ? [scope] : [] }],
      ...(pathParams.length + queryParams.length > 0 && {
        parameters: [...pathParams, ...queryParams],
      }),
      ...(route.body && {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: ref(route.body, 'input') } },
        },
      }),
      ...(route.file === 'upload' && {
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  file: { type: 'string', contentMediaType: 'application/octet-stream' },
                },
                required: ['file'],
              },
            },
          },
        },
      }),
      responses: {
        ...(route.response
          ? {
              '2XX': {
                description: 'Done',
                content: { 'application/json': { schema: ref(route.response, 'output') } },
              },
            }
          : route.file === 'download'
            ? { '200': { description: 'The file', content: { 'application/octet-stream': {} } } }
            : { '204': { description: 'Done' } }),
        '400': error('The request is not valid: `message` says why, `field` where'),
        '401': error('No key, or a key that is not valid, revoked or expired'),
        '403': error('The key lacks the scope this route needs'),
        '404': error('No such record among the key owner’s'),
        '429': error('Over the key’s rate limit: retry after `Retry-After` seconds'),
      },
    };
    (paths[path] ??= {})[method.toLowerCase()] = operation;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Beacon CRM API',
      version: '1',
      description:
        'Send an API key as `Authorization: Bearer <key>`. Each operation names the scope its key needs.',
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'crm_<8 characters>_<43 characters>',
          description: `API keys are made under Settings → API keys. Scopes: ${Object.entries(
            API_KEY_SCOPE_DESCRIPTIONS,
          )
            .map(([scope, text]) => `\`${scope}\`: ${text}`)
            .join('; ')}.`,
        },
      },
      schemas,
    },
  };
}

/** One query parameter per entry of an object schema. */
function queryParameters(schema: GenericSchema) {
  const json = convert(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

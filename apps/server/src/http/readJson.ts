import { formatIssues, PAYLOAD_OBJECT_MESSAGE } from '@crm/api-client';
import type { Context } from 'hono';
import * as v from 'valibot';
import { HttpError } from './HttpError';

/** Drops `__proto__` keys wherever they appear so no payload can reach an object's prototype. */
const reviver = (key: string, value: unknown) => (key === '__proto__' ? undefined : value);

/** Parses a JSON body, answering 400 for anything that is not a JSON object. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, reviver);
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, PAYLOAD_OBJECT_MESSAGE);
  }
  return parsed as Record<string, unknown>;
}

/**
 * Validates with a contract schema. The first issue becomes `{ message, field }`, where `field` is
 * the issue's dotted path. valibot objects keep only their declared keys, so unknown and
 * server-owned fields never get past this point.
 */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const { message, field } = formatIssues(result.issues);
  throw new HttpError(400, message, field ? { field } : {});
}

/** Reads and validates a JSON body in one step. */
export async function readBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  return validate(schema, await readJsonObject(c));
}

/** Route ids are positive integers; anything else cannot name a record, so it is a 404. */
export function parseId(raw: string | undefined, what: string): number {
  if (!raw || !/^[1-9][0-9]{0,14}$/.test(raw)) throw new HttpError(404, `${what} not found`);
  const id = Number(raw);
  if (id > 2_147_483_647) throw new HttpError(404, `${what} not found`);
  return id;
}

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
  if (!result.success) {
    const { message, field } = formatIssues(result.issues);
    throw new HttpError(400, message, field ? { field } : {});
  }
  // PostgreSQL rejects NUL in text (a 500 otherwise); SQLite would store it and hand it on.
  const withNul = findNul(result.output);
  if (withNul) {
    const field = withNul.join('.');
    throw new HttpError(
      400,
      `${fieldLabel(withNul)} must not contain NUL characters`,
      field ? { field } : {},
    );
  }
  return result.output;
}

/** The path of the first string or key holding a NUL character, if any. */
function findNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    // A NUL in a key (a custom field's name) is refused like one in a value.
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
    const found = findNul(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** `firstName` -> `First name`, in the style of the contract's messages. */
function fieldLabel(path: string[]): string {
  const words = (path[0] ?? 'value').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
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

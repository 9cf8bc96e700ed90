import { HttpResponse } from 'msw';
import type * as v from 'valibot';
import { parseInput } from '@crm/api-client';

/**
 * The request's JSON body parsed with the contract's schema, as the server does: a body the real
 * API would refuse gets the server's 400 answer here too, so a story cannot pass on a payload that
 * production rejects.
 */
export async function readBody<TSchema extends v.GenericSchema>(request: Request, schema: TSchema) {
  const result = parseInput(schema, await request.json());
  if (result.success) return { body: result.output, refused: null };
  const { message, field } = result.error;
  return { body: null, refused: HttpResponse.json({ message, field }, { status: 400 }) };
}

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatIssues } from '../common/formatIssues';
import { ComposeEmailFormSchema } from './contactEmail.schemas';

function failure(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return 'ok';
  const { message, field } = formatIssues(result.issues);
  return { message, field };
}

describe('compose email', () => {
  it('needs a subject and a message', () => {
    expect(failure(ComposeEmailFormSchema, { subject: '', message: 'hi' })).toEqual({
      message: 'Subject is required',
      field: 'subject',
    });
    expect(failure(ComposeEmailFormSchema, { subject: 'Hi', message: ' ' })).toEqual({
      message: 'Message is required',
      field: 'message',
    });
  });
});

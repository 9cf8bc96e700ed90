import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { IdParamSchema } from './common.schemas';
import { firstIssueMessage, formatIssues, parseInput } from './formatIssues';

const Schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('Name is required')),
  tags: v.array(v.pipe(v.string(), v.nonEmpty('Tags cannot be blank'))),
});

describe('formatIssues', () => {
  it('gives the first message and its field as a dot path', () => {
    const result = v.safeParse(Schema, { name: '', tags: ['a', ''] });
    expect(result.success).toBe(false);
    expect(formatIssues(result.issues ?? [])).toEqual({
      message: 'Name is required',
      field: 'name',
      fieldErrors: { name: 'Name is required', 'tags.1': 'Tags cannot be blank' },
    });
    expect(firstIssueMessage(result.issues ?? [])).toBe('Name is required');
  });
  it('has no field when the whole value is wrong', () => {
    const result = v.safeParse(Schema, 42);
    expect(formatIssues(result.issues ?? [])).not.toHaveProperty('field');
  });
  it('parseInput returns the output or the formatted failure', () => {
    expect(parseInput(Schema, { name: 'a', tags: [] })).toEqual({
      success: true,
      output: { name: 'a', tags: [] },
    });
    expect(parseInput(Schema, { name: '', tags: [] })).toMatchObject({
      success: false,
      error: { message: 'Name is required', field: 'name' },
    });
  });
});

describe('IdParamSchema', () => {
  it.each([
    ['1', true],
    ['42', true],
    ['0', false],
    ['-1', false],
    ['01', false],
    ['1.5', false],
    ['abc', false],
    ['99999999999999999', false],
  ])('%s -> %s', (input, ok) => {
    expect(v.safeParse(IdParamSchema, input).success).toBe(ok);
  });
});

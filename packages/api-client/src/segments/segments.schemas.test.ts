import { describe, expect, it } from 'vitest';
import { parseInput } from '../common/formatIssues';
import { ContactFilterSchema } from '../contacts/contacts.list.schemas';
import {
  fieldValueProblem,
  segmentConditions,
  SegmentInputSchema,
  type SegmentGroup,
} from './segments.schemas';

const parse = (conditions: unknown) => parseInput(SegmentInputSchema, { name: 'S', conditions });
const group = (...conditions: unknown[]) => ({ match: 'all', conditions });

describe('SegmentInputSchema', () => {
  it('takes every kind of condition in groups three deep', () => {
    const result = parse(
      group(
        { kind: 'tags', op: 'none', tags: ['vip'] },
        { kind: 'status', op: 'is_not', value: 'lead' },
        { kind: 'lead_source', op: 'is', value: 'web' },
        { kind: 'created', op: 'in_last_days', value: 30 },
        {
          match: 'any',
          conditions: [
            { kind: 'field', field: 'custom:age', op: 'between', value: [18, 30] },
            { kind: 'field', field: 'createdAt', op: 'lt', value: '2026-01-31' },
            {
              match: 'all',
              conditions: [
                { kind: 'engagement', op: 'received_without_opening', count: 3, days: 90 },
                { kind: 'workflow', op: 'completed', workflowId: 4 },
                { kind: 'form', formId: 2 },
                { kind: 'segment', op: 'not_in', segmentId: 7 },
              ],
            },
          ],
        },
      ),
    );
    expect(result.success).toBe(true);
  });

  it('names the condition that cannot work by its path', () => {
    const failure = (conditions: unknown) => {
      const result = parse(conditions);
      return result.success
        ? undefined
        : { message: result.error.message, field: result.error.field };
    };
    expect(failure(group(group(group(group()))))).toEqual({
      message: 'Groups may be nested at most 3 deep',
      field: 'conditions.conditions.0.conditions.0.conditions.0',
    });
    expect(failure(group({ kind: 'field', field: 'phone', op: 'between', value: [1, 2] }))).toEqual(
      {
        message:
          '“between” does not fit a text field: use one of is, is_not, contains, starts_with, is_empty, is_not_empty',
        field: 'conditions.conditions.0.op',
      },
    );
    expect(failure(group({ kind: 'field', field: 'toString', op: 'is', value: 'x' }))?.field).toBe(
      'conditions.conditions.0.field',
    );
    expect(failure(group({ kind: 'created', op: 'before', value: '2026-02-30' }))?.field).toBe(
      'conditions.conditions.0.value',
    );
    expect(failure(group({ kind: 'segment', op: 'is', segmentId: 7 }))).toEqual({
      message: 'The operator must be one of in, not_in',
      field: 'conditions.conditions.0.op',
    });
    expect(failure(group({ kind: 'segment', op: 'in' }))).toEqual({
      message: 'Please choose a segment',
      field: 'conditions.conditions.0.segmentId',
    });
    expect(failure({ match: 'some', conditions: [] })).toEqual({
      message: 'Match must be all or any',
      field: 'conditions.match',
    });
  });

  it('checks a value against the field type', () => {
    expect(fieldValueProblem('number', 'between', [5, 1])?.message).toBe(
      'Between takes the smaller value first',
    );
    expect(fieldValueProblem('date', 'eq', '2026-01-31')).toBeUndefined();
    expect(fieldValueProblem('date', 'eq', 20260131)).toEqual({
      message: 'Enter a date like 2026-01-31',
      at: 'value',
    });
    expect(fieldValueProblem('text', 'is_empty', undefined)).toBeUndefined();
  });

  it('lists every condition with its path, depth first', () => {
    const conditions = group(
      { kind: 'form', formId: 1 },
      group({ kind: 'form', formId: 2 }),
    ) as SegmentGroup;
    expect([...segmentConditions(conditions)].map((c) => c.path)).toEqual([
      'conditions.conditions.0',
      'conditions.conditions.1.conditions.0',
    ]);
  });
});

describe('ContactFilterSchema', () => {
  it('takes a segment id from a query string or a body', () => {
    expect(parseInput(ContactFilterSchema, { segment: '12' })).toEqual({
      success: true,
      output: { segment: 12 },
    });
    expect(parseInput(ContactFilterSchema, { segment: 12 }).success).toBe(true);
    expect(parseInput(ContactFilterSchema, { segment: 'x' }).success).toBe(false);
  });
});

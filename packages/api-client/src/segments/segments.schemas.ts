import * as v from 'valibot';
import {
  contractObject,
  FIELD_LIMITS,
  IdSchema,
  IsoDateTimeSchema,
  MAX_ID,
  requiredText,
} from '../common/common.schemas';
import { CUSTOM_FIELD_PREFIX } from '../forms/forms.schemas';
import { CONTACT_FIELDS } from '../workflows/workflowSteps';

/** Caps of a segment's definition (issue 27 §1). */
export const SEGMENT_LIMITS = {
  name: 200,
  /** Groups inside groups: the segment's own group is depth 1. */
  depth: 3,
  /** Conditions and groups in one group. */
  perGroup: 20,
  /** Tags one tags condition lists. */
  tags: 50,
  /** Days back an engagement or created-date condition looks. */
  days: 3650,
  /** "Received at least N emails without opening". */
  count: 1000,
  /** Characters of a text a field condition compares with. */
  text: 200,
} as const;

export const SEGMENT_MATCHES = ['all', 'any'] as const;
export type SegmentMatch = (typeof SEGMENT_MATCHES)[number];

export const SEGMENT_CONDITION_KINDS = [
  'tags',
  'status',
  'lead_source',
  'created',
  'field',
  'engagement',
  'workflow',
  'form',
  'segment',
] as const;
export type SegmentConditionKind = (typeof SEGMENT_CONDITION_KINDS)[number];

export const TAGS_OPERATORS = ['any', 'all', 'none'] as const;
export const IS_OPERATORS = ['is', 'is_not'] as const;
export const CREATED_OPERATORS = ['before', 'after', 'in_last_days'] as const;
export const TEXT_FIELD_OPERATORS = [
  'is',
  'is_not',
  'contains',
  'starts_with',
  'is_empty',
  'is_not_empty',
] as const;
/** Number and date fields: equal to, less (earlier) than, greater (later) than, between (inclusive). */
export const COMPARE_FIELD_OPERATORS = ['eq', 'lt', 'gt', 'between'] as const;
export const SEGMENT_FIELD_OPERATORS = [
  ...TEXT_FIELD_OPERATORS,
  ...COMPARE_FIELD_OPERATORS,
] as const;
export const ENGAGEMENT_OPERATORS = [
  'opened',
  'clicked',
  'not_opened',
  'received_without_opening',
  'bounced',
] as const;
export const WORKFLOW_OPERATORS = ['entered', 'completed'] as const;
/** In (or not in) another segment, as that segment is when used. */
export const SEGMENT_OPERATORS = ['in', 'not_in'] as const;

export type SegmentFieldOperator = (typeof SEGMENT_FIELD_OPERATORS)[number];
export type TextFieldOperator = (typeof TEXT_FIELD_OPERATORS)[number];
export type CompareFieldOperator = (typeof COMPARE_FIELD_OPERATORS)[number];
export type EngagementOperator = (typeof ENGAGEMENT_OPERATORS)[number];

/** What a field holds, which decides the operators that fit it. */
export const SEGMENT_FIELD_TYPES = ['text', 'number', 'date'] as const;
export type SegmentFieldType = (typeof SEGMENT_FIELD_TYPES)[number];

/** Operators that fit each field type. */
export const FIELD_TYPE_OPERATORS: Record<SegmentFieldType, readonly SegmentFieldOperator[]> = {
  text: TEXT_FIELD_OPERATORS,
  number: COMPARE_FIELD_OPERATORS,
  date: COMPARE_FIELD_OPERATORS,
};

/**
 * The contact's own fields a field condition reads (custom fields as `custom:<name>`, as forms and
 * workflow conditions name them) and their types. Status, lead source, tags and the created date
 * also have conditions of their own.
 */
export const SEGMENT_CONTACT_FIELDS: Record<string, SegmentFieldType> = {
  ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field, 'text' as const])),
  status: 'text',
  createdAt: 'date',
};

/** A custom field's name in a field condition: `custom:plan` reads `customFields.plan`. */
export const customFieldName = (field: string): string | undefined =>
  field.startsWith(CUSTOM_FIELD_PREFIX) ? field.slice(CUSTOM_FIELD_PREFIX.length) : undefined;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (text: string) =>
  ISO_DATE.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

const daysMessage = `Days must be a whole number from 1 to ${SEGMENT_LIMITS.days.toLocaleString('en-US')}`;
const DaysSchema = v.pipe(
  v.number(daysMessage),
  v.safeInteger(daysMessage),
  v.minValue(1, daysMessage),
  v.maxValue(SEGMENT_LIMITS.days, daysMessage),
);

const idOf = (what: string) =>
  v.pipe(
    v.number(`Please choose a ${what}`),
    v.safeInteger(`Please choose a ${what}`),
    v.minValue(1, `Please choose a ${what}`),
    v.maxValue(MAX_ID, `Please choose a ${what}`),
  );

const opOf = <const T extends readonly string[]>(ops: T) =>
  v.picklist(ops, `The operator must be one of ${ops.join(', ')}`);

const TagsConditionSchema = contractObject({
  kind: v.literal('tags'),
  op: opOf(TAGS_OPERATORS),
  tags: v.pipe(
    v.array(requiredText('Tags cannot be blank', 'A tag', FIELD_LIMITS.tag), 'Choose the tags'),
    v.minLength(1, 'Choose at least one tag'),
    v.maxLength(SEGMENT_LIMITS.tags, `A condition lists at most ${SEGMENT_LIMITS.tags} tags`),
  ),
});

const StatusConditionSchema = contractObject({
  kind: v.literal('status'),
  op: opOf(IS_OPERATORS),
  value: requiredText('Choose a status', 'Status', 50),
});

const LeadSourceConditionSchema = contractObject({
  kind: v.literal('lead_source'),
  op: opOf(IS_OPERATORS),
  value: requiredText('Enter a lead source', 'Lead source', FIELD_LIMITS.shortText),
});

const CreatedConditionSchema = v.pipe(
  contractObject({
    kind: v.literal('created'),
    op: opOf(CREATED_OPERATORS),
    value: v.union([v.string(), v.number()], 'Enter a date, or a number of days'),
  }),
  v.forward(
    v.check(
      (c) =>
        c.op === 'in_last_days'
          ? v.is(DaysSchema, c.value)
          : typeof c.value === 'string' && isDate(c.value),
      // The message names what each operator takes.
      'Before and after take a date like 2026-01-31; in the last days a number of days from 1 to 3,650',
    ),
    ['value'],
  ),
);

const FieldValueSchema = v.optional(
  v.union(
    [
      v.pipe(v.string(), v.trim()),
      v.number(),
      v.tuple([v.union([v.string(), v.number()]), v.union([v.string(), v.number()])]),
    ],
    'The value must be text, a number, a date, or two of them for between',
  ),
);

/** A field condition's problem: its message and which part is wrong. */
export interface FieldConditionProblem {
  message: string;
  at: 'op' | 'value';
}

/** Whether an operator and its value fit a field of `type`: undefined when they do. */
export function fieldValueProblem(
  type: SegmentFieldType,
  op: SegmentFieldOperator,
  value: unknown,
): FieldConditionProblem | undefined {
  const wrong = (message: string): FieldConditionProblem => ({ message, at: 'value' });
  if (!FIELD_TYPE_OPERATORS[type].includes(op))
    return {
      message: `“${op}” does not fit a ${type} field: use one of ${FIELD_TYPE_OPERATORS[type].join(', ')}`,
      at: 'op',
    };
  if (op === 'is_empty' || op === 'is_not_empty') return undefined;
  if (type === 'text') {
    if (typeof value !== 'string' || value === '') return wrong('Enter the text to compare with');
    if (value.length > SEGMENT_LIMITS.text)
      return wrong(`The text must be at most ${SEGMENT_LIMITS.text} characters`);
    return undefined;
  }
  const one = (item: unknown) =>
    type === 'number'
      ? typeof item === 'number' && Number.isFinite(item)
      : typeof item === 'string' && isDate(item);
  const what = type === 'number' ? 'a number' : 'a date like 2026-01-31';
  if (op !== 'between') return one(value) ? undefined : wrong(`Enter ${what}`);
  if (!Array.isArray(value) || value.length !== 2 || !value.every(one))
    return wrong(`Between takes two values, each ${what}`);
  return value[0]! <= value[1]! ? undefined : wrong('Between takes the smaller value first');
}

const FIELD_MESSAGE =
  'Choose a contact field (firstName, lastName, email, phone, company, position, leadSource, status, createdAt) or a custom field as custom:<name>';

const FieldConditionSchema = v.pipe(
  contractObject({
    kind: v.literal('field'),
    field: v.pipe(
      v.string(FIELD_MESSAGE),
      v.trim(),
      v.check(
        (field) =>
          Object.hasOwn(SEGMENT_CONTACT_FIELDS, field) || /^custom:[^\s$].{0,99}$/u.test(field),
        FIELD_MESSAGE,
      ),
    ),
    op: opOf(SEGMENT_FIELD_OPERATORS),
    value: FieldValueSchema,
  }),
  // A contact field's type is known here; a custom field's is checked by the server.
  v.forward(
    v.partialCheck(
      [['field'], ['op'], ['value']],
      (c) => {
        const type = Object.hasOwn(SEGMENT_CONTACT_FIELDS, c.field)
          ? SEGMENT_CONTACT_FIELDS[c.field]
          : undefined;
        return type === undefined || fieldValueProblem(type, c.op, c.value) === undefined;
      },
      (issue) => {
        const c = issue.input as { field: string; op: SegmentFieldOperator; value: unknown };
        return fieldValueProblem(SEGMENT_CONTACT_FIELDS[c.field]!, c.op, c.value)?.message ?? '';
      },
    ),
    ['op'],
  ),
);

const EngagementConditionSchema = v.pipe(
  contractObject({
    kind: v.literal('engagement'),
    op: opOf(ENGAGEMENT_OPERATORS),
    /** Only within the last so many days (by the event's time; for received, the sending time). */
    days: v.optional(DaysSchema),
    /** Only this campaign's mail (else any campaign's or workflow's). */
    campaignId: v.optional(idOf('campaign')),
    /** received_without_opening: at least this many emails. @default 1 */
    count: v.optional(
      v.pipe(
        v.number('Count must be a number'),
        v.safeInteger('Count must be a whole number'),
        v.minValue(1, 'Count must be at least 1'),
        v.maxValue(SEGMENT_LIMITS.count, `Count must be at most ${SEGMENT_LIMITS.count}`),
      ),
    ),
  }),
  v.forward(
    v.check(
      (c) => c.count === undefined || c.op === 'received_without_opening',
      'A count only goes with “received without opening”',
    ),
    ['count'],
  ),
);

const WorkflowConditionSchema = contractObject({
  kind: v.literal('workflow'),
  op: opOf(WORKFLOW_OPERATORS),
  workflowId: idOf('workflow'),
});

const FormConditionSchema = contractObject({
  kind: v.literal('form'),
  formId: idOf('form'),
});

/**
 * Another segment's contacts, by its conditions as they are when used. The segment counts as a
 * group nested where the condition stands (the depth limit covers both), never itself.
 */
const SegmentReferenceConditionSchema = contractObject({
  kind: v.literal('segment'),
  op: opOf(SEGMENT_OPERATORS),
  segmentId: idOf('segment'),
});

const KIND_MESSAGE = `Each condition needs a kind: ${SEGMENT_CONDITION_KINDS.join(', ')}`;

/** One condition on a contact, by `kind`. */
export const SegmentConditionSchema = v.variant(
  'kind',
  [
    TagsConditionSchema,
    StatusConditionSchema,
    LeadSourceConditionSchema,
    CreatedConditionSchema,
    FieldConditionSchema,
    EngagementConditionSchema,
    WorkflowConditionSchema,
    FormConditionSchema,
    SegmentReferenceConditionSchema,
  ],
  KIND_MESSAGE,
);
export type SegmentCondition = v.InferOutput<typeof SegmentConditionSchema>;
export type SegmentConditionInput = v.InferInput<typeof SegmentConditionSchema>;

/** Conditions joined by AND (`all`) or OR (`any`); a group may hold groups, 3 deep at most. */
export interface SegmentGroup {
  match: SegmentMatch;
  conditions: (SegmentCondition | SegmentGroup)[];
}
export interface SegmentGroupInput {
  match: SegmentMatch;
  conditions: (SegmentConditionInput | SegmentGroupInput)[];
}

export const isSegmentGroup = (item: unknown): item is SegmentGroup =>
  typeof item === 'object' && item !== null && 'match' in item && !('kind' in item);

const DEPTH_MESSAGE = `Groups may be nested at most ${SEGMENT_LIMITS.depth} deep`;

function groupSchema(depth: number): v.GenericSchema<SegmentGroupInput, SegmentGroup> {
  const item = v.lazy((input) =>
    isSegmentGroup(input)
      ? depth < SEGMENT_LIMITS.depth
        ? groupSchema(depth + 1)
        : v.custom<never>(() => false, DEPTH_MESSAGE)
      : SegmentConditionSchema,
  );
  return contractObject({
    match: v.picklist(SEGMENT_MATCHES, 'Match must be all or any'),
    conditions: v.pipe(
      v.array(item, 'Conditions must be a list'),
      v.maxLength(
        SEGMENT_LIMITS.perGroup,
        `A group holds at most ${SEGMENT_LIMITS.perGroup} conditions`,
      ),
    ),
  }) as v.GenericSchema<SegmentGroupInput, SegmentGroup>;
}

/** A segment's conditions: the outer group. An empty group matches every contact. */
export const SegmentGroupSchema = groupSchema(1);

/** Every condition of a group with its path (`conditions.conditions.2`), depth first. */
export function* segmentConditions(
  group: SegmentGroup,
  path = 'conditions',
): Generator<{ condition: SegmentCondition; path: string }> {
  for (const [index, item] of group.conditions.entries()) {
    const at = `${path}.conditions.${index}`;
    if (isSegmentGroup(item)) yield* segmentConditions(item, at);
    else yield { condition: item, path: at };
  }
}

/** A saved segment. */
export const SegmentSchema = contractObject({
  id: IdSchema,
  name: v.string(),
  conditions: SegmentGroupSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Segment = v.InferOutput<typeof SegmentSchema>;

/** `POST /api/segments`, and `PUT /api/segments/{id}` (the whole segment again). */
export const SegmentInputSchema = contractObject({
  name: requiredText('Name is required', 'Name', SEGMENT_LIMITS.name),
  conditions: SegmentGroupSchema,
});
export type SegmentInput = v.InferInput<typeof SegmentInputSchema>;
export type SegmentData = v.InferOutput<typeof SegmentInputSchema>;

/** `POST /api/segments/count`: the live count of conditions not saved yet (the editor's). */
export const SegmentCountInputSchema = contractObject({ conditions: SegmentGroupSchema });
export type SegmentCountInput = v.InferInput<typeof SegmentCountInputSchema>;

export const SegmentResponseSchema = contractObject({ segment: SegmentSchema });
export const SegmentListResponseSchema = contractObject({ segments: v.array(SegmentSchema) });
export const SegmentCountResponseSchema = contractObject({ count: v.number() });
export type SegmentCountResponse = v.InferOutput<typeof SegmentCountResponseSchema>;

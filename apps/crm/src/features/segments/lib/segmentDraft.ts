import {
  customFieldName,
  isSegmentGroup,
  SEGMENT_CONTACT_FIELDS,
  type SegmentConditionInput,
  type SegmentConditionKind,
  type SegmentFieldType,
  type SegmentGroupInput,
  type SegmentMatch,
} from '@crm/api-client';

/**
 * One condition as the editor holds it: every box's text as typed, whatever the kind, so changing
 * the kind or the operator keeps what was typed. `toConditions` turns it into the contract's shape.
 */
export interface DraftCondition {
  key: string;
  kind: SegmentConditionKind;
  op: string;
  /** The value, or a between's first value. */
  value: string;
  /** A between's second value. */
  value2: string;
  tags: string[];
  /** A field condition's field: a contact field's name or `custom:<name>`. */
  field: string;
  days: string;
  count: string;
  campaignId: string;
  workflowId: string;
  formId: string;
  segmentId: string;
}

export interface DraftGroup {
  key: string;
  match: SegmentMatch;
  items: DraftItem[];
}

export type DraftItem = DraftCondition | DraftGroup;

export const isDraftGroup = (item: DraftItem): item is DraftGroup => 'items' in item;

let lastKey = 0;
const nextKey = () => `c${++lastKey}`;

/** Each kind's first operator: what a new condition of that kind starts with. */
export const FIRST_OP: Record<SegmentConditionKind, string> = {
  tags: 'any',
  status: 'is',
  lead_source: 'is',
  created: 'in_last_days',
  field: 'is',
  engagement: 'opened',
  workflow: 'entered',
  form: '',
  segment: 'in',
};

export function newCondition(kind: SegmentConditionKind): DraftCondition {
  return {
    key: nextKey(),
    kind,
    op: FIRST_OP[kind],
    value: kind === 'status' ? 'customer' : '',
    value2: '',
    tags: [],
    field: kind === 'field' ? 'company' : '',
    days: kind === 'engagement' ? '30' : '',
    count: '',
    campaignId: '',
    workflowId: '',
    formId: '',
    segmentId: '',
  };
}

export const newGroup = (match: SegmentMatch = 'all'): DraftGroup => ({
  key: nextKey(),
  match,
  items: [],
});

/** A field's type: a contact field's is known; a custom field's as `customTypes` says, else text. */
export function fieldType(
  field: string,
  customTypes: Readonly<Record<string, SegmentFieldType>> = {},
): SegmentFieldType {
  if (Object.hasOwn(SEGMENT_CONTACT_FIELDS, field)) return SEGMENT_CONTACT_FIELDS[field]!;
  const name = customFieldName(field);
  return (name !== undefined && customTypes[name]) || 'text';
}

/** A typed number, or undefined for a blank box (the contract then says what is missing). */
const numberOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.trim());

/** A field condition's value as its type takes it: numbers as numbers, dates and text as text. */
function fieldValue(type: SegmentFieldType, text: string): string | number | undefined {
  if (type !== 'number') return text;
  return numberOf(text) ?? text;
}

function conditionOf(
  c: DraftCondition,
  customTypes: Readonly<Record<string, SegmentFieldType>>,
): SegmentConditionInput {
  switch (c.kind) {
    case 'tags':
      return { kind: 'tags', op: c.op, tags: c.tags } as SegmentConditionInput;
    case 'status':
    case 'lead_source':
      return { kind: c.kind, op: c.op, value: c.value } as SegmentConditionInput;
    case 'created':
      return {
        kind: 'created',
        op: c.op,
        value: c.op === 'in_last_days' ? (numberOf(c.value) ?? '') : c.value,
      } as SegmentConditionInput;
    case 'field': {
      const type = fieldType(c.field, customTypes);
      const value =
        c.op === 'is_empty' || c.op === 'is_not_empty'
          ? undefined
          : c.op === 'between'
            ? [fieldValue(type, c.value), fieldValue(type, c.value2)]
            : fieldValue(type, c.value);
      return {
        kind: 'field',
        field: c.field,
        op: c.op,
        ...(value === undefined ? {} : { value }),
      } as SegmentConditionInput;
    }
    case 'engagement': {
      const days = numberOf(c.days);
      const campaignId = numberOf(c.campaignId);
      const count = c.op === 'received_without_opening' ? numberOf(c.count) : undefined;
      return {
        kind: 'engagement',
        op: c.op,
        ...(days === undefined ? {} : { days }),
        ...(campaignId === undefined ? {} : { campaignId }),
        ...(count === undefined ? {} : { count }),
      } as SegmentConditionInput;
    }
    case 'workflow':
      return {
        kind: 'workflow',
        op: c.op,
        workflowId: numberOf(c.workflowId),
      } as SegmentConditionInput;
    case 'form':
      return { kind: 'form', formId: numberOf(c.formId) } as SegmentConditionInput;
    case 'segment':
      return {
        kind: 'segment',
        op: c.op,
        segmentId: numberOf(c.segmentId),
      } as SegmentConditionInput;
  }
}

/** The draft as the contract's conditions (what the live count and Save send). */
export function toConditions(
  group: DraftGroup,
  customTypes: Readonly<Record<string, SegmentFieldType>> = {},
): SegmentGroupInput {
  return {
    match: group.match,
    conditions: group.items.map((item) =>
      isDraftGroup(item) ? toConditions(item, customTypes) : conditionOf(item, customTypes),
    ),
  };
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A saved segment's conditions as a draft, to edit. */
export function fromConditions(group: SegmentGroupInput): DraftGroup {
  return {
    key: nextKey(),
    match: group.match,
    items: group.conditions.map((item): DraftItem => {
      if (isSegmentGroup(item)) return fromConditions(item);
      const c = item as Record<string, unknown> & { kind: SegmentConditionKind };
      const value = c['value'];
      return {
        ...newCondition(c.kind),
        op: text(c['op']) || FIRST_OP[c.kind],
        value: Array.isArray(value) ? text(value[0]) : text(value),
        value2: Array.isArray(value) ? text(value[1]) : '',
        tags: Array.isArray(c['tags']) ? (c['tags'] as string[]) : [],
        field: text(c['field']),
        days: text(c['days']),
        count: text(c['count']),
        campaignId: text(c['campaignId']),
        workflowId: text(c['workflowId']),
        formId: text(c['formId']),
        segmentId: text(c['segmentId']),
      };
    }),
  };
}

/** The group with the item `key` changed by `change` (wherever it is nested). */
export function updateItem(
  group: DraftGroup,
  key: string,
  change: (item: DraftItem) => DraftItem,
): DraftGroup {
  if (group.key === key) return change(group) as DraftGroup;
  return {
    ...group,
    items: group.items.map((item) =>
      item.key === key ? change(item) : isDraftGroup(item) ? updateItem(item, key, change) : item,
    ),
  };
}

/** The group without the item `key`. */
export function removeItem(group: DraftGroup, key: string): DraftGroup {
  return {
    ...group,
    items: group.items
      .filter((item) => item.key !== key)
      .map((item) => (isDraftGroup(item) ? removeItem(item, key) : item)),
  };
}

/**
 * The server's path of an item (`conditions.conditions.2`, as a 400's `field` names it) for each
 * item key; a 400's field starts with one of them.
 */
export function itemPaths(group: DraftGroup, path = 'conditions'): Map<string, string> {
  const paths = new Map<string, string>([[group.key, path]]);
  group.items.forEach((item, index) => {
    const at = `${path}.conditions.${index}`;
    if (isDraftGroup(item)) for (const [k, p] of itemPaths(item, at)) paths.set(k, p);
    else paths.set(item.key, at);
  });
  return paths;
}

/** The key of the item a 400's `field` names: the longest path it starts with. */
export function itemAt(group: DraftGroup, field: string | undefined): string | undefined {
  if (!field) return undefined;
  let best: { key: string; length: number } | undefined;
  for (const [key, path] of itemPaths(group)) {
    const names = field === path || field.startsWith(`${path}.`);
    if (names && (!best || path.length > best.length)) best = { key, length: path.length };
  }
  return best?.key;
}

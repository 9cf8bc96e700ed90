import {
  customFieldName,
  fieldValueProblem,
  isSegmentGroup,
  SEGMENT_LIMITS,
  segmentConditions,
  type SegmentFieldType,
  type SegmentGroup,
} from '@crm/api-client';
import { campaignsRepository } from '../campaigns/campaignsRepository';
import { contactsRepository } from '../contacts/contactsRepository';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { formsRepository } from '../forms/formsRepository';
import { HttpError } from '../http/HttpError';
import { hasSegmentReferences } from './segmentFilter';
import { segmentsRepository } from './segmentsRepository';
import { workflowsRepository } from '../workflows/workflowsRepository';

/** A form field's type as a segment compares it (a choice is text; a checkbox is not compared). */
const FORM_FIELD_TYPES: Partial<Record<string, SegmentFieldType>> = {
  text: 'text',
  choice: 'text',
  number: 'number',
  date: 'date',
};

/**
 * What the contract cannot know: that each custom field, campaign, workflow and form a condition
 * names is the account's, and that the operator fits the custom field's type. A custom field's
 * type is what its values are (see `customFieldTypes`), else what a signup form asks for, so a
 * field no contact holds yet can be used once a form asks for it. The first problem is a 400
 * naming the condition by its path (`conditions.conditions.2.field`). `segmentId` is the segment
 * these conditions replace (none for a new one or the editor's unsaved count).
 */
export async function checkSegmentConditions(
  database: Db,
  scope: Scope,
  group: SegmentGroup,
  segmentId?: number,
): Promise<void> {
  const all = [...segmentConditions(group)];
  const included = await segmentInclusions(database, scope, group, segmentId);
  const customNames = [
    ...new Set(
      all.flatMap(({ condition }) =>
        condition.kind === 'field' ? (customFieldName(condition.field) ?? []) : [],
      ),
    ),
  ];
  const stored = await contactsRepository(database, scope).customFieldTypes(customNames);
  const asked = new Map<string, SegmentFieldType>();
  const needsForms =
    customNames.some((name) => !stored.has(name)) ||
    all.some(({ condition }) => condition.kind === 'form');
  const forms = needsForms ? await formsRepository(database, scope).list() : [];
  for (const form of forms)
    for (const field of form.fields) {
      const name = customFieldName(field.key);
      const type = FORM_FIELD_TYPES[field.type];
      if (name !== undefined && type !== undefined && !asked.has(name)) asked.set(name, type);
    }
  const workflows = all.some(({ condition }) => condition.kind === 'workflow')
    ? new Set((await workflowsRepository(database, scope).list()).map((w) => w.id))
    : new Set<number>();
  const campaigns = campaignsRepository(database, scope);

  for (const [index, { condition, path }] of all.entries()) {
    const fail = (message: string, field: string) => {
      throw new HttpError(400, `Condition ${index + 1}: ${message}`, {
        field: `${path}.${field}`,
      });
    };
    switch (condition.kind) {
      case 'field': {
        const name = customFieldName(condition.field);
        if (name === undefined) break;
        const type = stored.get(name) ?? asked.get(name);
        if (type === undefined)
          fail(`no contact has a custom field named “${name}” and no form asks for it`, 'field');
        const problem = fieldValueProblem(type!, condition.op, condition.value);
        if (problem)
          fail(
            problem.message.replace(`a ${type} field`, `the ${type} field “${name}”`),
            problem.at,
          );
        break;
      }
      case 'engagement':
        if (condition.campaignId !== undefined && !(await campaigns.find(condition.campaignId)))
          fail('that campaign does not exist', 'campaignId');
        break;
      case 'workflow':
        if (!workflows.has(condition.workflowId))
          fail('that workflow does not exist', 'workflowId');
        break;
      case 'form':
        if (!forms.some((form) => form.id === condition.formId))
          fail('that form does not exist', 'formId');
        break;
      case 'segment': {
        const problem = included.problem(condition.segmentId, path);
        if (problem) fail(problem, 'segmentId');
        break;
      }
    }
  }
  included.checkIncluders();
}

/** The candidate's id among the saved ones while a new segment is checked (ids start at 1). */
const NEW_SEGMENT = 0;

/**
 * "In another segment" inlines that segment's conditions when used, so a segment counts as a
 * group nested where it is included: the depth limit (and with it the size of the SQL, at most
 * 20 items a group) covers groups and included segments together, and a loop would never end.
 * Checked against the owner's segments with these conditions in place of the saved ones, so a
 * change that would push a segment including this one past the limit is refused too.
 */
async function segmentInclusions(
  database: Db,
  scope: Scope,
  group: SegmentGroup,
  segmentId: number | undefined,
) {
  const self = segmentId ?? NEW_SEGMENT;
  // Only a saved segment can be included by others; a new one without inclusions needs no read.
  const saved =
    segmentId !== undefined || hasSegmentReferences(group)
      ? await segmentsRepository(database, scope).list()
      : [];
  const segments = new Map(saved.map((s) => [s.id, { name: s.name, conditions: s.conditions }]));
  segments.set(self, { name: segments.get(self)?.name ?? '', conditions: group });

  const referencesOf = (id: number) =>
    [...segmentConditions(segments.get(id)?.conditions ?? { match: 'all', conditions: [] })]
      .map(({ condition }) => condition)
      .flatMap((c) => (c.kind === 'segment' ? [c.segmentId] : []));
  /** Whether segment `from` includes `to`, directly or through others. */
  const reaches = (from: number, to: number, seen = new Set<number>()): boolean => {
    if (seen.has(from)) return false;
    seen.add(from);
    return referencesOf(from).some((id) => id === to || reaches(id, to, seen));
  };
  /** How deep a group nests, an included segment's group counting as one more level. */
  const depthOf = (g: SegmentGroup, within: number[]): number =>
    1 +
    Math.max(
      0,
      ...g.conditions.map((item) => {
        if (isSegmentGroup(item)) return depthOf(item, within);
        if (item.kind !== 'segment' || within.includes(item.segmentId)) return 0;
        const target = segments.get(item.segmentId);
        return target ? depthOf(target.conditions, [...within, item.segmentId]) : 0;
      }),
    );
  const quoted = (id: number) => `“${segments.get(id)!.name}”`;

  return {
    /** What is wrong with including segment `id` at `path` of the candidate, if anything. */
    problem(id: number, path: string): string | undefined {
      if (id === NEW_SEGMENT || !segments.has(id)) return 'that segment does not exist';
      if (id === self) return 'a segment cannot include itself';
      if (reaches(id, self))
        return `${quoted(id)} includes this segment: including it back would make a loop`;
      const groupDepth = path.split('.conditions.').length - 1;
      if (groupDepth + depthOf(segments.get(id)!.conditions, [id]) > SEGMENT_LIMITS.depth)
        return `${quoted(id)} would nest groups more than ${SEGMENT_LIMITS.depth} deep here (an included segment counts as a group)`;
      return undefined;
    },
    /** A 400 when a segment that includes this one would nest past the limit with these conditions. */
    checkIncluders(): void {
      if (segmentId === undefined) return;
      for (const id of segments.keys())
        if (
          id !== self &&
          reaches(id, self) &&
          depthOf(segments.get(id)!.conditions, [id]) > SEGMENT_LIMITS.depth
        )
          throw new HttpError(
            400,
            `${quoted(id)} includes this segment and would then nest groups more than ${SEGMENT_LIMITS.depth} deep`,
            { field: 'conditions' },
          );
    },
  };
}

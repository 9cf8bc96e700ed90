import {
  customFieldName,
  fieldValueProblem,
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
 * naming the condition by its path (`conditions.conditions.2.field`).
 */
export async function checkSegmentConditions(
  database: Db,
  scope: Scope,
  group: SegmentGroup,
): Promise<void> {
  const all = [...segmentConditions(group)];
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
    }
  }
}

import {
  allSteps,
  WEEKDAYS,
  type WaitUntil,
  type StepType,
  type TriggerSettings,
  type TriggerType,
  type WaitUnit,
  type WorkflowStep,
} from '@crm/api-client';

/** A new step id, unique within a workflow. */
export function newStepId(steps: readonly WorkflowStep[]): string {
  const taken = new Set(allSteps(steps).map((s) => s.id));
  for (let n = taken.size + 1; ; n++) if (!taken.has(`s${n}`)) return `s${n}`;
}

/** A step of `type` with its settings' starting values. */
export function newStep(type: StepType, id: string, templateId?: number): WorkflowStep {
  switch (type) {
    case 'send_email':
      return { id, type, templateId: templateId ?? 0 };
    case 'wait':
      return { id, type, amount: 1, unit: 'days' };
    case 'condition':
      return { id, type, condition: { kind: 'has_tag', tag: '' }, yes: [], no: [] };
    case 'add_tag':
    case 'remove_tag':
      return { id, type, tag: '' };
    case 'update_field':
      return { id, type, field: 'status', value: '' };
    case 'exit':
      return { id, type };
  }
}

/** Where a list of steps is: the top, or a branch of a condition. */
export type ListPlace = { parent: null } | { parent: string; branch: 'yes' | 'no' };

function mapLists(
  steps: readonly WorkflowStep[],
  place: ListPlace,
  change: (list: WorkflowStep[]) => WorkflowStep[],
): WorkflowStep[] {
  if (place.parent === null) return change([...steps]);
  return steps.map((step) => {
    if (step.type !== 'condition') return step;
    if (step.id === place.parent)
      return { ...step, [place.branch]: change([...step[place.branch]]) };
    return {
      ...step,
      yes: mapLists(step.yes, place, change),
      no: mapLists(step.no, place, change),
    };
  });
}

/** `step` inserted into the list at `place`, at `index`. */
export function insertStep(
  steps: readonly WorkflowStep[],
  place: ListPlace,
  index: number,
  step: WorkflowStep,
): WorkflowStep[] {
  return mapLists(steps, place, (list) => [...list.slice(0, index), step, ...list.slice(index)]);
}

/** Every list without the step `id` (a condition goes with its branches). */
export function removeStep(steps: readonly WorkflowStep[], id: string): WorkflowStep[] {
  return steps
    .filter((s) => s.id !== id)
    .map((s) =>
      s.type === 'condition' ? { ...s, yes: removeStep(s.yes, id), no: removeStep(s.no, id) } : s,
    );
}

/** The step `id` moved one place up (-1) or down (+1) within its own list. */
export function moveStep(steps: readonly WorkflowStep[], id: string, by: -1 | 1): WorkflowStep[] {
  const index = steps.findIndex((s) => s.id === id);
  if (index >= 0) {
    const to = index + by;
    if (to < 0 || to >= steps.length) return [...steps];
    const list = [...steps];
    [list[index], list[to]] = [list[to]!, list[index]!];
    return list;
  }
  return steps.map((s) =>
    s.type === 'condition' ? { ...s, yes: moveStep(s.yes, id, by), no: moveStep(s.no, id, by) } : s,
  );
}

/** The step `id` replaced by `next`. */
export function replaceStep(
  steps: readonly WorkflowStep[],
  id: string,
  next: WorkflowStep,
): WorkflowStep[] {
  return steps.map((s) => {
    if (s.id === id) return next;
    if (s.type === 'condition')
      return { ...s, yes: replaceStep(s.yes, id, next), no: replaceStep(s.no, id, next) };
    return s;
  });
}

const unitWord = (amount: number, unit: WaitUnit) =>
  `${amount} ${amount === 1 ? unit.slice(0, -1) : unit}`;

/** The days' short names as the editor shows them, Monday first. */
export const WEEKDAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** "any day", "Mon–Fri", or the days listed: "Tue" or "Mon, Wed, Fri". */
function daysText(weekdays: WaitUntil['weekdays']): string {
  if (weekdays.length === 7) return 'any day';
  if (weekdays.join() === 'mon,tue,wed,thu,fri') return 'Mon–Fri';
  return WEEKDAYS.filter((d) => weekdays.includes(d))
    .map((d) => WEEKDAY_NAMES[d])
    .join(', ');
}

/**
 * One line saying what a step does, e.g. "Wait 2 days" or "Send “Welcome”". `stepNumber` gives
 * the place in the flow of a step an email condition names; `segmentName` a segment condition's.
 */
export function stepSummary(
  step: WorkflowStep,
  templateName: (id: number) => string | undefined,
  stepNumber: (id: string) => number = () => 0,
  segmentName: (id: number) => string | undefined = () => undefined,
) {
  switch (step.type) {
    case 'send_email': {
      const name = templateName(step.templateId);
      return name ? `Send email “${name}”` : 'Send email (choose a template)';
    }
    case 'wait':
      if ('until' in step)
        return `Wait until ${step.until.time || '…'} UTC on ${daysText(step.until.weekdays)}`;
      return `Wait ${unitWord(step.amount, step.unit)}`;
    case 'condition': {
      const c = step.condition;
      if (c.kind === 'has_tag') return `If the contact has tag “${c.tag || '…'}”`;
      if (c.kind === 'status') return `If the status is “${c.status || '…'}”`;
      if (c.kind === 'email') {
        const n = stepNumber(c.stepId);
        const which = n > 0 ? `the email of step ${n}` : 'an earlier email (choose one)';
        return c.event === 'clicked'
          ? `If the contact clicked a link in ${which}`
          : `If the contact opened ${which}`;
      }
      if (c.kind === 'segment') {
        const name = segmentName(c.segmentId);
        return name
          ? `If the contact is in the segment “${name}”`
          : 'If the contact is in a segment (choose one)';
      }
      if (c.operator === 'is_empty') return `If ${c.field} is empty`;
      return `If ${c.field} ${c.operator} “${c.value || '…'}”`;
    }
    case 'add_tag':
      return `Add tag “${step.tag || '…'}”`;
    case 'remove_tag':
      return `Remove tag “${step.tag || '…'}”`;
    case 'update_field':
      return `Set ${step.field} to “${step.value}”`;
    case 'exit':
      return 'Exit the workflow';
  }
}

export interface Recipe {
  id: string;
  name: string;
  description: string;
  trigger: TriggerSettings;
  /** The trigger the recipe needs, when not the workflow's own (the birthday's date trigger). */
  triggerType?: TriggerType;
  steps: (templateId: number | undefined) => WorkflowStep[];
}

const email = (id: string, templateId: number | undefined): WorkflowStep => ({
  id,
  type: 'send_email',
  templateId: templateId ?? 0,
});

/** Ready-made workflows a user starts from. */
export const RECIPES: readonly Recipe[] = [
  {
    id: 'welcome',
    name: 'Welcome series',
    description: 'Three emails over a week to every new contact.',
    trigger: { includeImported: true },
    steps: (t) => [
      email('s1', t),
      { id: 's2', type: 'wait', amount: 3, unit: 'days' },
      email('s3', t),
      { id: 's4', type: 'wait', amount: 4, unit: 'days' },
      email('s5', t),
    ],
  },
  {
    id: 'tag-follow-up',
    name: 'Tag follow-up',
    description: 'An email a day after a tag is added, then the tag comes off.',
    trigger: {},
    steps: (t) => [
      { id: 's1', type: 'wait', amount: 1, unit: 'days' },
      email('s2', t),
      { id: 's3', type: 'add_tag', tag: 'followed-up' },
    ],
  },
  {
    id: 're-engagement',
    name: 'Re-engagement',
    description: 'One email; contacts still marked inactive a week later are unsubscribed.',
    trigger: {},
    steps: (t) => [
      email('s1', t),
      { id: 's2', type: 'wait', amount: 7, unit: 'days' },
      {
        id: 's3',
        type: 'condition',
        condition: { kind: 'has_tag', tag: 'inactive' },
        yes: [{ id: 's4', type: 'update_field', field: 'status', value: 'unsubscribed' }],
        no: [],
      },
    ],
  },
  {
    id: 'birthday',
    name: 'Birthday',
    description:
      'An email on each contact’s birthday at 09:00 UTC, from a “birthday” custom field.',
    triggerType: 'date',
    trigger: {
      date: { field: 'custom:birthday', days: 0, direction: 'before', time: '09:00', yearly: true },
    },
    steps: (t) => [email('s1', t)],
  },
];

/**
 * What a workflow does (issue 29), stored in the spec's `steps` field (a JSON string). The field
 * keeps its name and stays a JSON string; its content is versioned:
 *
 * - a bare JSON list (the spec's form, and every workflow saved before issue 29): version 1, a
 *   list of steps and no trigger settings;
 * - `{ "version": 2, "trigger": { ...settings }, "steps": [...] }`: the trigger's settings (which
 *   tag, whether imported contacts enter) beside the steps.
 *
 * `parseWorkflowDefinition` is the one validator, used by the contract on both sides: a malformed
 * or unknown step is refused with a message naming the step and the field.
 */

export const STEP_TYPES = [
  'send_email',
  'wait',
  'condition',
  'add_tag',
  'remove_tag',
  'update_field',
  'exit',
] as const;
export type StepType = (typeof STEP_TYPES)[number];

export const WAIT_UNITS = ['minutes', 'hours', 'days'] as const;
export type WaitUnit = (typeof WAIT_UNITS)[number];

/** Days of the week a wait can end on, Monday first (as the editor lists them). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** When a wait until a day and time ends: the first of these days at `time` (UTC) from arrival. */
export interface WaitUntil {
  /** The days it may end on, at least one. */
  weekdays: Weekday[];
  /** The time of day in UTC, `HH:MM` (24-hour). */
  time: string;
}

export const CONDITION_KINDS = ['has_tag', 'field', 'status', 'email', 'segment'] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

export const FIELD_OPERATORS = ['equals', 'contains', 'is_empty'] as const;

/** What an email condition asks of an earlier step's email (a click counts as an open). */
export const EMAIL_EVENTS = ['opened', 'clicked'] as const;
export type EmailEvent = (typeof EMAIL_EVENTS)[number];
export type FieldOperator = (typeof FIELD_OPERATORS)[number];

/** A contact's fields a condition reads and an update step writes (custom fields as `custom:<name>`). */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'position',
  'leadSource',
] as const;

export type StepCondition =
  | { kind: 'has_tag'; tag: string }
  | { kind: 'field'; field: string; operator: FieldOperator; value: string }
  | { kind: 'status'; status: string }
  /** The contact opened (or clicked a link in) the email of `stepId`, an earlier send email step. */
  | { kind: 'email'; stepId: string; event: EmailEvent }
  /** The contact is in the saved segment `segmentId` when it reaches the step (issue 29). */
  | { kind: 'segment'; segmentId: number };

export type WorkflowStep =
  | { id: string; type: 'send_email'; templateId: number }
  | { id: string; type: 'wait'; amount: number; unit: WaitUnit }
  | { id: string; type: 'wait'; until: WaitUntil }
  | {
      id: string;
      type: 'condition';
      condition: StepCondition;
      /** The steps for contacts that meet the condition, then the steps after the condition. */
      yes: WorkflowStep[];
      no: WorkflowStep[];
    }
  | { id: string; type: 'add_tag' | 'remove_tag'; tag: string }
  | { id: string; type: 'update_field'; field: string; value: string }
  | { id: string; type: 'exit' };

/**
 * The trigger's settings: which tag (`tag_added`), which campaign (`email_opened`, `link_clicked`),
 * which link (`link_clicked`), and whether imported contacts enter (`contact_added`,
 * `subscription_started`). A setting left out matches any.
 */
export interface TriggerSettings {
  tag?: string;
  /** `contact_added` and `subscription_started`: contacts that arrive by an import enter too. @default true */
  includeImported?: boolean;
  /** `email_opened` and `link_clicked`: only this campaign's mail. */
  campaignId?: number;
  /** `link_clicked`: only links whose address contains this text (case-insensitive). */
  linkContains?: string;
  /** `date`: which date of the contact, and when around it the contact enters. */
  date?: DateTriggerSettings;
  /** `form_submission`: only this signup form's submissions. */
  formId?: number;
  /** `deal_stage_changed`: only deals entering this pipeline stage (a deleted one: none). */
  stageId?: number;
}

/**
 * The `date` trigger (issue 29): contacts enter `days` before or after a date of theirs (a custom
 * field such as `custom:birthday` holding `YYYY-MM-DD`, or `createdAt`), at `time` (UTC), every
 * year on that month and day (`yearly`) or once on that date.
 */
export interface DateTriggerSettings {
  /** `custom:<name>` or `createdAt`. */
  field: string;
  /** @default 0 */
  days: number;
  direction: 'before' | 'after';
  /** `HH:MM`, UTC. */
  time: string;
  /** @default true */
  yearly: boolean;
}
export const DATE_TRIGGER_DIRECTIONS = ['before', 'after'] as const;
/** The furthest a date trigger reaches before or after its date. */
export const MAX_DATE_TRIGGER_DAYS = 365;

/** Whether contacts enter once (`afterDays` absent) or again that many days after their last run finished. */
export interface ReentryRule {
  again: boolean;
  /** Days from the end of the previous run. @default 0 */
  afterDays?: number;
}

/**
 * A goal that takes contacts out of the workflow wherever they are once it is true: the contact
 * unsubscribes, or gains `tag`.
 */
export type WorkflowGoal = { kind: 'unsubscribed' } | { kind: 'tag_added'; tag: string };
export const GOAL_KINDS = ['unsubscribed', 'tag_added'] as const;

/**
 * What deactivating does to the contacts already inside: they `finish` their steps (only new
 * entries stop), or they `pause` where they are until the workflow is active again.
 */
export const WHEN_INACTIVE = ['finish', 'pause'] as const;
export type WhenInactive = (typeof WHEN_INACTIVE)[number];

export interface WorkflowDefinition {
  version: 2;
  trigger: TriggerSettings;
  steps: WorkflowStep[];
  /** @default 'finish' */
  whenInactive?: WhenInactive;
  /** @default once, or again right after the last run for a yearly `date` trigger (`reentryAfterDays`) */
  reentry?: ReentryRule;
  goal?: WorkflowGoal;
}

/**
 * Days after a contact's last run finished before it may enter again; null: it enters once. A
 * yearly date trigger enters again each year unless the workflow says otherwise.
 */
export function reentryAfterDays(definition: WorkflowDefinition): number | null {
  const rule =
    definition.reentry ?? (definition.trigger.date?.yearly ? { again: true } : undefined);
  return rule?.again ? (rule.afterDays ?? 0) : null;
}

/** What a goal reads as, in the editor and as the reason a contact left. */
export function goalText(goal: WorkflowGoal): string {
  return goal.kind === 'unsubscribed'
    ? 'The contact unsubscribed'
    : `The contact gained the tag “${goal.tag}”`;
}

export const WORKFLOW_DEFINITION_VERSION = 2;
/** Steps in a workflow, branches included. */
export const MAX_WORKFLOW_STEPS = 100;
/** The longest wait: a year. */
export const MAX_WAIT_MINUTES = 366 * 24 * 60;

const UNIT_MINUTES: Record<WaitUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 };

/** A wait step's length in milliseconds. */
export function waitMs(step: { amount: number; unit: WaitUnit }): number {
  return step.amount * UNIT_MINUTES[step.unit] * 60_000;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a contact that reaches a wait step at `from` moves on: after its duration, or at the first
 * of its weekdays' `time` (UTC) at or after `from` (reached at 09:00 sharp, a 09:00 wait ends then).
 */
export function waitEnd(
  step: { amount: number; unit: WaitUnit } | { until: WaitUntil },
  from: Date,
): Date {
  if (!('until' in step)) return new Date(from.getTime() + waitMs(step));
  const [hours, minutes] = step.until.time.split(':').map(Number) as [number, number];
  const midnight = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  // Eight days: today (if its time is still ahead) and the same weekday a week on.
  for (let day = 0; day < 8; day++) {
    const at = new Date(midnight + day * DAY_MS + (hours * 60 + minutes) * 60_000);
    const weekday = WEEKDAYS[(at.getUTCDay() + 6) % 7]!;
    if (at >= from && step.until.weekdays.includes(weekday)) return at;
  }
  throw new Error('A wait until a weekday lists no weekday');
}

export type ParsedDefinition =
  { ok: true; definition: WorkflowDefinition } | { ok: false; message: string };

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

class StepError extends Error {}

const STEP_LABELS: Record<StepType, string> = {
  send_email: 'Send email',
  wait: 'Wait',
  condition: 'Condition',
  add_tag: 'Add tag',
  remove_tag: 'Remove tag',
  update_field: 'Update field',
  exit: 'Exit',
};

/** A step's name as the editor shows it. */
export const stepLabel = (type: StepType): string => STEP_LABELS[type];

function isContactField(field: unknown): field is string {
  if (typeof field !== 'string') return false;
  if ((CONTACT_FIELDS as readonly string[]).includes(field) || field === 'status') return true;
  return /^custom:[^\s].{0,99}$/.test(field);
}

function parseCondition(value: unknown, where: string, emailsBefore: string[]): StepCondition {
  if (!isObject(value)) throw new StepError(`${where}: condition is required`);
  switch (value.kind) {
    case 'has_tag':
      if (!text(value.tag, 50)) throw new StepError(`${where}: condition.tag is required`);
      return { kind: 'has_tag', tag: value.tag.trim() };
    case 'status':
      if (!text(value.status, 50)) throw new StepError(`${where}: condition.status is required`);
      return { kind: 'status', status: value.status.trim() };
    case 'field': {
      if (!isContactField(value.field) || value.field === 'status')
        throw new StepError(`${where}: condition.field must be a contact field`);
      const operator = value.operator;
      if (!(FIELD_OPERATORS as readonly unknown[]).includes(operator))
        throw new StepError(
          `${where}: condition.operator must be one of ${FIELD_OPERATORS.join(', ')}`,
        );
      const compared = value.value ?? '';
      if (typeof compared !== 'string' || compared.length > 200)
        throw new StepError(`${where}: condition.value must be text`);
      if (operator !== 'is_empty' && compared.trim() === '')
        throw new StepError(`${where}: condition.value is required`);
      return {
        kind: 'field',
        field: value.field,
        operator: operator as FieldOperator,
        value: compared,
      };
    }
    case 'email': {
      // Only an email every contact here was sent (or skipped): one in a branch they may not have
      // taken, or after this step, would make the answer depend on where they came from.
      if (typeof value.stepId !== 'string' || !emailsBefore.includes(value.stepId))
        throw new StepError(
          `${where}: condition.stepId must be a send email step before this one on the contact's way`,
        );
      if (!(EMAIL_EVENTS as readonly unknown[]).includes(value.event))
        throw new StepError(`${where}: condition.event must be one of ${EMAIL_EVENTS.join(', ')}`);
      return { kind: 'email', stepId: value.stepId, event: value.event as EmailEvent };
    }
    case 'segment':
      if (!Number.isSafeInteger(value.segmentId) || (value.segmentId as number) < 1)
        throw new StepError(`${where}: condition.segmentId must be a segment id`);
      return { kind: 'segment', segmentId: value.segmentId as number };
    default:
      throw new StepError(`${where}: condition.kind must be one of ${CONDITION_KINDS.join(', ')}`);
  }
}

/**
 * `emailsBefore`: the send email steps every contact reaching this list went past (those before
 * its condition, and before that condition's own list's, up to the top); an email condition may
 * ask only about these.
 */
function parseSteps(
  value: unknown,
  seen: Set<string>,
  path: string,
  emailsBefore: readonly string[] = [],
): WorkflowStep[] {
  if (!Array.isArray(value)) throw new StepError(`${path || 'Steps'} must be a list`);
  const emails = [...emailsBefore];
  // A step's number is its place in the whole flow: the count of steps read before it, plus one.
  return value.map((raw): WorkflowStep => {
    // Numbered in the flow's order, branches included, as the editor numbers them.
    const position = String(seen.size + 1);
    if (!isObject(raw)) throw new StepError(`Step ${position}: must be an object`);
    const type = raw.type;
    if (!(STEP_TYPES as readonly unknown[]).includes(type))
      throw new StepError(`Step ${position}: type must be one of ${STEP_TYPES.join(', ')}`);
    const where = `Step ${position} (${type as string})`;
    if (typeof raw.id !== 'string' || !/^[\w-]{1,40}$/.test(raw.id))
      throw new StepError(`${where}: id is required`);
    if (seen.has(raw.id)) throw new StepError(`${where}: id ${raw.id} is used twice`);
    seen.add(raw.id);
    if (seen.size > MAX_WORKFLOW_STEPS)
      throw new StepError(`A workflow has at most ${MAX_WORKFLOW_STEPS} steps`);
    const id = raw.id;
    switch (type as StepType) {
      case 'send_email':
        if (!Number.isSafeInteger(raw.templateId) || (raw.templateId as number) < 1)
          throw new StepError(`${where}: templateId is required`);
        emails.push(id);
        return { id, type: 'send_email', templateId: raw.templateId as number };
      case 'wait': {
        if (raw.until !== undefined) return { id, type: 'wait', until: parseUntil(raw, where) };
        if (!(WAIT_UNITS as readonly unknown[]).includes(raw.unit))
          throw new StepError(`${where}: unit must be one of ${WAIT_UNITS.join(', ')}`);
        const unit = raw.unit as WaitUnit;
        const amount = raw.amount;
        if (
          typeof amount !== 'number' ||
          !Number.isInteger(amount) ||
          amount < 1 ||
          amount * UNIT_MINUTES[unit] > MAX_WAIT_MINUTES
        )
          throw new StepError(`${where}: amount must be a whole number from 1 up to a year`);
        return { id, type: 'wait', amount, unit };
      }
      case 'condition':
        return {
          id,
          type: 'condition',
          condition: parseCondition(raw.condition, where, emails),
          yes: parseSteps(raw.yes ?? [], seen, `Step ${position}'s yes branch`, emails),
          no: parseSteps(raw.no ?? [], seen, `Step ${position}'s no branch`, emails),
        };
      case 'add_tag':
      case 'remove_tag':
        if (!text(raw.tag, 50)) throw new StepError(`${where}: tag is required`);
        return { id, type: type as 'add_tag' | 'remove_tag', tag: raw.tag.trim() };
      case 'update_field':
        if (!isContactField(raw.field) || raw.field === 'email')
          throw new StepError(`${where}: field must be a contact field other than email`);
        if (typeof raw.value !== 'string' || raw.value.length > 200)
          throw new StepError(`${where}: value must be text`);
        if (raw.field === 'status' && raw.value.trim() === '')
          throw new StepError(`${where}: value is required`);
        return { id, type: 'update_field', field: raw.field, value: raw.value };
      case 'exit':
        return { id, type: 'exit' };
    }
  });
}

/** A wait until a weekday and time: `{ until: { weekdays, time } }`, never with a duration too. */
function parseUntil(raw: Record<string, unknown>, where: string): WaitUntil {
  if (raw.amount !== undefined || raw.unit !== undefined)
    throw new StepError(`${where}: a wait has either amount and unit, or until, not both`);
  const until = raw.until;
  if (!isObject(until)) throw new StepError(`${where}: until must be an object`);
  const days = until.weekdays;
  if (
    !Array.isArray(days) ||
    days.length === 0 ||
    !days.every((d) => (WEEKDAYS as readonly unknown[]).includes(d))
  )
    throw new StepError(
      `${where}: until.weekdays must list at least one of ${WEEKDAYS.join(', ')}`,
    );
  if (typeof until.time !== 'string' || !TIME_OF_DAY.test(until.time))
    throw new StepError(
      `${where}: until.time must be a time of day in UTC, HH:MM from 00:00 to 23:59`,
    );
  // Stored in the week's order, each day once, whatever order they were picked in.
  const weekdays = WEEKDAYS.filter((d) => (days as unknown[]).includes(d));
  return { weekdays, time: until.time };
}

function parseTrigger(value: unknown): TriggerSettings {
  if (value === undefined) return {};
  if (!isObject(value)) throw new StepError('Trigger settings must be an object');
  const settings: TriggerSettings = {};
  if (value.tag !== undefined && value.tag !== null && value.tag !== '') {
    if (!text(value.tag, 50)) throw new StepError('Trigger settings: tag must be text');
    settings.tag = value.tag.trim();
  }
  if (value.includeImported !== undefined) {
    if (typeof value.includeImported !== 'boolean')
      throw new StepError('Trigger settings: includeImported must be true or false');
    settings.includeImported = value.includeImported;
  }
  if (value.campaignId !== undefined && value.campaignId !== null) {
    if (!Number.isSafeInteger(value.campaignId) || (value.campaignId as number) <= 0)
      throw new StepError('Trigger settings: campaignId must be a campaign id');
    settings.campaignId = value.campaignId as number;
  }
  if (
    value.linkContains !== undefined &&
    value.linkContains !== null &&
    value.linkContains !== ''
  ) {
    if (!text(value.linkContains, 500))
      throw new StepError('Trigger settings: linkContains must be text');
    settings.linkContains = value.linkContains.trim();
  }
  if (value.date !== undefined && value.date !== null) settings.date = parseDateTrigger(value.date);
  if (value.formId !== undefined && value.formId !== null) {
    if (!Number.isSafeInteger(value.formId) || (value.formId as number) <= 0)
      throw new StepError('Trigger settings: formId must be a form id');
    settings.formId = value.formId as number;
  }
  if (value.stageId !== undefined && value.stageId !== null) {
    if (!Number.isSafeInteger(value.stageId) || (value.stageId as number) <= 0)
      throw new StepError('Trigger settings: stageId must be a stage id');
    settings.stageId = value.stageId as number;
  }
  return settings;
}

function parseDateTrigger(value: unknown): DateTriggerSettings {
  if (!isObject(value)) throw new StepError('Trigger settings: date must be an object');
  const { field, days = 0, direction = 'before', time, yearly = true } = value;
  if (field !== 'createdAt' && !(isContactField(field) && field.startsWith('custom:')))
    throw new StepError('Trigger settings: date.field must be createdAt or a custom field');
  if (
    typeof days !== 'number' ||
    !Number.isInteger(days) ||
    days < 0 ||
    days > MAX_DATE_TRIGGER_DAYS
  )
    throw new StepError(
      `Trigger settings: date.days must be a whole number from 0 to ${MAX_DATE_TRIGGER_DAYS}`,
    );
  if (!(DATE_TRIGGER_DIRECTIONS as readonly unknown[]).includes(direction))
    throw new StepError('Trigger settings: date.direction must be before or after');
  if (typeof time !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
    throw new StepError('Trigger settings: date.time must be a time of day such as 09:00');
  if (typeof yearly !== 'boolean')
    throw new StepError('Trigger settings: date.yearly must be true or false');
  return { field, days, direction: direction as DateTriggerSettings['direction'], time, yearly };
}

function parseReentry(value: unknown): Pick<WorkflowDefinition, 'reentry'> {
  if (value === undefined || value === null) return {};
  if (!isObject(value) || typeof value.again !== 'boolean')
    throw new StepError('reentry.again must be true or false');
  if (!value.again) return { reentry: { again: false } };
  const afterDays = value.afterDays ?? 0;
  if (
    typeof afterDays !== 'number' ||
    !Number.isInteger(afterDays) ||
    afterDays < 0 ||
    afterDays > 3660
  )
    throw new StepError('reentry.afterDays must be a whole number of days from 0 to 3660');
  return { reentry: { again: true, afterDays } };
}

function parseGoal(value: unknown): Pick<WorkflowDefinition, 'goal'> {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw new StepError('goal must be an object');
  if (value.kind === 'unsubscribed') return { goal: { kind: 'unsubscribed' } };
  if (value.kind === 'tag_added') {
    if (!text(value.tag, 50)) throw new StepError('goal.tag is required');
    return { goal: { kind: 'tag_added', tag: value.tag.trim() } };
  }
  throw new StepError(`goal.kind must be one of ${GOAL_KINDS.join(', ')}`);
}

function parseWhenInactive(value: unknown): Pick<WorkflowDefinition, 'whenInactive'> {
  if (value === undefined || value === null) return {};
  if (!WHEN_INACTIVE.includes(value as WhenInactive))
    throw new StepError(`whenInactive must be one of ${WHEN_INACTIVE.join(', ')}`);
  return { whenInactive: value as WhenInactive };
}

/**
 * Reads the `steps` field: a bare list (version 1) or a versioned definition. Anything else, or a
 * step that is malformed or unknown, is refused with a message naming the step and the field.
 */
export function parseWorkflowDefinition(stepsText: string): ParsedDefinition {
  let value: unknown;
  try {
    value = JSON.parse(stepsText);
  } catch {
    return { ok: false, message: 'Steps must be a JSON list' };
  }
  try {
    if (Array.isArray(value))
      return {
        ok: true,
        definition: { version: 2, trigger: {}, steps: parseSteps(value, new Set(), '') },
      };
    if (!isObject(value) || value.version === undefined)
      return { ok: false, message: 'Steps must be a JSON list' };
    if (value.version !== WORKFLOW_DEFINITION_VERSION)
      return { ok: false, message: `Steps version ${String(value.version)} is not known` };
    return {
      ok: true,
      definition: {
        version: 2,
        trigger: parseTrigger(value.trigger),
        steps: parseSteps(value.steps ?? [], new Set(), ''),
        ...parseWhenInactive(value.whenInactive),
        ...parseReentry(value.reentry),
        ...parseGoal(value.goal),
      },
    };
  } catch (error) {
    if (error instanceof StepError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The `steps` field's text for a definition. */
export function stringifyWorkflowDefinition(
  definition: Omit<WorkflowDefinition, 'version'>,
): string {
  return JSON.stringify({
    version: WORKFLOW_DEFINITION_VERSION,
    trigger: definition.trigger,
    steps: definition.steps,
    ...(definition.whenInactive === 'pause' && { whenInactive: 'pause' }),
    ...(definition.reentry && { reentry: definition.reentry }),
    ...(definition.goal && { goal: definition.goal }),
  });
}

/** Every step of a definition, branches included, in the order they appear. */
export function allSteps(steps: readonly WorkflowStep[]): WorkflowStep[] {
  return steps.flatMap((step) =>
    step.type === 'condition' ? [step, ...allSteps(step.yes), ...allSteps(step.no)] : [step],
  );
}

/**
 * Where a contact goes after each step: the next step in its list, or after the end of a branch
 * the step after its condition; `null` at the end of the workflow.
 */
export function nextSteps(steps: readonly WorkflowStep[]): Map<string, string | null> {
  const next = new Map<string, string | null>();
  const walk = (list: readonly WorkflowStep[], after: string | null) => {
    list.forEach((step, index) => {
      const following = list[index + 1]?.id ?? after;
      next.set(step.id, following);
      if (step.type === 'condition') {
        walk(step.yes, following);
        walk(step.no, following);
      }
    });
  };
  walk(steps, null);
  return next;
}

/**
 * Where an edit sends the contacts at each step it removed: on to the first step after it in the
 * old steps (the next in its list, then the one after its condition) that the new steps still
 * have, or `null`, the end, when none is left. Steps the new version keeps are not in the map:
 * their contacts stay where they are.
 */
export function removedStepsGoTo(
  before: readonly WorkflowStep[],
  after: readonly WorkflowStep[],
): Map<string, string | null> {
  const kept = new Set(allSteps(after).map((s) => s.id));
  const next = nextSteps(before);
  const moves = new Map<string, string | null>();
  for (const { id } of allSteps(before)) {
    if (kept.has(id)) continue;
    let to = next.get(id) ?? null;
    while (to !== null && !kept.has(to)) to = next.get(to) ?? null;
    moves.set(id, to);
  }
  return moves;
}

/**
 * The send email steps every contact reaching step `id` went past (before it in its list, and
 * before each condition it sits in): the emails a condition there may ask about, as the parser
 * allows. Empty when `id` is not a step of `steps`.
 */
export function emailStepsBefore(steps: readonly WorkflowStep[], id: string): WorkflowStep[] {
  const find = (list: readonly WorkflowStep[], before: WorkflowStep[]): WorkflowStep[] | null => {
    const emails = [...before];
    for (const step of list) {
      if (step.id === id) return emails;
      if (step.type === 'condition') {
        const inside = find(step.yes, emails) ?? find(step.no, emails);
        if (inside) return inside;
      }
      if (step.type === 'send_email') emails.push(step);
    }
    return null;
  };
  return find(steps, []) ?? [];
}

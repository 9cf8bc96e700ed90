import { useId, type ComponentType } from 'react';
import { Button, Checkbox, Label, Radio, RadioGroup, Select, SelectItem, TextField } from '@crm/ui';
import {
  CONTACT_FIELDS,
  EMAIL_EVENTS,
  FIELD_OPERATORS,
  stepLabel,
  WAIT_UNITS,
  WEEKDAYS,
  type EmailTemplate,
  type StepCondition,
  type WaitUntil,
  type WorkflowStep,
} from '@crm/api-client';
import { useDialogState, type DialogStateProps } from '../../../hooks/useDialogState';
import { WEEKDAY_NAMES } from '../lib/stepTree';
import * as styles from './WorkflowStepsDialog.css';

/** What the email designer a send email step opens is given (the templates area's editor). */
export interface EmailDesignerProps extends DialogStateProps {
  /** The saved template to change, or undefined to design a new one. */
  template?: EmailTemplate;
  /** The name a new email starts with, so the Templates page says where it is used. */
  name: string;
  /** Called with the saved template: the step sends it. */
  onSaved: (template: EmailTemplate) => void;
}

export interface StepSettingsProps {
  step: WorkflowStep;
  /** The templates a send email step can use. */
  templates: readonly EmailTemplate[];
  /**
   * Reads the next page of templates, while more remain: the list asks as its end comes into view.
   * @default undefined
   */
  onLoadMoreTemplates?: () => void;
  /**
   * Whether the next page of templates is being read.
   * @default false
   */
  isLoadingMoreTemplates?: boolean;
  /**
   * The dialog a send email step designs or edits its email in (the templates area's, composed by
   * the route: features do not import each other).
   */
  EmailDesigner: ComponentType<EmailDesignerProps>;
  /**
   * The name a new email designed for this step starts with ("Welcome series – email 1").
   * @default 'New email'
   */
  newEmailName?: string;
  /**
   * Called with a template saved from this step's designer, before the step changes to it: the
   * editor lists it at once, before the templates are read again.
   * @default undefined
   */
  onTemplateSaved?: (template: EmailTemplate) => void;
  /**
   * The send email steps every contact reaching this step went past, with their labels in the
   * flow ("1. Send email “Welcome”"): the emails a condition here can ask about.
   * @default []
   */
  emailSteps?: readonly { id: string; label: string }[];
  /**
   * The account's saved segments, which a condition can ask the contact to be in.
   * @default []
   */
  segments?: readonly { id: number; name: string }[];
  onChange: (step: WorkflowStep) => void;
}

type WaitStep = Extract<WorkflowStep, { type: 'wait' }>;
type EmailStep = Extract<WorkflowStep, { type: 'send_email' }>;

/** A wait until a day and time starts on weekdays at nine, the usual choice for mail. */
const WORKDAY_MORNING: WaitUntil = { weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], time: '09:00' };

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  position: 'Position',
  leadSource: 'Lead source',
  status: 'Status',
};
const OPERATOR_LABELS: Record<string, string> = {
  equals: 'equals',
  contains: 'contains',
  is_empty: 'is empty',
};
const CHECK_LABELS: Record<StepCondition['kind'], string> = {
  has_tag: 'Has tag',
  status: 'Status is',
  field: 'Field',
  email: 'Email of an earlier step',
  segment: 'In segment',
};
const EVENT_LABELS: Record<(typeof EMAIL_EVENTS)[number], string> = {
  opened: 'Opened it',
  clicked: 'Clicked a link in it',
};

const key = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One step's settings, as the panel under the flow shows them for the chosen step. */
export function StepSettings({
  step,
  templates,
  onLoadMoreTemplates,
  isLoadingMoreTemplates = false,
  EmailDesigner,
  newEmailName = 'New email',
  onTemplateSaved,
  emailSteps = [],
  segments = [],
  onChange,
}: StepSettingsProps) {
  const title = `${stepLabel(step.type)} settings`;
  return (
    <section className={styles.settings} aria-label={title}>
      <h3 className={styles.settingsTitle}>{title}</h3>
      {step.type === 'send_email' && (
        <EmailSettings
          step={step}
          templates={templates}
          onLoadMore={onLoadMoreTemplates}
          isLoadingMore={isLoadingMoreTemplates}
          EmailDesigner={EmailDesigner}
          newEmailName={newEmailName}
          onSaved={(template) => {
            onTemplateSaved?.(template);
            onChange({ ...step, templateId: template.id });
          }}
          onChange={onChange}
        />
      )}
      {step.type === 'wait' && <WaitSettings step={step} onChange={onChange} />}
      {step.type === 'condition' && (
        <ConditionSettings
          condition={step.condition}
          emailSteps={emailSteps}
          segments={segments}
          onChange={(condition) => onChange({ ...step, condition })}
        />
      )}
      {(step.type === 'add_tag' || step.type === 'remove_tag') && (
        <TextField label="Tag" value={step.tag} onChange={(tag) => onChange({ ...step, tag })} />
      )}
      {step.type === 'update_field' && (
        <div className={styles.row}>
          <Select
            label="Field"
            selectedKey={step.field}
            onSelectionChange={(field) => onChange({ ...step, field: key(field) })}
          >
            {['status', ...CONTACT_FIELDS.filter((f) => f !== 'email')].map((f) => (
              <SelectItem key={f} id={f}>
                {FIELD_LABELS[f] ?? f}
              </SelectItem>
            ))}
          </Select>
          <TextField
            label="New value"
            value={step.value}
            onChange={(value) => onChange({ ...step, value })}
          />
        </div>
      )}
      {step.type === 'exit' && <p className={styles.note}>Contacts leave the workflow here.</p>}
    </section>
  );
}

/**
 * The template a send email step sends, with its subject, and the designer opened on top of the
 * steps (which stay as they are, unsaved): a new email is selected once saved; Edit email changes
 * the saved template itself, wherever else it is used.
 */
function EmailSettings({
  step,
  templates,
  onLoadMore,
  isLoadingMore,
  EmailDesigner,
  newEmailName,
  onSaved,
  onChange,
}: {
  step: EmailStep;
  templates: readonly EmailTemplate[];
  onLoadMore: (() => void) | undefined;
  isLoadingMore: boolean;
  EmailDesigner: ComponentType<EmailDesignerProps>;
  newEmailName: string;
  onSaved: (template: EmailTemplate) => void;
  onChange: (step: EmailStep) => void;
}) {
  const designer = useDialogState<{ kind: 'new' } | { kind: 'edit'; template: EmailTemplate }>();
  const sharedNote = useId();
  const chosen = templates.find((t) => t.id === step.templateId);
  return (
    <>
      <Select
        label="Email template"
        placeholder="Choose a template"
        selectedKey={step.templateId > 0 ? step.templateId : null}
        onSelectionChange={(id) => onChange({ ...step, templateId: Number(id) })}
        description="Merge tags such as {{firstName}} are filled per contact."
        onLoadMore={onLoadMore}
        isLoadingMore={isLoadingMore}
      >
        {templates.map((t) => (
          <SelectItem key={t.id} id={t.id}>
            {t.name}
          </SelectItem>
        ))}
      </Select>
      {chosen && <p className={styles.note}>Subject: {chosen.subject}</p>}
      <div className={styles.row}>
        <Button variant="secondary" size="sm" onPress={() => designer.open({ kind: 'new' })}>
          Design new email
        </Button>
        {chosen && (
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={sharedNote}
            onPress={() => designer.open({ kind: 'edit', template: chosen })}
          >
            Edit email
          </Button>
        )}
      </div>
      {chosen && (
        <p id={sharedNote} className={styles.note}>
          Editing changes the saved template, also where other campaigns and workflows use it.
        </p>
      )}
      {designer.dialog && (
        <EmailDesigner
          key={designer.opened}
          {...designer.modal}
          template={designer.dialog.kind === 'edit' ? designer.dialog.template : undefined}
          name={newEmailName}
          onSaved={onSaved}
        />
      )}
    </>
  );
}

function WaitSettings({ step, onChange }: { step: WaitStep; onChange: (step: WaitStep) => void }) {
  const daysLabel = useId();
  const until = 'until' in step ? step.until : undefined;
  return (
    <>
      <RadioGroup
        label="Wait"
        value={until ? 'until' : 'for'}
        onChange={(mode) =>
          onChange(
            mode === 'until'
              ? { id: step.id, type: 'wait', until: WORKDAY_MORNING }
              : { id: step.id, type: 'wait', amount: 1, unit: 'days' },
          )
        }
      >
        <Radio value="for">For a time</Radio>
        <Radio value="until">Until a day and time</Radio>
      </RadioGroup>
      {!until && 'amount' in step && (
        <div className={styles.row}>
          <TextField
            label="Wait for"
            inputMode="numeric"
            value={String(step.amount)}
            onChange={(value) =>
              onChange({ ...step, amount: Math.max(0, Number.parseInt(value, 10) || 0) })
            }
          />
          <Select
            label="Unit"
            selectedKey={step.unit}
            onSelectionChange={(unit) => onChange({ ...step, unit: unit as typeof step.unit })}
          >
            {WAIT_UNITS.map((u) => (
              <SelectItem key={u} id={u}>
                {u}
              </SelectItem>
            ))}
          </Select>
        </div>
      )}
      {until && (
        <>
          <div role="group" aria-labelledby={daysLabel} className={styles.days}>
            <Label id={daysLabel} elementType="span">
              On any of
            </Label>
            <div className={styles.row}>
              {WEEKDAYS.map((day) => (
                <Checkbox
                  key={day}
                  isSelected={until.weekdays.includes(day)}
                  onChange={(on) =>
                    onChange({
                      ...step,
                      until: {
                        ...until,
                        weekdays: WEEKDAYS.filter((d) =>
                          d === day ? on : until.weekdays.includes(d),
                        ),
                      },
                    })
                  }
                >
                  {WEEKDAY_NAMES[day]}
                </Checkbox>
              ))}
            </div>
          </div>
          <TextField
            label="At (UTC)"
            value={until.time}
            placeholder="09:00"
            description="A 24-hour time in UTC. The contact moves on at the first of these days and times after arriving."
            onChange={(time) => onChange({ ...step, until: { ...until, time: time.trim() } })}
          />
        </>
      )}
    </>
  );
}

function ConditionSettings({
  condition,
  emailSteps,
  segments,
  onChange,
}: {
  condition: StepCondition;
  emailSteps: readonly { id: string; label: string }[];
  segments: readonly { id: number; name: string }[];
  onChange: (condition: StepCondition) => void;
}) {
  return (
    <>
      <div className={styles.row}>
        <Select
          label="Check"
          selectedKey={condition.kind}
          onSelectionChange={(kind) => {
            if (kind === 'has_tag') onChange({ kind, tag: '' });
            else if (kind === 'status') onChange({ kind, status: '' });
            else if (kind === 'email')
              onChange({ kind, stepId: emailSteps.at(-1)?.id ?? '', event: 'opened' });
            else if (kind === 'segment') onChange({ kind, segmentId: segments[0]?.id ?? 0 });
            else onChange({ kind: 'field', field: 'company', operator: 'equals', value: '' });
          }}
        >
          {(Object.keys(CHECK_LABELS) as StepCondition['kind'][]).map((k) => (
            <SelectItem key={k} id={k}>
              {CHECK_LABELS[k]}
            </SelectItem>
          ))}
        </Select>
        {condition.kind === 'has_tag' && (
          <TextField
            label="Tag"
            value={condition.tag}
            onChange={(tag) => onChange({ ...condition, tag })}
          />
        )}
        {condition.kind === 'status' && (
          <TextField
            label="Status"
            value={condition.status}
            onChange={(status) => onChange({ ...condition, status })}
          />
        )}
        {condition.kind === 'email' && emailSteps.length > 0 && (
          <>
            <Select
              label="Email"
              placeholder="Choose an email step"
              selectedKey={
                emailSteps.some((e) => e.id === condition.stepId) ? condition.stepId : null
              }
              onSelectionChange={(stepId) => onChange({ ...condition, stepId: key(stepId) })}
            >
              {emailSteps.map((e) => (
                <SelectItem key={e.id} id={e.id}>
                  {e.label}
                </SelectItem>
              ))}
            </Select>
            <Select
              label="The contact"
              selectedKey={condition.event}
              onSelectionChange={(event) =>
                onChange({ ...condition, event: event as typeof condition.event })
              }
            >
              {EMAIL_EVENTS.map((e) => (
                <SelectItem key={e} id={e}>
                  {EVENT_LABELS[e]}
                </SelectItem>
              ))}
            </Select>
          </>
        )}
        {condition.kind === 'segment' && segments.length > 0 && (
          <Select
            label="Segment"
            placeholder="Choose a segment"
            selectedKey={
              segments.some((g) => g.id === condition.segmentId) ? condition.segmentId : null
            }
            onSelectionChange={(id) => onChange({ ...condition, segmentId: Number(id) })}
          >
            {segments.map((g) => (
              <SelectItem key={g.id} id={g.id}>
                {g.name}
              </SelectItem>
            ))}
          </Select>
        )}
        {condition.kind === 'field' && (
          <>
            <Select
              label="Contact field"
              selectedKey={condition.field}
              onSelectionChange={(field) => onChange({ ...condition, field: key(field) })}
            >
              {CONTACT_FIELDS.map((f) => (
                <SelectItem key={f} id={f}>
                  {FIELD_LABELS[f] ?? f}
                </SelectItem>
              ))}
            </Select>
            <Select
              label="Operator"
              selectedKey={condition.operator}
              onSelectionChange={(operator) =>
                onChange({ ...condition, operator: operator as typeof condition.operator })
              }
            >
              {FIELD_OPERATORS.map((o) => (
                <SelectItem key={o} id={o}>
                  {OPERATOR_LABELS[o]}
                </SelectItem>
              ))}
            </Select>
            {condition.operator !== 'is_empty' && (
              <TextField
                label="Value"
                value={condition.value}
                onChange={(value) => onChange({ ...condition, value })}
              />
            )}
          </>
        )}
      </div>
      {condition.kind === 'segment' && segments.length === 0 && (
        <p className={styles.note}>
          No saved segments yet: build one under Segments, then choose it here. The contact is
          checked against it as it is when they reach this step.
        </p>
      )}
      {condition.kind === 'email' && emailSteps.length === 0 && (
        <p className={styles.note}>
          Add a send email step before this condition: it can only ask about an email every contact
          here was sent.
        </p>
      )}
    </>
  );
}

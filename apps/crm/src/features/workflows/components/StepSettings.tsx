import { Select, SelectItem, TextField } from '@crm/ui';
import {
  CONTACT_FIELDS,
  FIELD_OPERATORS,
  stepLabel,
  WAIT_UNITS,
  type StepCondition,
  type WorkflowStep,
} from '@crm/api-client';
import * as styles from './WorkflowStepsDialog.css';

export interface StepSettingsProps {
  step: WorkflowStep;
  /** The templates a send email step can use. */
  templates: readonly { id: number; name: string }[];
  onChange: (step: WorkflowStep) => void;
}

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
};

const key = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One step's settings, as the panel under the flow shows them for the chosen step. */
export function StepSettings({ step, templates, onChange }: StepSettingsProps) {
  const title = `${stepLabel(step.type)} settings`;
  return (
    <section className={styles.settings} aria-label={title}>
      <h3 className={styles.settingsTitle}>{title}</h3>
      {step.type === 'send_email' && (
        <Select
          label="Email template"
          placeholder="Choose a template"
          selectedKey={step.templateId > 0 ? step.templateId : null}
          onSelectionChange={(id) => onChange({ ...step, templateId: Number(id) })}
          description="Merge tags such as {{firstName}} are filled per contact."
        >
          {templates.map((t) => (
            <SelectItem key={t.id} id={t.id}>
              {t.name}
            </SelectItem>
          ))}
        </Select>
      )}
      {step.type === 'wait' && (
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
      {step.type === 'condition' && (
        <ConditionSettings
          condition={step.condition}
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

function ConditionSettings({
  condition,
  onChange,
}: {
  condition: StepCondition;
  onChange: (condition: StepCondition) => void;
}) {
  return (
    <div className={styles.row}>
      <Select
        label="Check"
        selectedKey={condition.kind}
        onSelectionChange={(kind) => {
          if (kind === 'has_tag') onChange({ kind, tag: '' });
          else if (kind === 'status') onChange({ kind, status: '' });
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
  );
}

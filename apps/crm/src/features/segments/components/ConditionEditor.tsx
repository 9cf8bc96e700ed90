import { Button, Select, SelectItem, TextField } from '@crm/ui';
import {
  CREATED_OPERATORS,
  ENGAGEMENT_OPERATORS,
  FIELD_TYPE_OPERATORS,
  IS_OPERATORS,
  SEGMENT_CONDITION_KINDS,
  SEGMENT_CONTACT_FIELDS,
  SEGMENT_FIELD_OPERATORS,
  SEGMENT_OPERATORS,
  TAGS_OPERATORS,
  WORKFLOW_OPERATORS,
  customFieldName,
  type SegmentConditionKind,
  type SegmentFieldType,
} from '@crm/api-client';
import { useCampaigns, useForms, useSegments, useWorkflowPages } from '@crm/api-client/react';
import { TagPicker } from '../../../components/TagPicker';
import { CONTACT_STATUS_OPTIONS, statusLabel } from '../../../lib/contactStatuses';
import { type DraftCondition, fieldType, newCondition } from '../lib/segmentDraft';
import { DATE_OP_LABELS, FIELD_LABELS, KIND_LABELS, OP_LABELS } from '../lib/segmentLabels';
import * as formStyles from '../../../styles/form.css';
import * as styles from './SegmentEditor.css';

/** The custom fields the editor knows the type of: those the account's forms ask for. */
export type CustomFieldTypes = Readonly<Record<string, SegmentFieldType>>;

/** A field picked from the list, or "another custom field" typed by name. */
const OTHER_FIELD = 'custom:';

export interface ConditionEditorProps {
  condition: DraftCondition;
  /** Its number in the editor ("Condition 3"), as the server's messages count. */
  number: number;
  onChange: (condition: DraftCondition) => void;
  onRemove: () => void;
  /** What the server or the contract found wrong with it. */
  error?: string;
  customTypes: CustomFieldTypes;
  /** The segment being edited, which "Segment is in" does not offer (it cannot include itself). */
  segmentId?: number;
}

function OpSelect({
  ops,
  value,
  labels = OP_LABELS,
  onChange,
}: {
  ops: readonly string[];
  value: string;
  labels?: Record<string, string>;
  onChange: (op: string) => void;
}) {
  return (
    <Select
      className={styles.control}
      label="Operator"
      value={ops.includes(value) ? value : ops[0]}
      onChange={(key) => onChange(String(key))}
    >
      {ops.map((op) => (
        <SelectItem key={op} id={op}>
          {labels[op] ?? OP_LABELS[op] ?? op}
        </SelectItem>
      ))}
    </Select>
  );
}

function FieldCondition({
  condition: c,
  set,
  customTypes,
}: {
  condition: DraftCondition;
  set: (change: Partial<DraftCondition>) => void;
  customTypes: CustomFieldTypes;
}) {
  const known =
    Object.hasOwn(SEGMENT_CONTACT_FIELDS, c.field) || c.field in customFieldKeys(customTypes);
  const fieldKey = known ? c.field : OTHER_FIELD;
  const custom = customFieldName(c.field);
  const typeKnown = custom === undefined || customTypes[custom] !== undefined;
  const type = fieldType(c.field, customTypes);
  // A custom field no form asks for: its type is the server's to know, so every operator is offered.
  const ops = typeKnown ? FIELD_TYPE_OPERATORS[type] : SEGMENT_FIELD_OPERATORS;
  const op = ops.includes(c.op as never) ? c.op : ops[0]!;
  const inputType = type === 'date' ? 'date' : 'text';
  const valueLabel = type === 'date' ? 'Date' : type === 'number' ? 'Number' : 'Value';
  return (
    <>
      <Select
        className={styles.control}
        label="Field"
        value={fieldKey}
        onChange={(key) => {
          const field = String(key);
          const next = fieldType(field, customTypes);
          set({ field, op: FIELD_TYPE_OPERATORS[next][0]!, value: '', value2: '' });
        }}
      >
        {Object.keys(SEGMENT_CONTACT_FIELDS).map((field) => (
          <SelectItem key={field} id={field}>
            {FIELD_LABELS[field] ?? field}
          </SelectItem>
        ))}
        {Object.keys(customTypes).map((name) => (
          <SelectItem key={name} id={`custom:${name}`}>
            {`${name} (custom)`}
          </SelectItem>
        ))}
        <SelectItem id={OTHER_FIELD}>Another custom field…</SelectItem>
      </Select>
      {fieldKey === OTHER_FIELD && (
        <TextField
          className={styles.control}
          label="Custom field name"
          value={custom ?? ''}
          onChange={(name) => set({ field: `custom:${name}` })}
        />
      )}
      <OpSelect
        ops={ops}
        value={op}
        labels={type === 'date' ? { ...OP_LABELS, ...DATE_OP_LABELS } : OP_LABELS}
        onChange={(next) => set({ op: next })}
      />
      {op !== 'is_empty' && op !== 'is_not_empty' && (
        <TextField
          className={styles.control}
          label={op === 'between' ? `From (${valueLabel.toLowerCase()})` : valueLabel}
          type={inputType}
          inputMode={type === 'number' ? 'decimal' : undefined}
          value={c.value}
          onChange={(value) => set({ value })}
        />
      )}
      {op === 'between' && (
        <TextField
          className={styles.control}
          label={`To (${valueLabel.toLowerCase()})`}
          type={inputType}
          inputMode={type === 'number' ? 'decimal' : undefined}
          value={c.value2}
          onChange={(value2) => set({ value2 })}
        />
      )}
    </>
  );
}

const customFieldKeys = (types: CustomFieldTypes) =>
  Object.fromEntries(Object.keys(types).map((name) => [`custom:${name}`, true]));

/** Picks one of the account's campaigns, workflows or forms by id. */
function RecordSelect({
  label,
  value,
  onChange,
  records,
  anyLabel,
}: {
  label: string;
  value: string;
  onChange: (id: string) => void;
  records: readonly { id: number; name: string }[];
  /** The option for none in particular (optional pickers only). */
  anyLabel?: string;
}) {
  return (
    <Select
      className={styles.control}
      label={label}
      placeholder={`Choose a ${label.toLowerCase()}`}
      value={value === '' ? (anyLabel ? 'any' : null) : value}
      onChange={(key) => onChange(key === 'any' || key === null ? '' : String(key))}
    >
      {[
        ...(anyLabel
          ? [
              <SelectItem key="any" id="any">
                {anyLabel}
              </SelectItem>,
            ]
          : []),
        ...records.map((record) => (
          <SelectItem key={record.id} id={String(record.id)}>
            {record.name}
          </SelectItem>
        )),
      ]}
    </Select>
  );
}

function EngagementCondition({
  condition: c,
  set,
}: {
  condition: DraftCondition;
  set: (change: Partial<DraftCondition>) => void;
}) {
  const campaigns = useCampaigns().data ?? [];
  return (
    <>
      <OpSelect ops={ENGAGEMENT_OPERATORS} value={c.op} onChange={(op) => set({ op })} />
      {c.op === 'received_without_opening' && (
        <TextField
          className={styles.control}
          label="At least this many emails"
          inputMode="numeric"
          value={c.count}
          placeholder="1"
          onChange={(count) => set({ count })}
        />
      )}
      <TextField
        className={styles.control}
        label="In the last days"
        description="Blank for any time"
        inputMode="numeric"
        value={c.days}
        onChange={(days) => set({ days })}
      />
      <RecordSelect
        label="Campaign"
        anyLabel="Any campaign"
        value={c.campaignId}
        records={campaigns}
        onChange={(campaignId) => set({ campaignId })}
      />
    </>
  );
}

function WorkflowCondition({
  condition: c,
  set,
}: {
  condition: DraftCondition;
  set: (change: Partial<DraftCondition>) => void;
}) {
  const workflows = useWorkflowPages().data?.rows ?? [];
  return (
    <>
      <OpSelect ops={WORKFLOW_OPERATORS} value={c.op} onChange={(op) => set({ op })} />
      <RecordSelect
        label="Workflow"
        value={c.workflowId}
        records={workflows}
        onChange={(workflowId) => set({ workflowId })}
      />
    </>
  );
}

function FormCondition({
  condition: c,
  set,
}: {
  condition: DraftCondition;
  set: (change: Partial<DraftCondition>) => void;
}) {
  const forms = useForms().data ?? [];
  return (
    <RecordSelect
      label="Form"
      value={c.formId}
      records={forms}
      onChange={(formId) => set({ formId })}
    />
  );
}

function SegmentCondition({
  condition: c,
  set,
  segmentId,
}: {
  condition: DraftCondition;
  set: (change: Partial<DraftCondition>) => void;
  segmentId: number | undefined;
}) {
  const others = (useSegments().data ?? []).filter((segment) => segment.id !== segmentId);
  return (
    <>
      <OpSelect ops={SEGMENT_OPERATORS} value={c.op} onChange={(op) => set({ op })} />
      <RecordSelect
        label="Segment"
        value={c.segmentId}
        records={others}
        onChange={(id) => set({ segmentId: id })}
      />
    </>
  );
}

/**
 * One condition: its kind, then the boxes of that kind, in a fieldset named by its number and kind
 * ("Condition 2: Tags"), so a screen reader hears which condition each box belongs to. A problem
 * the server or the contract found with it is shown under it and described by it.
 */
export function ConditionEditor({
  condition: c,
  number,
  onChange,
  onRemove,
  error,
  customTypes,
  segmentId,
}: ConditionEditorProps) {
  const set = (change: Partial<DraftCondition>) => onChange({ ...c, ...change });
  const errorId = `${c.key}-error`;
  const title = `Condition ${number}: ${KIND_LABELS[c.kind]}`;
  return (
    <fieldset
      className={`${styles.condition} ${error ? styles.invalid : ''}`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.fields}>
        <Select
          className={styles.control}
          label="Kind"
          value={c.kind}
          onChange={(key) => {
            const kind = String(key) as SegmentConditionKind;
            if (kind !== c.kind) onChange({ ...newCondition(kind), key: c.key });
          }}
        >
          {SEGMENT_CONDITION_KINDS.map((kind) => (
            <SelectItem key={kind} id={kind}>
              {KIND_LABELS[kind]}
            </SelectItem>
          ))}
        </Select>
        {c.kind === 'tags' && (
          <>
            <OpSelect ops={TAGS_OPERATORS} value={c.op} onChange={(op) => set({ op })} />
            <TagPicker tags={c.tags} onChange={(tags) => set({ tags })} />
          </>
        )}
        {c.kind === 'status' && (
          <>
            <OpSelect ops={IS_OPERATORS} value={c.op} onChange={(op) => set({ op })} />
            <Select
              className={styles.control}
              label="Status"
              value={c.value || null}
              onChange={(key) => set({ value: String(key) })}
            >
              {CONTACT_STATUS_OPTIONS.map((status) => (
                <SelectItem key={status} id={status}>
                  {statusLabel(status)}
                </SelectItem>
              ))}
            </Select>
          </>
        )}
        {c.kind === 'lead_source' && (
          <>
            <OpSelect ops={IS_OPERATORS} value={c.op} onChange={(op) => set({ op })} />
            <TextField
              className={styles.control}
              label="Lead source"
              value={c.value}
              onChange={(value) => set({ value })}
            />
          </>
        )}
        {c.kind === 'created' && (
          <>
            <OpSelect
              ops={CREATED_OPERATORS}
              value={c.op}
              onChange={(op) => set({ op, value: '' })}
            />
            {c.op === 'in_last_days' ? (
              <TextField
                className={styles.control}
                label="Days"
                inputMode="numeric"
                value={c.value}
                onChange={(value) => set({ value })}
              />
            ) : (
              <TextField
                className={styles.control}
                label="Date"
                type="date"
                value={c.value}
                onChange={(value) => set({ value })}
              />
            )}
          </>
        )}
        {c.kind === 'field' && <FieldCondition condition={c} set={set} customTypes={customTypes} />}
        {c.kind === 'engagement' && <EngagementCondition condition={c} set={set} />}
        {c.kind === 'workflow' && <WorkflowCondition condition={c} set={set} />}
        {c.kind === 'form' && <FormCondition condition={c} set={set} />}
        {c.kind === 'segment' && <SegmentCondition condition={c} set={set} segmentId={segmentId} />}
        <Button variant="ghost" aria-label={`Remove condition ${number}`} onPress={onRemove}>
          Remove
        </Button>
      </div>
      {error && (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

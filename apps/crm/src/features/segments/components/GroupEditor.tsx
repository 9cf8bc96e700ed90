import { Button, Menu, MenuItem, MenuTrigger, Radio, RadioGroup } from '@crm/ui';
import {
  SEGMENT_CONDITION_KINDS,
  SEGMENT_LIMITS,
  type SegmentConditionKind,
} from '@crm/api-client';
import {
  type DraftGroup,
  type DraftItem,
  isDraftGroup,
  newCondition,
  newGroup,
} from '../lib/segmentDraft';
import { KIND_LABELS } from '../lib/segmentLabels';
import * as formStyles from '../../../styles/form.css';
import { ConditionEditor, type CustomFieldTypes } from './ConditionEditor';
import * as styles from './SegmentEditor.css';

export interface GroupEditorProps {
  group: DraftGroup;
  /** 1 for the segment's own group; nested groups stop at the contract's depth. */
  depth: number;
  /** The group's name for screen readers ("All conditions", "Group 2"). */
  title: string;
  onChange: (item: DraftItem) => void;
  /** Absent for the segment's own group, which cannot be removed. */
  onRemove?: () => void;
  /** Conditions numbered so far, depth first, as the server counts them in its messages. */
  numberOf: (key: string) => number;
  errorOf: (key: string) => string | undefined;
  customTypes: CustomFieldTypes;
  /** The segment being edited (absent for a new one): its conditions do not offer it. */
  segmentId?: number;
}

/**
 * A group of conditions matched all (AND) or any (OR), in a fieldset named by `title`: its
 * conditions and groups, and buttons to add a condition of a kind or a nested group.
 */
export function GroupEditor({
  group,
  depth,
  title,
  onChange,
  onRemove,
  numberOf,
  errorOf,
  customTypes,
  segmentId,
}: GroupEditorProps) {
  const full = group.items.length >= SEGMENT_LIMITS.perGroup;
  const setItems = (items: DraftItem[]) => onChange({ ...group, items });
  const replace = (item: DraftItem) =>
    setItems(group.items.map((other) => (other.key === item.key ? item : other)));
  const remove = (key: string) => setItems(group.items.filter((other) => other.key !== key));
  const error = errorOf(group.key);
  const errorId = `${group.key}-error`;
  return (
    <fieldset className={formStyles.boxedFieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{title}</legend>
      <RadioGroup
        label="Match"
        orientation="horizontal"
        value={group.match}
        onChange={(match) => onChange({ ...group, match: match as DraftGroup['match'] })}
      >
        <Radio value="all">All conditions (and)</Radio>
        <Radio value="any">Any condition (or)</Radio>
      </RadioGroup>
      {group.items.length > 0 && (
        <ul className={styles.items}>
          {group.items.map((item, index) => (
            <li key={item.key}>
              {isDraftGroup(item) ? (
                <GroupEditor
                  group={item}
                  depth={depth + 1}
                  title={`${title}, group ${index + 1}`}
                  onChange={replace}
                  onRemove={() => remove(item.key)}
                  numberOf={numberOf}
                  errorOf={errorOf}
                  customTypes={customTypes}
                  segmentId={segmentId}
                />
              ) : (
                <ConditionEditor
                  condition={item}
                  number={numberOf(item.key)}
                  onChange={replace}
                  onRemove={() => remove(item.key)}
                  error={errorOf(item.key)}
                  customTypes={customTypes}
                  segmentId={segmentId}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.bar}>
        <div className={styles.fields}>
          <MenuTrigger>
            <Button variant="secondary" isDisabled={full}>
              Add condition
            </Button>
            <Menu
              aria-label={`Kind of condition to add to ${title}`}
              onAction={(key) =>
                setItems([...group.items, newCondition(String(key) as SegmentConditionKind)])
              }
            >
              {SEGMENT_CONDITION_KINDS.map((kind) => (
                <MenuItem key={kind} id={kind}>
                  {KIND_LABELS[kind]}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
          {depth < SEGMENT_LIMITS.depth && (
            <Button
              variant="secondary"
              isDisabled={full}
              onPress={() =>
                setItems([...group.items, newGroup(group.match === 'all' ? 'any' : 'all')])
              }
            >
              Add group
            </Button>
          )}
        </div>
        {onRemove && (
          <Button variant="ghost" aria-label={`Remove group: ${title}`} onPress={onRemove}>
            Remove group
          </Button>
        )}
      </div>
    </fieldset>
  );
}

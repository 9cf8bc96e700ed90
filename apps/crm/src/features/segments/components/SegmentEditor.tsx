import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardContent, TextField } from '@crm/ui';
import {
  ApiError,
  parseInput,
  SegmentCountInputSchema,
  type Segment,
  type SegmentFieldType,
  type SegmentGroupInput,
} from '@crm/api-client';
import {
  useCreateSegment,
  useForms,
  useSegmentConditionsCount,
  useUpdateSegment,
} from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import { useDebounced } from '../../../hooks/useDebounced';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as formStyles from '../../../styles/form.css';
import * as screen from '../../../styles/screen.css';
import {
  type DraftGroup,
  fromConditions,
  isDraftGroup,
  itemAt,
  newGroup,
  toConditions,
} from '../lib/segmentDraft';
import { matchText } from '../lib/segmentLabels';
import { segmentContactsPath } from '../lib/segmentPaths';
import { GroupEditor } from './GroupEditor';
import * as styles from './SegmentEditor.css';

/** How long the conditions rest before the live count asks the server. */
export const COUNT_DEBOUNCE_MS = 400;

/** A form field's type as a segment compares it (a choice is text; a checkbox is not compared). */
const FORM_TYPES: Partial<Record<string, SegmentFieldType>> = {
  text: 'text',
  choice: 'text',
  number: 'number',
  date: 'date',
};

/** The custom fields the account's forms ask for, with their types (the field picker's list). */
function useCustomFieldTypes(): Record<string, SegmentFieldType> {
  const forms = useForms().data;
  return useMemo(() => {
    const types: Record<string, SegmentFieldType> = {};
    for (const form of forms ?? []) {
      for (const field of form.fields) {
        const type = FORM_TYPES[field.type];
        if (field.key.startsWith('custom:') && type) types[field.key.slice(7)] = type;
      }
    }
    return types;
  }, [forms]);
}

/** Each condition's number, depth first, as the server's messages count them ("Condition 3"). */
function conditionNumbers(group: DraftGroup, numbers = new Map<string, number>()) {
  for (const item of group.items) {
    if (isDraftGroup(item)) conditionNumbers(item, numbers);
    else numbers.set(item.key, numbers.size + 1);
  }
  return numbers;
}

/** A problem named by its path: the contract's (before asking), else the server's 400. */
type Problem = { message: string; field: string | undefined };

const problemOf = (error: unknown): Problem | undefined =>
  error instanceof ApiError && error.status === 400
    ? { message: error.serverMessage ?? error.message, field: error.field }
    : undefined;

export interface SegmentEditorProps {
  /** The saved segment to edit; absent for a new one. */
  segment?: Segment;
}

/**
 * The segment editor (issue 27 §1): a name, the segment's own group of conditions (all or any,
 * nested groups to the contract's depth), a live count of the contacts the conditions match as
 * they change, and each problem shown on the condition it names. Save goes back to the list.
 */
export function SegmentEditor({ segment }: SegmentEditorProps) {
  const navigate = useNavigate();
  const customTypes = useCustomFieldTypes();
  const [name, setName] = useState(segment?.name ?? '');
  const [nameError, setNameError] = useState<string>();
  const [root, setRoot] = useState<DraftGroup>(() =>
    segment ? fromConditions(segment.conditions) : newGroup(),
  );

  const conditions: SegmentGroupInput = toConditions(root, customTypes);
  const conditionsKey = JSON.stringify(conditions);
  const checked = parseInput(SegmentCountInputSchema, { conditions });
  const settled = useDebounced(
    { conditions, valid: checked.success },
    conditionsKey,
    COUNT_DEBOUNCE_MS,
  );
  const isSettling = JSON.stringify(settled.conditions) !== conditionsKey;
  const count = useSegmentConditionsCount(settled.conditions, { enabled: settled.valid });

  const createSegment = useToastMutation(useCreateSegment(), {
    success: 'Segment saved',
    error: 'Failed to save segment',
  });
  const updateSegment = useToastMutation(useUpdateSegment(), {
    success: 'Segment saved',
    error: 'Failed to save segment',
  });
  const saving = segment ? updateSegment : createSegment;

  // The contract's problem at once; else the server's last answer to the count or to Save.
  const problem: Problem | undefined = !checked.success
    ? { message: checked.error.message, field: checked.error.field }
    : (problemOf(saving.error) ?? (isSettling ? undefined : problemOf(count.error)));
  const problemKey = itemAt(root, problem?.field);
  const errorOf = (key: string) => (key === problemKey ? problem?.message : undefined);
  const numbers = conditionNumbers(root);

  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Name is required');
      return;
    }
    setNameError(undefined);
    if (!checked.success) return;
    const input = { name: trimmed, conditions };
    try {
      if (segment) await updateSegment.mutateAsync({ id: segment.id, input });
      else await createSegment.mutateAsync(input);
      void navigate(paths.segments);
    } catch {
      // The toast says so; a 400 is shown on its condition.
    }
  };

  const countText = !checked.success
    ? 'Fix the conditions to see how many contacts match'
    : count.isError && !problemOf(count.error)
      ? 'The count could not be loaded'
      : count.data === undefined
        ? 'Counting contacts…'
        : matchText(count.data);

  return (
    <div className={screen.stack}>
      <Card>
        <CardContent>
          <form
            className={formStyles.form}
            noValidate
            aria-label={segment ? `Edit segment ${segment.name}` : 'New segment'}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <TextField
              label="Name"
              value={name}
              onChange={(next) => {
                setName(next);
                setNameError(undefined);
              }}
              isInvalid={nameError !== undefined}
              errorMessage={nameError}
              maxLength={200}
            />
            <GroupEditor
              group={root}
              depth={1}
              title="Conditions"
              onChange={(group) => setRoot(group as DraftGroup)}
              numberOf={(key) => numbers.get(key) ?? 0}
              errorOf={errorOf}
              customTypes={customTypes}
              segmentId={segment?.id}
            />
            <div className={styles.bar}>
              <p
                className={styles.count}
                role="status"
                aria-live="polite"
                aria-busy={count.isFetching || isSettling}
              >
                {countText}
              </p>
              <div className={screen.row}>
                {segment && (
                  <Button
                    variant="secondary"
                    onPress={() => void navigate(segmentContactsPath(segment.id))}
                  >
                    View contacts
                  </Button>
                )}
                <Button variant="secondary" onPress={() => void navigate(paths.segments)}>
                  Cancel
                </Button>
                <Button type="submit" isPending={saving.isPending}>
                  Save
                </Button>
              </div>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

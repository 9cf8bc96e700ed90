import { Radio, RadioGroup, Select, SelectItem, Switch, TextField } from '@crm/ui';
import type {
  DateTriggerSettings,
  ReentryRule,
  TriggerSettings,
  TriggerType,
  WorkflowGoal,
} from '@crm/api-client';
import { useCampaigns, usePipelineStages } from '@crm/api-client/react';
import * as styles from './WorkflowStepsDialog.css';

export interface TriggerSettingsFieldsProps {
  trigger: TriggerType;
  settings: TriggerSettings;
  onChange: (settings: TriggerSettings) => void;
  /** Whether contacts enter once or again; undefined: the default (once; a yearly date: again). */
  reentry?: ReentryRule;
  onReentryChange: (reentry: ReentryRule) => void;
  /** What takes contacts out wherever they are; undefined: no goal. */
  goal?: WorkflowGoal;
  onGoalChange: (goal: WorkflowGoal | undefined) => void;
}

/** A new date trigger's settings: on a `birthday` custom field, at 09:00 UTC, every year. */
export const DEFAULT_DATE_TRIGGER: DateTriggerSettings = {
  field: 'custom:birthday',
  days: 0,
  direction: 'before',
  time: '09:00',
  yearly: true,
};

const NO_GOAL = 'none';
const wholeNumber = (value: string) => Math.max(0, Number.parseInt(value, 10) || 0);

const ANY_CAMPAIGN = 'any';
const ANY_STAGE = 'any';

/**
 * What the workflow's trigger waits for: which tag, which campaign's opens or clicks and which
 * link, whether imported contacts enter, which date of the contact, which pipeline stage a deal
 * enters (the deal's contacts enter); then who enters (once or
 * again) and the goal that takes contacts out. A setting left empty takes any.
 */
export function TriggerSettingsFields({
  trigger,
  settings,
  onChange,
  reentry,
  onReentryChange,
  goal,
  onGoalChange,
}: TriggerSettingsFieldsProps) {
  const engagement = trigger === 'email_opened' || trigger === 'link_clicked';
  const campaigns = useCampaigns({ enabled: engagement });
  const set = (change: Partial<TriggerSettings>) => onChange({ ...settings, ...change });
  const date = settings.date ?? DEFAULT_DATE_TRIGGER;
  const setDate = (change: Partial<DateTriggerSettings>) => set({ date: { ...date, ...change } });
  const again = reentry?.again ?? (trigger === 'date' && date.yearly);
  return (
    <>
      {trigger === 'date' && (
        <fieldset className={styles.settings}>
          <legend className={styles.settingsTitle}>Date that starts the workflow</legend>
          <div className={styles.row}>
            <Select
              label="Date of the contact"
              selectedKey={date.field === 'createdAt' ? 'createdAt' : 'custom'}
              onSelectionChange={(key) =>
                setDate({ field: key === 'createdAt' ? 'createdAt' : 'custom:birthday' })
              }
            >
              <SelectItem id="custom">A custom field</SelectItem>
              <SelectItem id="createdAt">The day it was added</SelectItem>
            </Select>
            {date.field !== 'createdAt' && (
              <TextField
                label="Custom field"
                description="Its values are dates written 1990-12-31."
                value={date.field.slice('custom:'.length)}
                onChange={(name) => setDate({ field: `custom:${name}` })}
              />
            )}
          </div>
          <div className={styles.row}>
            <TextField
              label="Days"
              inputMode="numeric"
              value={String(date.days)}
              onChange={(value) => setDate({ days: wholeNumber(value) })}
            />
            <Select
              label="Before or after"
              selectedKey={date.direction}
              onSelectionChange={(key) =>
                setDate({ direction: key as DateTriggerSettings['direction'] })
              }
            >
              <SelectItem id="before">before the date</SelectItem>
              <SelectItem id="after">after the date</SelectItem>
            </Select>
            <TextField
              label="Time of day (UTC)"
              description="24-hour clock, such as 09:00."
              value={date.time}
              onChange={(time) => setDate({ time: time.trim() })}
            />
          </div>
          <Switch isSelected={date.yearly} onChange={(yearly) => setDate({ yearly })}>
            Every year on that day (birthday, anniversary)
          </Switch>
        </fieldset>
      )}
      {trigger === 'tag_added' && (
        <TextField
          label="Tag that starts the workflow"
          description="Leave empty to start on any tag."
          value={settings.tag ?? ''}
          onChange={(tag) => set({ tag: tag.trim() ? tag : undefined })}
        />
      )}
      {(trigger === 'contact_added' || trigger === 'subscription_started') && (
        <Switch
          isSelected={settings.includeImported !== false}
          onChange={(includeImported) => set({ includeImported })}
        >
          Imported contacts enter too
        </Switch>
      )}
      {engagement && (
        <Select
          label={trigger === 'email_opened' ? 'Opened email of' : 'Clicked link in'}
          selectedKey={
            settings.campaignId === undefined ? ANY_CAMPAIGN : String(settings.campaignId)
          }
          onSelectionChange={(key) =>
            set({ campaignId: key === ANY_CAMPAIGN ? undefined : Number(key) })
          }
        >
          {[
            <SelectItem key={ANY_CAMPAIGN} id={ANY_CAMPAIGN}>
              Any campaign
            </SelectItem>,
            ...(campaigns.data ?? []).map((campaign) => (
              <SelectItem key={campaign.id} id={String(campaign.id)}>
                {campaign.name}
              </SelectItem>
            )),
          ]}
        </Select>
      )}
      {trigger === 'deal_stage_changed' && (
        <DealStageSelect stageId={settings.stageId} onChange={(stageId) => set({ stageId })} />
      )}
      {trigger === 'link_clicked' && (
        <TextField
          label="Link contains"
          description="Part of the link's address, such as /pricing. Leave empty to start on any link."
          value={settings.linkContains ?? ''}
          onChange={(text) => set({ linkContains: text.trim() ? text : undefined })}
        />
      )}
      <div className={styles.row}>
        <RadioGroup
          label="Contacts enter"
          value={again ? 'again' : 'once'}
          onChange={(value) =>
            onReentryChange(
              value === 'again'
                ? { again: true, afterDays: reentry?.afterDays ?? 0 }
                : { again: false },
            )
          }
        >
          <Radio value="once">Once</Radio>
          <Radio value="again">Again, once their last run has finished</Radio>
        </RadioGroup>
        {again && (
          <TextField
            label="Days after their last run"
            inputMode="numeric"
            value={String(reentry?.afterDays ?? 0)}
            onChange={(value) => onReentryChange({ again: true, afterDays: wholeNumber(value) })}
          />
        )}
      </div>
      <div className={styles.row}>
        <Select
          label="Goal"
          description="When it comes true, contacts leave the workflow wherever they are."
          selectedKey={goal?.kind ?? NO_GOAL}
          onSelectionChange={(key) =>
            onGoalChange(
              key === 'unsubscribed'
                ? { kind: 'unsubscribed' }
                : key === 'tag_added'
                  ? { kind: 'tag_added', tag: goal?.kind === 'tag_added' ? goal.tag : '' }
                  : undefined,
            )
          }
        >
          <SelectItem id={NO_GOAL}>No goal</SelectItem>
          <SelectItem id="unsubscribed">The contact unsubscribes</SelectItem>
          <SelectItem id="tag_added">The contact gains a tag</SelectItem>
        </Select>
        {goal?.kind === 'tag_added' && (
          <TextField
            label="Goal tag"
            value={goal.tag}
            onChange={(tag) => onGoalChange({ kind: 'tag_added', tag })}
          />
        )}
      </div>
    </>
  );
}

/**
 * Which stage a deal enters to start the workflow, or any. Its own component so that the
 * pipeline's stages are read only for this trigger.
 */
function DealStageSelect({
  stageId,
  onChange,
}: {
  stageId: number | undefined;
  onChange: (stageId: number | undefined) => void;
}) {
  const stages = usePipelineStages();
  // A stage deleted since it was chosen matches no deal: shown as such, not as "Any stage".
  const stageGone =
    stageId !== undefined &&
    stages.data !== undefined &&
    !stages.data.some((stage) => stage.id === stageId);
  return (
    <Select
      label="Deal moved to"
      description={
        stageGone
          ? 'That stage was deleted: no deal can enter it. Choose another.'
          : 'A new deal added in the stage counts too.'
      }
      selectedKey={stageId === undefined ? ANY_STAGE : String(stageId)}
      onSelectionChange={(key) => onChange(key === ANY_STAGE ? undefined : Number(key))}
    >
      {[
        <SelectItem key={ANY_STAGE} id={ANY_STAGE}>
          Any stage
        </SelectItem>,
        ...(stages.data ?? []).map((stage) => (
          <SelectItem key={stage.id} id={String(stage.id)}>
            {stage.name}
          </SelectItem>
        )),
        ...(stageGone
          ? [
              <SelectItem key="deleted" id={String(stageId)}>
                Deleted stage
              </SelectItem>,
            ]
          : []),
      ]}
    </Select>
  );
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, Modal } from '@crm/ui';
import type {
  ReentryRule,
  TriggerSettings,
  TriggerType,
  WorkflowGoal,
  WorkflowStep,
} from '@crm/api-client';
import { buildEmailTemplate } from '@crm/api-client/testing';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { apiHandlers } from '../../../testing/handlers';
import { StepSettings, type EmailDesignerProps, type StepSettingsProps } from './StepSettings';
import { TriggerSettingsFields } from './TriggerSettingsFields';

const templates = [
  buildEmailTemplate({
    id: 11,
    name: 'Welcome aboard',
    subject: 'Welcome to Beacon, {{firstName}}',
  }),
  buildEmailTemplate({ id: 12, name: 'Your first week', subject: 'Your first week with us' }),
];

/** What the panel gave the designer at each opening: the template to edit and the new name. */
const designerOpenings = fn();

/**
 * The designer the route composes in (the templates area's editor, whose own stories cover it),
 * cut down to the panel's side of it: what it is opened with, and the template it hands back.
 */
function StoryDesigner({ isOpen, onOpenChange, template, name, onSaved }: EmailDesignerProps) {
  if (isOpen) designerOpenings({ templateId: template?.id, name });
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={template ? 'Edit Email Template' : 'Create Email Template'}>
        <Button
          onPress={() => {
            onSaved(
              buildEmailTemplate({ ...template, id: template?.id ?? 31, name, subject: 'Hi' }),
            );
            onOpenChange(false);
          }}
        >
          Save Template
        </Button>
      </Dialog>
    </Modal>
  );
}

/** The panel holds the step as its editor would, so each edit shows; `onChange` records it. */
function Controlled(args: StepSettingsProps) {
  const [step, setStep] = useState(args.step);
  return (
    <StepSettings
      {...args}
      step={step}
      onChange={(next) => {
        setStep(next);
        args.onChange(next);
      }}
    />
  );
}

/**
 * `StepSettings`: one step's settings as the workflow editor shows them for the chosen step, one
 * story per kind of step; each play changes a setting and checks the step the editor gets back.
 */
const meta = {
  title: 'App/Workflows/StepSettings',
  component: StepSettings,
  render: (args) => <Controlled {...args} />,
  args: {
    templates,
    EmailDesigner: StoryDesigner,
    newEmailName: 'Welcome series – email 1',
    onTemplateSaved: fn(),
    onChange: fn(),
    step: { id: 'a', type: 'send_email', templateId: 11 } as WorkflowStep,
  },
} satisfies Meta<typeof StepSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastChange = (args: { onChange: ReturnType<typeof fn> }) =>
  args.onChange.mock.calls.at(-1)?.[0] as WorkflowStep;

export const SendEmail: Story = {
  // The clean-clone run once drew one pixel differently (a stray from the page before, as
  // ScrollArea's); the state under test is the chosen template.
  parameters: { screenshot: { allowedMismatchedPixelRatio: 0.0001 } },
  play: async ({ args }) => {
    const panel = within(await findRole('region', 'Send email settings'));
    await userEvent.click(panel.getByRole('button', { name: /Email template/ }));
    await userEvent.click(await findRole('option', 'Your first week'));
    await expect(lastChange(args as never)).toEqual({
      id: 'a',
      type: 'send_email',
      templateId: 12,
    });
  },
};

/**
 * Design new email opens the designer on a new email named for the step; what it saves becomes
 * the step's email (and is handed to the editor to list); focus returns to the button.
 */
export const DesignNewEmail: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    designerOpenings.mockClear();
    const panel = within(await findRole('region', 'Send email settings'));
    await expect(panel.getByText('Subject: Welcome to Beacon, {{firstName}}')).toBeVisible();
    const design = panel.getByRole('button', { name: 'Design new email' });
    await userEvent.click(design);
    const dialog = await findRole('dialog', 'Create Email Template');
    await expect(designerOpenings).toHaveBeenLastCalledWith({
      templateId: undefined,
      name: 'Welcome series – email 1',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    await expect(lastChange(args as never)).toEqual({
      id: 'a',
      type: 'send_email',
      templateId: 31,
    });
    await expect(args.onTemplateSaved).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 31, name: 'Welcome series – email 1' }),
    );
    await waitFor(() => expect(design).toHaveFocus());
  },
};

/** Edit email opens the chosen template, and says it changes it wherever it is used. */
export const EditChosenEmail: Story = {
  tags: ['!visual'],
  play: async () => {
    designerOpenings.mockClear();
    const panel = within(await findRole('region', 'Send email settings'));
    const edit = panel.getByRole('button', { name: 'Edit email' });
    await expect(edit).toHaveAccessibleDescription(/also where other campaigns and workflows/);
    edit.focus();
    await userEvent.keyboard('{Enter}');
    await findRole('dialog', 'Edit Email Template');
    await expect(designerOpenings).toHaveBeenLastCalledWith({
      templateId: 11,
      name: 'Welcome series – email 1',
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

/** No template chosen: nothing to edit or preview, a new one can still be designed. */
export const SendEmailWithoutTemplate: Story = {
  tags: ['!visual'],
  args: { step: { id: 'a', type: 'send_email', templateId: 0 } },
  play: async () => {
    const panel = within(await findRole('region', 'Send email settings'));
    await expect(panel.getByRole('button', { name: 'Design new email' })).toBeEnabled();
    await expect(panel.queryByRole('button', { name: 'Edit email' })).toBeNull();
    await expect(panel.queryByText(/^Subject:/)).toBeNull();
  },
};

export const Wait: Story = {
  args: { step: { id: 'w', type: 'wait', amount: 3, unit: 'days' } },
  play: async ({ args }) => {
    const panel = within(await findRole('region', 'Wait settings'));
    const amount = panel.getByRole('textbox', { name: 'Wait for' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '12');
    await userEvent.click(panel.getByRole('button', { name: /Unit/ }));
    await userEvent.click(await findRole('option', 'hours'));
    await expect(lastChange(args as never)).toEqual({
      id: 'w',
      type: 'wait',
      amount: 12,
      unit: 'hours',
    });
  },
};

export const Condition: Story = {
  args: {
    step: {
      id: 'c',
      type: 'condition',
      condition: { kind: 'has_tag', tag: 'vip' },
      yes: [],
      no: [],
    },
  },
  play: async ({ args }) => {
    const panel = within(await findRole('region', 'Condition settings'));
    await expect(panel.getByRole('textbox', { name: 'Tag' })).toHaveValue('vip');
    await userEvent.click(panel.getByRole('button', { name: /Check/ }));
    await userEvent.click(await findRole('option', 'Field'));
    await userEvent.type(panel.getByRole('textbox', { name: 'Value' }), 'Acme');
    await expect(lastChange(args as never)).toMatchObject({
      condition: { kind: 'field', field: 'company', operator: 'equals', value: 'Acme' },
    });
  },
};

export const AddTag: Story = {
  args: { step: { id: 't', type: 'add_tag', tag: '' } },
  play: async ({ args }) => {
    const panel = within(await findRole('region', 'Add tag settings'));
    await userEvent.type(panel.getByRole('textbox', { name: 'Tag' }), 'welcomed');
    await expect(lastChange(args as never)).toEqual({ id: 't', type: 'add_tag', tag: 'welcomed' });
  },
};

export const RemoveTag: Story = {
  args: { step: { id: 'r', type: 'remove_tag', tag: 'trial' } },
  play: async ({ args }) => {
    const panel = within(await findRole('region', 'Remove tag settings'));
    await userEvent.type(panel.getByRole('textbox', { name: 'Tag' }), '-ended');
    await expect(lastChange(args as never)).toEqual({
      id: 'r',
      type: 'remove_tag',
      tag: 'trial-ended',
    });
  },
};

export const UpdateField: Story = {
  args: { step: { id: 'u', type: 'update_field', field: 'status', value: '' } },
  play: async ({ args }) => {
    const panel = within(await findRole('region', 'Update field settings'));
    await userEvent.type(panel.getByRole('textbox', { name: 'New value' }), 'customer');
    await expect(lastChange(args as never)).toEqual({
      id: 'u',
      type: 'update_field',
      field: 'status',
      value: 'customer',
    });
  },
};

export const Exit: Story = {
  args: { step: { id: 'e', type: 'exit' } },
  play: async () => {
    const panel = within(await findRole('region', 'Exit settings'));
    await expect(panel.getByText('Contacts leave the workflow here.')).toBeVisible();
  },
};

export const WaitUntilDayAndTime: Story = {
  // The Mon box's right edge rasterised 9 px differently under load (clean-clone CI, stop 41).
  parameters: { screenshot: { allowedMismatchedPixelRatio: 0.0001 } },
  args: { step: { id: 'w', type: 'wait', until: { weekdays: ['sun'], time: '08:00' } } },
  play: async ({ args }) => {
    const panel = within(await findRole('region', 'Wait settings'));
    // To a duration: the days go, a day's wait comes; back: weekdays at nine.
    await userEvent.click(panel.getByRole('radio', { name: 'For a time' }));
    await expect(lastChange(args as never)).toEqual({
      id: 'w',
      type: 'wait',
      amount: 1,
      unit: 'days',
    });
    await userEvent.click(panel.getByRole('radio', { name: 'Until a day and time' }));
    await expect(lastChange(args as never)).toEqual({
      id: 'w',
      type: 'wait',
      until: { weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], time: '09:00' },
    });
    const days = within(panel.getByRole('group', { name: 'On any of' }));
    await userEvent.click(days.getByRole('checkbox', { name: 'Fri' }));
    await userEvent.click(days.getByRole('checkbox', { name: 'Sat' }));
    const time = panel.getByRole('textbox', { name: 'At (UTC)' });
    await userEvent.clear(time);
    await userEvent.type(time, '17:30');
    await expect(lastChange(args as never)).toEqual({
      id: 'w',
      type: 'wait',
      until: { weekdays: ['mon', 'tue', 'wed', 'thu', 'sat'], time: '17:30' },
    });
    await expect(time).toHaveAccessibleDescription(/in UTC/);
  },
};

const emailSteps = [
  { id: 's1', label: '1. Send email “Welcome aboard”' },
  { id: 's3', label: '3. Send email “Your first week”' },
];

export const EmailCondition: Story = {
  args: {
    emailSteps,
    step: {
      id: 'c',
      type: 'condition',
      condition: { kind: 'has_tag', tag: '' },
      yes: [],
      no: [],
    },
  },
  play: async ({ args }) => {
    const panel = within(await findRole('region', 'Condition settings'));
    await userEvent.click(panel.getByRole('button', { name: /Check/ }));
    await userEvent.click(await findRole('option', 'Email of an earlier step'));
    // The latest email before the condition comes first.
    await expect(lastChange(args as never)).toMatchObject({
      condition: { kind: 'email', stepId: 's3', event: 'opened' },
    });
    // A select's name is its value then its label: "3. Send email “Your first week” Email".
    await userEvent.click(panel.getByRole('button', { name: /Your first week/ }));
    await userEvent.click(await findRole('option', '1. Send email “Welcome aboard”'));
    await userEvent.click(panel.getByRole('button', { name: /The contact/ }));
    await userEvent.click(await findRole('option', 'Clicked a link in it'));
    await expect(lastChange(args as never)).toMatchObject({
      condition: { kind: 'email', stepId: 's1', event: 'clicked' },
    });
  },
};

/** In a saved segment: the segment is chosen by name, and the step keeps its id. */
export const SegmentCondition: Story = {
  args: {
    segments: [
      { id: 7, name: 'VIPs at Acme' },
      { id: 9, name: 'Opened in the last 30 days' },
    ],
    step: {
      id: 'c',
      type: 'condition',
      condition: { kind: 'has_tag', tag: '' },
      yes: [],
      no: [],
    },
  },
  play: async ({ args }) => {
    const panel = within(await findRole('region', 'Condition settings'));
    await userEvent.click(panel.getByRole('button', { name: /Check/ }));
    await userEvent.click(await findRole('option', 'In segment'));
    await expect(lastChange(args as never)).toMatchObject({
      condition: { kind: 'segment', segmentId: 7 },
    });
    await userEvent.click(panel.getByRole('button', { name: /VIPs at Acme/ }));
    await userEvent.click(await findRole('option', 'Opened in the last 30 days'));
    await expect(lastChange(args as never)).toMatchObject({
      condition: { kind: 'segment', segmentId: 9 },
    });
  },
};

/** No saved segment yet: the panel says where to build one. */
export const SegmentConditionWithoutSegments: Story = {
  args: {
    step: {
      id: 'c',
      type: 'condition',
      condition: { kind: 'segment', segmentId: 0 },
      yes: [],
      no: [],
    },
  },
  play: async () => {
    const panel = within(await findRole('region', 'Condition settings'));
    await expect(panel.getByText(/No saved segments yet/)).toBeVisible();
    await expect(panel.getAllByRole('button')).toHaveLength(1);
  },
};

export const EmailConditionWithoutEarlierEmail: Story = {
  args: {
    step: {
      id: 'c',
      type: 'condition',
      condition: { kind: 'email', stepId: '', event: 'opened' },
      yes: [],
      no: [],
    },
  },
  play: async () => {
    const panel = within(await findRole('region', 'Condition settings'));
    await expect(panel.getByText(/Add a send email step before this condition/)).toBeVisible();
    // Only the Check select: no email to choose from.
    await expect(panel.getAllByRole('button')).toHaveLength(1);
  },
};

export const WaitUntilOnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  args: {
    step: { id: 'w', type: 'wait', until: { weekdays: ['tue'], time: '09:00' } },
  },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const panel = within(await findRole('region', 'Wait settings'));
    await expect(panel.getByRole('checkbox', { name: 'Tue' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Sun' })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'At (UTC)' })).toHaveValue('09:00');
  },
};

const triggerChanges = fn();
const reentryChanges = fn();
const goalChanges = fn();

/** The trigger's settings, re-entry and goal as the editor holds them; each change is recorded. */
function ControlledTrigger({
  trigger,
  initial = {},
}: {
  trigger: TriggerType;
  initial?: TriggerSettings;
}) {
  const [settings, setSettings] = useState<TriggerSettings>(initial);
  const [reentry, setReentry] = useState<ReentryRule>();
  const [goal, setGoal] = useState<WorkflowGoal>();
  return (
    <TriggerSettingsFields
      trigger={trigger}
      settings={settings}
      onChange={(next) => {
        setSettings(next);
        triggerChanges(next);
      }}
      reentry={reentry}
      onReentryChange={(next) => {
        setReentry(next);
        reentryChanges(next);
      }}
      goal={goal}
      onGoalChange={(next) => {
        setGoal(next);
        goalChanges(next);
      }}
    />
  );
}

/**
 * The date trigger's settings (`TriggerSettingsFields`): which date, how many days before or
 * after, the time of day in UTC and whether it repeats every year; a yearly date enters again.
 */
export const DateTrigger: Story = {
  render: () => <ControlledTrigger trigger="date" />,
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
  play: async () => {
    const date = within(await findRole('group', 'Date that starts the workflow'));
    const days = date.getByRole('textbox', { name: 'Days' });
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.click(date.getByRole('button', { name: /Before or after/ }));
    await userEvent.click(await findRole('option', 'after the date'));
    const time = date.getByRole('textbox', { name: 'Time of day (UTC)' });
    await userEvent.clear(time);
    await userEvent.type(time, '17:30');
    await expect(await findRole('radio', 'Again, once their last run has finished')).toBeChecked();
    await userEvent.click(date.getByRole('switch', { name: /Every year on that day/ }));
    await expect(triggerChanges.mock.calls.at(-1)?.[0]).toEqual({
      date: { field: 'custom:birthday', days: 3, direction: 'after', time: '17:30', yearly: false },
    });
    // One date: the contact enters once unless the user says otherwise.
    await expect(await findRole('radio', 'Once')).toBeChecked();
  },
};

/** Who enters (once, or again some days after the last run) and the goal that takes contacts out. */
export const EntryAndGoal: Story = {
  render: () => <ControlledTrigger trigger="tag_added" />,
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
  play: async () => {
    await userEvent.click(await findRole('radio', 'Again, once their last run has finished'));
    const days = await findRole('textbox', 'Days after their last run');
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await expect(reentryChanges.mock.calls.at(-1)?.[0]).toEqual({ again: true, afterDays: 90 });
    await userEvent.click(await findRole('button', /Goal/));
    await userEvent.click(await findRole('option', 'The contact unsubscribes'));
    await expect(goalChanges.mock.calls.at(-1)?.[0]).toEqual({ kind: 'unsubscribed' });
  },
};

/**
 * A deal entering a stage: "Any stage" by default, or one of the pipeline's stages (the stories'
 * Lead, Qualified, Proposal, Negotiation); the choice is the trigger's `stageId`.
 */
export const DealStageTrigger: Story = {
  render: () => <ControlledTrigger trigger="deal_stage_changed" />,
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
  play: async () => {
    const select = await findRole('button', /Deal moved to/);
    await expect(select).toHaveTextContent('Any stage');
    await userEvent.click(select);
    const listbox = within(await findRole('listbox'));
    // The stages arrive after the list may have opened.
    await waitFor(() => expect(listbox.getAllByRole('option')).toHaveLength(5));
    await expect(listbox.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Any stage',
      'Lead',
      'Qualified',
      'Proposal',
      'Negotiation',
    ]);
    await userEvent.click(listbox.getByRole('option', { name: 'Qualified' }));
    await expect(triggerChanges.mock.calls.at(-1)?.[0]).toEqual({ stageId: 2 });
    await expect(select).toHaveTextContent('Qualified');
  },
};

/**
 * A workflow on a stage deleted since: no deal can enter it, so the select says so rather than
 * showing "Any stage" (which would start on every move); choosing another stage replaces it.
 */
export const DealStageTriggerDeletedStage: Story = {
  render: () => <ControlledTrigger trigger="deal_stage_changed" initial={{ stageId: 99 }} />,
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
  play: async () => {
    const select = await findRole('button', /Deal moved to/);
    await waitFor(() => expect(select).toHaveTextContent('Deleted stage'));
    await expect(
      await findText('That stage was deleted: no deal can enter it. Choose another.'),
    ).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  parseWorkflowDefinition,
  stringifyWorkflowDefinition,
  type WorkflowReport,
  type WorkflowStep,
} from '@crm/api-client';
import { buildEmailTemplate, buildWorkflow } from '@crm/api-client/testing';
import { dialogStory } from '../../../testing/dialogStory';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { WorkflowStepsDialog } from './WorkflowStepsDialog';

const templates = [
  buildEmailTemplate({ id: 11, name: 'Welcome aboard', subject: 'Welcome aboard' }),
  buildEmailTemplate({ id: 12, name: 'Your first week', subject: 'Your first week' }),
];

const series: WorkflowStep[] = [
  { id: 's1', type: 'send_email', templateId: 11 },
  { id: 's2', type: 'wait', amount: 3, unit: 'days' },
  {
    id: 's3',
    type: 'condition',
    condition: { kind: 'email', stepId: 's1', event: 'opened' },
    yes: [{ id: 's4', type: 'add_tag', tag: 'engaged' }],
    no: [],
  },
  { id: 's5', type: 'send_email', templateId: 12 },
];

const welcome = buildWorkflow({
  id: 7,
  name: 'Welcome series',
  trigger: 'contact_added',
  steps: stringifyWorkflowDefinition({ trigger: {}, steps: series }),
});

const figures = (waiting: number, passed: number, sent = 0, opened = 0, clicked = 0) => ({
  waiting,
  passed,
  sent,
  opened,
  clicked,
  skipped: 0,
  failed: 0,
});

const report: WorkflowReport = {
  enrolled: 40,
  inProgress: 12,
  completed: 27,
  exited: 1,
  failed: 0,
  paused: 0,
  steps: {
    s1: figures(0, 40, 40, 22, 9),
    s2: figures(12, 28),
    s3: figures(0, 28),
    s5: figures(0, 27, 27),
  },
  failures: [],
  exitReasons: [{ reason: 'Reached an exit step', count: 1 }],
};

/** The flow's own steps (not those inside a condition's branches). */
const topSteps = (list: HTMLElement) => Array.from(list.children) as HTMLElement[];

/** The steps PATCHes the story received (what Save sent). */
const saved: string[] = [];
/** The trigger each of those PATCHes changed (a recipe's own trigger), or undefined. */
const savedTriggers: (string | undefined)[] = [];

const handlers = (workflowReport: WorkflowReport, workflow = welcome) => [
  http.get('/api/email-templates', () => HttpResponse.json({ templates })),
  // The Test with a contact search box's first suggestions.
  http.get('/api/contacts', () => HttpResponse.json({ contacts: [], nextCursor: null, total: 0 })),
  http.get('/api/automation-workflows/:id/report', () =>
    HttpResponse.json({ report: workflowReport }),
  ),
  http.post('/api/automation-workflows/:id/runs/:runId/retry', () =>
    HttpResponse.json({ entered: 1 }),
  ),
  http.patch('/api/automation-workflows/:id', async ({ request }) => {
    const body = (await request.json()) as { steps: string; trigger?: string };
    saved.push(body.steps);
    savedTriggers.push(body.trigger);
    return HttpResponse.json({ workflow: { ...workflow, steps: body.steps } });
  }),
  ...apiHandlers({ workflows: [workflow] }),
];

/**
 * `WorkflowStepsDialog`: a workflow's editor. The steps as a vertical flow with a condition's
 * branches side by side, live figures on every step, the chosen step's settings under the flow,
 * recipes for an empty workflow, and the contacts stopped by an error with a Retry button.
 */
const meta = {
  title: 'App/Workflows/WorkflowStepsDialog',
  component: WorkflowStepsDialog,
  render: dialogStory(WorkflowStepsDialog),
  // The route composes the templates area's designer in: WorkflowEmailDesigner's stories open it.
  args: { isOpen: true, onOpenChange: fn(), workflow: welcome, EmailDesigner: () => null },
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: handlers(report) } },
} satisfies Meta<typeof WorkflowStepsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each step as a numbered list item with its figures; the run history above. */
export const WithFigures: Story = {
  play: async () => {
    const dialog = within(await findRole('dialog', 'Steps of Welcome series'));
    const flow = dialog.getByRole('list', { name: 'Workflow steps' });
    await findText('1. Send email “Welcome aboard”');
    const items = topSteps(flow);
    await expect(items).toHaveLength(4);
    await expect(items[1]).toHaveTextContent('2. Wait 3 days');
    await findText('12 waiting · 28 passed');
    await expect(items[0]).toHaveTextContent(
      '0 waiting · 40 passed · 40 sent · 22 opened · 9 clicked',
    );
    await expect(items[2]).toHaveTextContent('3. If the contact opened the email of step 1');
    // The condition's yes branch holds its own list, numbered in the flow's order.
    const yes = within(items[2]!).getByRole('list', { name: 'Steps when yes' });
    await expect(yes).toHaveTextContent('4. Add tag “engaged”');
    await expect(items[3]).toHaveTextContent('5. Send email “Your first week”');
    const history = dialog.getByRole('list', { name: 'Run history' });
    await expect(history).toHaveTextContent('Enrolled 40');
    await expect(history).toHaveTextContent('In progress 12');
    await expect(history).toHaveTextContent('Completed 27');
    await expect(dialog.getByRole('list', { name: 'Why contacts exited' })).toHaveTextContent(
      '1 · Reached an exit step',
    );
    await expect(
      dialog.getByText(/contacts at a step you removed go on at the next step that is left/),
    ).toBeVisible();
    // The contacts inside and where each is, under the flow.
    const people = await findRole('list', 'Contacts in this workflow');
    await expect(
      dialog.getByRole('region', { name: 'Contacts in this workflow' }),
    ).toContainElement(people);
    await expect(within(people).getAllByRole('listitem')).toHaveLength(10);
    // The first step's settings are open: its template.
    const settings = dialog.getByRole('region', { name: 'Send email settings' });
    await expect(
      within(settings).getByRole('button', { name: /Email template/ }),
    ).toHaveTextContent('Welcome aboard');
  },
};

/**
 * An email condition offers only the emails every contact reaching it was sent: step 1, not step
 * 5 after it; a wait changed to a weekday and time reads so in the flow.
 */
export const EarlierEmailAndWeekdayWait: Story = {
  play: async () => {
    const dialog = within(await findRole('dialog', 'Steps of Welcome series'));
    const flow = dialog.getByRole('list', { name: 'Workflow steps' });
    await findText('1. Send email “Welcome aboard”');
    await userEvent.click(within(flow).getByRole('button', { name: /^2\. Wait 3 days/ }));
    const wait = within(dialog.getByRole('region', { name: 'Wait settings' }));
    await userEvent.click(wait.getByRole('radio', { name: 'Until a day and time' }));
    await expect(topSteps(flow)[1]).toHaveTextContent('2. Wait until 09:00 UTC on Mon–Fri');
    await userEvent.click(within(flow).getByRole('button', { name: /^3\. If the contact opened/ }));
    const settings = within(dialog.getByRole('region', { name: 'Condition settings' }));
    await userEvent.click(settings.getByRole('button', { name: /Welcome aboard/ }));
    const options = await findRole('listbox', /Email/);
    await expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1. Send email “Welcome aboard”']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(settings.getByRole('button', { name: /Opened it/ }));
    await userEvent.click(await findRole('option', 'Clicked a link in it'));
    await expect(topSteps(flow)[2]).toHaveTextContent(
      '3. If the contact clicked a link in the email of step 1',
    );
  },
};

/** 24 templates newer than the series' own: the first page of the list, newest first. */
const newer = Array.from({ length: 24 }, (_, i) =>
  buildEmailTemplate({ id: 100 + i, name: `Offer ${24 - i}`, subject: `Offer ${24 - i}` }),
);

/**
 * An account with more templates than one page, the series' emails among the older: the steps
 * still name them and show their subjects (the editor reads on to them), and the template list
 * reads its next page as its end comes into view, so an older one can be chosen.
 */
export const OlderTemplates: Story = {
  tags: ['!visual'],
  parameters: {
    msw: {
      handlers: [
        http.get('/api/email-templates', ({ request }) =>
          new URL(request.url).searchParams.get('cursor') === 'older'
            ? HttpResponse.json({ templates, nextCursor: null, total: 26 })
            : HttpResponse.json({ templates: newer, nextCursor: 'older', total: 26 }),
        ),
        ...handlers(report),
      ],
    },
  },
  play: async ({ args }) => {
    const dialog = within(await findRole('dialog', 'Steps of Welcome series'));
    const flow = dialog.getByRole('list', { name: 'Workflow steps' });
    await findText('1. Send email “Welcome aboard”');
    await expect(topSteps(flow)[3]).toHaveTextContent('5. Send email “Your first week”');
    const settings = within(dialog.getByRole('region', { name: 'Send email settings' }));
    await expect(settings.getByText('Subject: Welcome aboard')).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Edit email' })).toBeVisible();
    await userEvent.click(settings.getByRole('button', { name: /Email template/ }));
    const options = await findRole('listbox', /Email template/);
    await expect(within(options).getAllByRole('option')).toHaveLength(26);
    await userEvent.click(within(options).getByRole('option', { name: 'Your first week' }));
    await expect(topSteps(flow)[0]).toHaveTextContent('1. Send email “Your first week”');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Steps' }));
    await waitFor(() => {
      const sent = parseWorkflowDefinition(saved.at(-1)!);
      expect(sent.ok && sent.definition.steps[0]).toMatchObject({ id: 's1', templateId: 12 });
    });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** By keyboard: a step chosen, a wait added after it from its menu, moved up, and saved. */
export const EditByKeyboard: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    saved.length = 0;
    const dialog = within(await findRole('dialog', 'Steps of Welcome series'));
    await findText('1. Send email “Welcome aboard”');
    dialog.getByRole('button', { name: 'Step 1 actions' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await findRole('menu', 'Step 1 actions');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Add wait after' }));
    const flow = dialog.getByRole('list', { name: 'Workflow steps' });
    await waitFor(() => expect(topSteps(flow)).toHaveLength(5));
    await expect(topSteps(flow)[1]).toHaveTextContent('2. Wait 1 day');
    // The new step is chosen: its settings show; two weeks instead of a day.
    const settings = dialog.getByRole('region', { name: 'Wait settings' });
    const amount = within(settings).getByRole('textbox', { name: 'Wait for' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '2');
    await expect(topSteps(flow)[1]).toHaveTextContent('2. Wait 2 days');
    dialog.getByRole('button', { name: 'Step 2 actions' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(
      within(await findRole('menu', 'Step 2 actions')).getByRole('menuitem', { name: 'Move up' }),
    );
    await expect(topSteps(flow)[0]).toHaveTextContent('1. Wait 2 days');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Steps' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const definition = parseWorkflowDefinition(saved[0]!);
    await expect(definition.ok && definition.definition.steps.map((s) => s.type)).toEqual([
      'wait',
      'send_email',
      'wait',
      'condition',
      'send_email',
    ]);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

const empty = buildWorkflow({ id: 8, name: 'New contacts', trigger: 'contact_added', steps: '[]' });

/** An empty workflow offers recipes; the welcome series fills three emails over a week. */
export const StartFromRecipe: Story = {
  tags: ['!visual'],
  args: { workflow: empty },
  parameters: {
    msw: {
      handlers: handlers(
        { ...report, enrolled: 0, inProgress: 0, completed: 0, exited: 0, steps: {} },
        empty,
      ),
    },
  },
  play: async () => {
    saved.length = 0;
    const dialog = within(await findRole('dialog', 'Steps of New contacts'));
    await findText(/A recipe's emails use your template “Welcome aboard”/);
    const recipes = dialog.getByRole('region', { name: 'Start from a recipe' });
    await expect(within(recipes).getAllByRole('button')).toHaveLength(4);
    await expect(dialog.getByRole('switch', { name: 'Imported contacts enter too' })).toBeChecked();
    await userEvent.click(await within(recipes).findByRole('button', { name: /Welcome series/ }));
    const flow = dialog.getByRole('list', { name: 'Workflow steps' });
    await expect(
      within(flow)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual([
      expect.stringMatching(/^1\. Send email/),
      expect.stringMatching(/^2\. Wait 3 days/),
      expect.stringMatching(/^3\. Send email/),
      expect.stringMatching(/^4\. Wait 4 days/),
      expect.stringMatching(/^5\. Send email/),
    ]);
    await expect(dialog.queryByRole('region', { name: 'Start from a recipe' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Save Steps' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const definition = parseWorkflowDefinition(saved[0]!);
    await expect(definition.ok).toBe(true);
  },
};

/** A step that cannot be saved (a tag left empty) says which step and field, and nothing is sent. */
export const RefusesIncompleteStep: Story = {
  tags: ['!visual'],
  play: async () => {
    saved.length = 0;
    const dialog = within(await findRole('dialog', 'Steps of Welcome series'));
    await findText('1. Send email “Welcome aboard”');
    dialog.getByRole('button', { name: 'Step 5 actions' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(
      within(await findRole('menu', 'Step 5 actions')).getByRole('menuitem', {
        name: 'Add add tag after',
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save Steps' }));
    await expect(await findRole('alert')).toHaveTextContent('Step 6 (add_tag): tag is required');
    await expect(saved).toHaveLength(0);
  },
};

/** A contact stopped by an error: its reason on the step and a Retry button. */
export const WithFailure: Story = {
  parameters: {
    msw: {
      handlers: handlers({
        ...report,
        failed: 1,
        steps: { ...report.steps, s5: { ...figures(0, 27, 27), failed: 1 } },
        failures: [
          {
            runId: 91,
            contactId: 3,
            email: 'grace@example.com',
            stepId: 's5',
            error: 'Step 5 (send email): its email template was deleted',
          },
        ],
      }),
    },
  },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Steps of Welcome series'));
    await findText('grace@example.com: Step 5 (send email): its email template was deleted');
    await expect(dialog.getByRole('list', { name: 'Run history' })).toHaveTextContent('Failed 1');
    await expect(dialog.getByText(/1 failed/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry grace@example.com' })).toBeEnabled();
  },
};

/** Retry asks the server to run the stopped contact's step again. */
export const RetryStopped: Story = {
  ...WithFailure,
  tags: ['!visual'],
  play: async () => {
    const dialog = within(await findRole('dialog', 'Steps of Welcome series'));
    await findText('grace@example.com: Step 5 (send email): its email template was deleted');
    await userEvent.click(dialog.getByRole('button', { name: 'Retry grace@example.com' }));
    await findText('The step runs again');
  },
};

/** At 390 px the branches stack and nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  // The dialog's body scrolls on a phone: Chromium's overlay scrollbar, shown when the shot's
  // scroll reset moves it, had faded or not by the light shot (88 pixels, one CI run in two).
  parameters: { screenshot: { allowedMismatchedPixelRatio: 0.0005 } },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const dialog = await findRole('dialog', 'Steps of Welcome series');
    await findText('1. Send email “Welcome aboard”');
    await waitFor(() => expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth));
    await expect(screen.getByRole('list', { name: 'Steps when no' })).toBeInTheDocument();
  },
};

const pricingFollowUp = buildWorkflow({
  id: 9,
  name: 'Pricing follow-up',
  trigger: 'link_clicked',
  steps: stringifyWorkflowDefinition({
    trigger: {},
    steps: [{ id: 't1', type: 'add_tag', tag: 'pricing' }],
  }),
});

/**
 * A link_clicked trigger waits for one campaign's clicks on one link: both are saved with the
 * steps (left empty, any campaign and any link start it).
 */
export const ClickTriggerSettings: Story = {
  tags: ['!visual'],
  args: { workflow: pricingFollowUp },
  parameters: { msw: { handlers: handlers(report, pricingFollowUp) } },
  play: async () => {
    saved.length = 0;
    const dialog = within(await findRole('dialog', 'Steps of Pricing follow-up'));
    await userEvent.click(dialog.getByRole('button', { name: /Clicked link in/ }));
    await userEvent.click(await findRole('option', 'Welcome Series'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Link contains' }), '/pricing');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Steps' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const definition = parseWorkflowDefinition(saved[0]!);
    await expect(definition.ok && definition.definition.trigger).toEqual({
      campaignId: 2,
      linkContains: '/pricing',
    });
  },
};

/**
 * What deactivating does to the contacts inside is the user's choice, saved with the steps; the
 * run history counts those held while the workflow is inactive.
 */
export const PauseWhenInactive: Story = {
  // Saving closes the dialog: a shot would hold only the toast (the choice is in With Figures).
  tags: ['!visual'],
  parameters: { msw: { handlers: handlers({ ...report, paused: 12 }) } },
  play: async () => {
    saved.length = 0;
    const dialog = within(await findRole('dialog', 'Steps of Welcome series'));
    await expect(await dialog.findByRole('list', { name: 'Run history' })).toHaveTextContent(
      'Paused 12',
    );
    const choice = dialog.getByRole('radiogroup', { name: 'When the workflow is deactivated' });
    await expect(
      within(choice).getByRole('radio', { name: 'Contacts inside finish their steps' }),
    ).toBeChecked();
    await userEvent.click(within(choice).getByRole('radio', { name: /pause where they are/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Steps' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const definition = parseWorkflowDefinition(saved[0]!);
    await expect(definition.ok && definition.definition.whenInactive).toBe('pause');
  },
};

/**
 * The birthday recipe makes the workflow a date trigger's: the date settings show with their
 * defaults and are saved with the steps and the new trigger.
 */
export const BirthdayRecipe: Story = {
  // Saving closes the dialog: a shot would hold only the toast.
  tags: ['!visual'],
  args: { workflow: empty },
  parameters: {
    msw: {
      handlers: handlers(
        { ...report, enrolled: 0, inProgress: 0, completed: 0, exited: 0, steps: {} },
        empty,
      ),
    },
  },
  play: async () => {
    saved.length = 0;
    savedTriggers.length = 0;
    const dialog = within(await findRole('dialog', 'Steps of New contacts'));
    // The recipe's email uses the first template: wait until the templates are in.
    await findText(/A recipe's emails use your template “Welcome aboard”/);
    const recipes = dialog.getByRole('region', { name: 'Start from a recipe' });
    await userEvent.click(await within(recipes).findByRole('button', { name: /Birthday/ }));
    const date = dialog.getByRole('group', { name: 'Date that starts the workflow' });
    await expect(within(date).getByRole('textbox', { name: 'Custom field' })).toHaveValue(
      'birthday',
    );
    await expect(within(date).getByRole('textbox', { name: 'Time of day (UTC)' })).toHaveValue(
      '09:00',
    );
    await expect(
      dialog.getByRole('radio', { name: 'Again, once their last run has finished' }),
    ).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Save Steps' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect(savedTriggers).toEqual(['date']);
    const definition = parseWorkflowDefinition(saved[0]!);
    await expect(definition.ok && definition.definition.trigger.date).toEqual({
      field: 'custom:birthday',
      days: 0,
      direction: 'before',
      time: '09:00',
      yearly: true,
    });
    await expect(definition.ok && definition.definition.steps).toHaveLength(1);
  },
};

/** Who enters again and the goal that takes contacts out are saved with the steps. */
export const ReentryAndGoal: Story = {
  // Saving closes the dialog: a shot would hold only the toast.
  tags: ['!visual'],
  play: async () => {
    saved.length = 0;
    const dialog = within(await findRole('dialog', 'Steps of Welcome series'));
    await expect(dialog.getByRole('radio', { name: 'Once' })).toBeChecked();
    await userEvent.click(
      dialog.getByRole('radio', { name: 'Again, once their last run has finished' }),
    );
    const days = dialog.getByRole('textbox', { name: 'Days after their last run' });
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(dialog.getByRole('button', { name: /Goal/ }));
    await userEvent.click(await findRole('option', 'The contact gains a tag'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Goal tag' }), 'customer');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Steps' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const definition = parseWorkflowDefinition(saved[0]!);
    await expect(definition.ok && definition.definition.reentry).toEqual({
      again: true,
      afterDays: 30,
    });
    await expect(definition.ok && definition.definition.goal).toEqual({
      kind: 'tag_added',
      tag: 'customer',
    });
  },
};

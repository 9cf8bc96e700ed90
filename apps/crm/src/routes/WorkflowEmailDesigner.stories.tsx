import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  parseWorkflowDefinition,
  stringifyWorkflowDefinition,
  type EmailTemplate,
  type WorkflowReport,
  type WorkflowStep,
} from '@crm/api-client';
import { buildEmailTemplate, buildWorkflow } from '@crm/api-client/testing';
import { templateHandlers } from '../features/templates/testing/templateHandlers';
import { WorkflowStepsDialog } from '../features/workflows/components/WorkflowStepsDialog';
import { dialogStory } from '../testing/dialogStory';
import { apiHandlers } from '../testing/handlers';
import { findRole, findText } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { WorkflowEmailDesigner } from './WorkflowsRoute';

const templates = [
  buildEmailTemplate({ id: 11, name: 'Welcome aboard', subject: 'Welcome to Beacon' }),
  buildEmailTemplate({ id: 12, name: 'Your first week', subject: 'Your first week' }),
];

const steps: WorkflowStep[] = [
  { id: 's1', type: 'send_email', templateId: 11 },
  { id: 's2', type: 'wait', amount: 3, unit: 'days' },
  { id: 's3', type: 'send_email', templateId: 12 },
];

const welcome = buildWorkflow({
  id: 7,
  name: 'Welcome series',
  trigger: 'contact_added',
  steps: stringifyWorkflowDefinition({ trigger: {}, steps }),
});

const report: WorkflowReport = {
  enrolled: 0,
  inProgress: 0,
  completed: 0,
  exited: 0,
  failed: 0,
  paused: 0,
  steps: {},
  failures: [],
  exitReasons: [],
};

/** The steps each Save Steps sent, and the templates each save of the designer sent. */
const savedSteps: string[] = [];
const savedTemplates: EmailTemplate[] = [];

/**
 * Fresh handlers per story (the templates list is in memory): the templates area's own handlers,
 * which record what the designer saved, and the workflow's.
 */
const handlers = () => {
  const templateApi = templateHandlers({ templates });
  return [
    http.all('/api/email-templates*', async ({ request }) => {
      if (request.method === 'GET') return undefined;
      const body = (await request.clone().json()) as EmailTemplate;
      savedTemplates.push(body);
      return undefined;
    }),
    ...templateApi,
    http.get('/api/automation-workflows/:id/report', () => HttpResponse.json({ report })),
    http.patch('/api/automation-workflows/:id', async ({ request }) => {
      const body = (await request.json()) as { steps: string };
      savedSteps.push(body.steps);
      return HttpResponse.json({ workflow: { ...welcome, steps: body.steps } });
    }),
    ...apiHandlers({ workflows: [welcome] }),
  ];
};

/**
 * `WorkflowEmailDesigner`: a workflow's send email step designs its email in place, in the
 * templates area's editor opened on top of the steps (which stay open, unsaved). A new email is
 * named for the workflow and step and selected once saved; Edit email opens the chosen template.
 */
const meta = {
  title: 'Screens/Automation/Email Designed In Place',
  component: WorkflowStepsDialog,
  render: dialogStory(WorkflowStepsDialog),
  args: {
    isOpen: true,
    onOpenChange: fn(),
    workflow: welcome,
    EmailDesigner: WorkflowEmailDesigner,
  },
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: handlers() } },
} satisfies Meta<typeof WorkflowStepsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepsDialog = async () => within(await findRole('dialog', 'Steps of Welcome series'));

/** Chooses step `number` in the flow and returns its settings panel. */
async function chooseEmailStep(number: number) {
  const dialog = await stepsDialog();
  // The flow names a step's email once the templates are in.
  await findText('1. Send email “Welcome aboard”');
  const flow = dialog.getByRole('list', { name: 'Workflow steps' });
  await userEvent.click(
    await within(flow).findByRole('button', { name: new RegExp(`^${number}\\. Send email`) }),
  );
  return within(dialog.getByRole('region', { name: 'Send email settings' }));
}

const definitionOf = (text: string) => {
  const parsed = parseWorkflowDefinition(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.definition;
};

/**
 * Design new email over an unsaved change (a wait of 5 days): the designer starts from the
 * workflow's and step's name, the saved email is the step's at once, the change is still there,
 * and Save Steps sends both.
 */
export const DesignNewEmail: Story = {
  tags: ['!visual'],
  parameters: { msw: { handlers: handlers() } },
  play: async () => {
    savedSteps.length = 0;
    savedTemplates.length = 0;
    const dialog = await stepsDialog();
    const flow = dialog.getByRole('list', { name: 'Workflow steps' });
    await findText('1. Send email “Welcome aboard”');
    await userEvent.click(within(flow).getByRole('button', { name: /^2\. Wait 3 days/ }));
    const wait = dialog.getByRole('textbox', { name: 'Wait for' });
    await userEvent.clear(wait);
    await userEvent.type(wait, '5');

    const settings = await chooseEmailStep(3);
    const design = settings.getByRole('button', { name: 'Design new email' });
    await userEvent.click(design);
    const designer = within(await findRole('dialog', 'Create Email Template'));
    await expect(designer.getByLabelText('Template Name')).toHaveValue('Welcome series – email 2');
    await userEvent.type(designer.getByLabelText('Email Subject'), 'Two tips for your first week');
    await userEvent.click(designer.getByRole('button', { name: 'Save Template' }));
    await findText('Email template created successfully');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Email Template/ })).toBeNull(),
    );

    // Back in the steps, as they were, with the new email chosen and focus where it was.
    await waitFor(() => expect(design).toHaveFocus());
    await expect(settings.getByRole('button', { name: /Email template/ })).toHaveTextContent(
      'Welcome series – email 2',
    );
    await expect(settings.getByText('Subject: Two tips for your first week')).toBeVisible();
    await expect(flow).toHaveTextContent('3. Send email “Welcome series – email 2”');
    await expect(flow).toHaveTextContent('2. Wait 5 days');

    await userEvent.click(dialog.getByRole('button', { name: 'Save Steps' }));
    await waitFor(() => expect(savedSteps).toHaveLength(1));
    const created = savedTemplates.at(-1)!;
    await expect(created).toMatchObject({
      name: 'Welcome series – email 2',
      subject: 'Two tips for your first week',
    });
    await expect(definitionOf(savedSteps[0]!).steps).toEqual([
      { id: 's1', type: 'send_email', templateId: 11 },
      { id: 's2', type: 'wait', amount: 5, unit: 'days' },
      // templateHandlers numbers a new template 100 + the templates it already holds.
      { id: 's3', type: 'send_email', templateId: 102 },
    ]);
  },
};

/** Edit email opens the chosen template; its new subject shows under the step once saved. */
export const EditChosenEmail: Story = {
  tags: ['!visual'],
  parameters: { msw: { handlers: handlers() } },
  play: async () => {
    savedTemplates.length = 0;
    const settings = await chooseEmailStep(1);
    await expect(settings.getByText('Subject: Welcome to Beacon')).toBeVisible();
    const edit = settings.getByRole('button', { name: 'Edit email' });
    await expect(edit).toHaveAccessibleDescription(
      'Editing changes the saved template, also where other campaigns and workflows use it.',
    );
    await userEvent.click(edit);
    const designer = within(await findRole('dialog', 'Edit Email Template'));
    await expect(designer.getByLabelText('Template Name')).toHaveValue('Welcome aboard');
    const subject = designer.getByLabelText('Email Subject');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Welcome to Beacon, {{{{firstName}}');
    await userEvent.click(designer.getByRole('button', { name: 'Update Template' }));
    await findText('Email template updated successfully');
    await expect(
      await settings.findByText('Subject: Welcome to Beacon, {{firstName}}'),
    ).toBeVisible();
    await expect(savedTemplates.at(-1)).toMatchObject({ name: 'Welcome aboard' });
    await waitFor(() => expect(edit).toHaveFocus());
    // Still the same template: editing never changes which one the step sends.
    await expect(settings.getByRole('button', { name: /Email template/ })).toHaveTextContent(
      'Welcome aboard',
    );
  },
};

/**
 * By keyboard only: Escape closes only the top dialog each time (the designer at once when nothing
 * changed; over unsaved work it asks first, and Escape then closes only the question);
 * Discard returns to the steps with focus on the button; Enter in a field saves the new email.
 */
export const ByKeyboard: Story = {
  tags: ['!visual'],
  parameters: { msw: { handlers: handlers() } },
  play: async () => {
    savedSteps.length = 0;
    const dialog = await stepsDialog();
    await findText('1. Send email “Welcome aboard”');
    const settings = within(dialog.getByRole('region', { name: 'Send email settings' }));
    const design = settings.getByRole('button', { name: 'Design new email' });
    design.focus();
    // Nothing changed: Escape closes the designer only, and focus is back on its button.
    await userEvent.keyboard('{Enter}');
    await findRole('dialog', 'Create Email Template');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Email Template/ })).toBeNull(),
    );
    await expect(screen.getByRole('dialog', { name: 'Steps of Welcome series' })).toBeVisible();
    await waitFor(() => expect(design).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const designer = await findRole('dialog', 'Create Email Template');
    const name = within(designer).getByLabelText('Template Name');
    await waitFor(() => expect(designer).toContainElement(document.activeElement as HTMLElement));
    await expect(name).toHaveValue('Welcome series – email 1');
    name.focus();
    await userEvent.keyboard('{Tab}{Tab}');
    await expect(within(designer).getByLabelText('Email Subject')).toHaveFocus();
    await userEvent.keyboard('Hello {{{{firstName}}');

    // Escape asks (the work is unsaved); Escape again leaves only the question.
    await userEvent.keyboard('{Escape}');
    await findRole('alertdialog', 'Discard unsaved changes?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeNull(),
    );
    await expect(designer).toBeVisible();
    await expect(within(designer).getByLabelText('Email Subject')).toHaveValue(
      'Hello {{firstName}}',
    );
    await userEvent.keyboard('{Escape}');
    const confirm = await findRole('alertdialog', 'Discard unsaved changes?');
    within(confirm).getByRole('button', { name: 'Discard' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Email Template/ })).toBeNull(),
    );
    await waitFor(() => expect(design).toHaveFocus());
    await expect(screen.getByRole('dialog', { name: 'Steps of Welcome series' })).toBeVisible();
    await expect(settings.getByRole('button', { name: /Email template/ })).toHaveTextContent(
      'Welcome aboard',
    );

    // Again, and Enter in the subject saves it: the step sends the new email.
    await userEvent.keyboard('{Enter}');
    const again = await findRole('dialog', 'Create Email Template');
    within(again).getByLabelText('Email Subject').focus();
    await userEvent.keyboard('Hello again{Enter}');
    await findText('Email template created successfully');
    await waitFor(() => expect(design).toHaveFocus());
    await expect(settings.getByRole('button', { name: /Email template/ })).toHaveTextContent(
      'Welcome series – email 1',
    );
  },
};

/** At 390 px the designer covers the screen over the steps, with nothing scrolling sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  parameters: { msw: { handlers: handlers() } },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const dialog = await stepsDialog();
    await findText('1. Send email “Welcome aboard”');
    await userEvent.click(
      within(dialog.getByRole('region', { name: 'Send email settings' })).getByRole('button', {
        name: 'Edit email',
      }),
    );
    const designer = await findRole('dialog', 'Edit Email Template');
    await expect(within(designer).getByLabelText('Template Name')).toHaveValue('Welcome aboard');
    await waitFor(() => expect(designer.scrollWidth).toBeLessThanOrEqual(designer.clientWidth));
    await expect(designer.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};

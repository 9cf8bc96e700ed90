import { useState, type ComponentType } from 'react';
import {
  Badge,
  Button,
  CardButton,
  Dialog,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Modal,
  Radio,
  RadioGroup,
} from '@crm/ui';
import {
  allSteps,
  emailStepsBefore,
  parseWorkflowDefinition,
  STEP_TYPES,
  stepLabel,
  stringifyWorkflowDefinition,
  type AutomationWorkflow,
  type EmailTemplate,
  type ReentryRule,
  type StepType,
  type TriggerSettings,
  type TriggerType,
  type WhenInactive,
  type WorkflowGoal,
  type WorkflowReport,
  type WorkflowStep,
} from '@crm/api-client';
import {
  useSegments,
  useRetryWorkflowRun,
  useUpdateWorkflow,
  useWorkflowReport,
} from '@crm/api-client/react';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useTemplateChoices } from '../../../hooks/useTemplateChoices';
import { useToastMutation } from '../../../hooks/useToastMutation';
import {
  insertStep,
  moveStep,
  newStep,
  newStepId,
  RECIPES,
  removeStep,
  replaceStep,
  stepSummary,
  type ListPlace,
} from '../lib/stepTree';
import { StepSettings, type EmailDesignerProps } from './StepSettings';
import { WorkflowContacts } from './WorkflowContacts';
import { DEFAULT_DATE_TRIGGER, TriggerSettingsFields } from './TriggerSettingsFields';
import { WorkflowTestPanel } from './WorkflowTestPanel';
import * as styles from './WorkflowStepsDialog.css';

export interface WorkflowStepsDialogProps extends DialogStateProps {
  workflow: AutomationWorkflow;
  /**
   * The dialog a send email step designs or edits its email in, on top of the steps (the
   * templates area's, composed by the route).
   */
  EmailDesigner: ComponentType<EmailDesignerProps>;
}

/** What happens to contacts inside when the steps are saved (issue 29: stated in the screen). */
export const EDIT_NOTE =
  'Contacts already inside go on from their step in the saved version; contacts at a step you removed go on at the next step that is left. No one enters twice or gets a step’s email twice. Deactivating stops new entries; what it does to the contacts inside is yours to choose below.';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * A workflow's editor: its trigger's settings, the steps as a vertical flow (a condition's two
 * branches side by side), each step's settings in a panel under the flow, live figures on every
 * step and the contacts stopped by an error with a Retry button. Every step is a list item (its
 * position announced) whose title is a button choosing it; its menu moves, removes or adds after.
 */
export function WorkflowStepsDialog({
  isOpen,
  onOpenChange,
  workflow,
  EmailDesigner,
}: WorkflowStepsDialogProps) {
  const parsed = parseWorkflowDefinition(workflow.steps);
  // A recipe may change the trigger itself (the birthday recipe's date trigger).
  const [triggerType, setTriggerType] = useState<TriggerType>(workflow.trigger);
  const [trigger, setTrigger] = useState<TriggerSettings>(
    parsed.ok ? parsed.definition.trigger : {},
  );
  const [reentry, setReentry] = useState<ReentryRule | undefined>(
    parsed.ok ? parsed.definition.reentry : undefined,
  );
  const [goal, setGoal] = useState<WorkflowGoal | undefined>(
    parsed.ok ? parsed.definition.goal : undefined,
  );
  const [steps, setSteps] = useState<WorkflowStep[]>(parsed.ok ? parsed.definition.steps : []);
  const [whenInactive, setWhenInactive] = useState<WhenInactive>(
    (parsed.ok && parsed.definition.whenInactive) || 'finish',
  );
  const [selected, setSelected] = useState<string | null>(steps[0]?.id ?? null);
  const [problem, setProblem] = useState<string | null>(parsed.ok ? null : parsed.message);
  const flat = allSteps(steps);
  const templatesQuery = useTemplateChoices(
    flat.flatMap((s) => (s.type === 'send_email' ? [s.templateId] : [])),
  );
  // Templates saved from a step's designer, listed (and named in the flow) at once rather than
  // after the templates are read again; newest first, as the list is.
  const [designed, setDesigned] = useState<EmailTemplate[]>([]);
  const rows = templatesQuery.rows;
  const templates = [
    ...designed.filter((d) => !rows.some((t) => t.id === d.id)),
    ...rows.map((t) => designed.find((d) => d.id === t.id) ?? t),
  ];
  const templateName = (id: number) => templates.find((t) => t.id === id)?.name;
  const segments = useSegments().data ?? [];
  const segmentName = (id: number) => segments.find((g) => g.id === id)?.name;
  const report = useWorkflowReport(workflow.id).data;
  const update = useToastMutation(useUpdateWorkflow(), {
    success: 'Workflow steps saved',
    error: 'Failed to update workflow',
  });
  const retry = useToastMutation(useRetryWorkflowRun(), {
    success: 'The step runs again',
    error: 'Failed to retry',
  });
  const close = () => onOpenChange(false);
  const chosen = flat.find((s) => s.id === selected);
  const stepNumber = (id: string) => flat.findIndex((s) => s.id === id) + 1;

  const change = (next: WorkflowStep[]) => {
    setSteps(next);
    setProblem(null);
  };
  const add = (place: ListPlace, index: number, type: StepType) => {
    const id = newStepId(steps);
    change(insertStep(steps, place, index, newStep(type, id, templates[0]?.id)));
    setSelected(id);
  };
  const save = async () => {
    const text = stringifyWorkflowDefinition({
      // The date trigger's settings as shown, also when the user kept every default.
      trigger:
        triggerType === 'date'
          ? { ...trigger, date: trigger.date ?? DEFAULT_DATE_TRIGGER }
          : trigger,
      steps,
      whenInactive,
      reentry,
      goal,
    });
    const checked = parseWorkflowDefinition(text);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    await update.mutateAsync({
      id: workflow.id,
      input: { steps: text, ...(triggerType !== workflow.trigger && { trigger: triggerType }) },
    });
    close();
  };

  const flow = (list: readonly WorkflowStep[], place: ListPlace, label: string) => (
    <StepFlow
      label={label}
      steps={list}
      place={place}
      flat={flat}
      selected={selected}
      report={report}
      templateName={templateName}
      segmentName={segmentName}
      onSelect={setSelected}
      onAdd={add}
      onMove={(id, by) => change(moveStep(steps, id, by))}
      onRemove={(id) => {
        change(removeStep(steps, id));
        if (selected === id) setSelected(null);
      }}
      renderBranches={(step) =>
        step.type === 'condition' && (
          <div className={styles.branches}>
            <div className={styles.branch}>
              <p className={styles.branchTitle}>Yes</p>
              {flow(step.yes, { parent: step.id, branch: 'yes' }, `Steps when yes`)}
            </div>
            <div className={styles.branch}>
              <p className={styles.branchTitle}>No</p>
              {flow(step.no, { parent: step.id, branch: 'no' }, `Steps when no`)}
            </div>
          </div>
        )
      }
    />
  );

  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={`Steps of ${workflow.name}`}
        description={EDIT_NOTE}
        footer={
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={() => void save()} isDisabled={update.isPending}>
              Save Steps
            </Button>
          </>
        }
      >
        <div className={styles.body}>
          {report && (
            <ul className={styles.figures} aria-label="Run history">
              <li>
                <Badge>Enrolled {count(report.enrolled)}</Badge>
              </li>
              <li>
                <Badge tone="blue">In progress {count(report.inProgress)}</Badge>
              </li>
              <li>
                <Badge tone="green">Completed {count(report.completed)}</Badge>
              </li>
              <li>
                <Badge tone="grey">Exited {count(report.exited)}</Badge>
              </li>
              {report.failed > 0 && (
                <li>
                  <Badge tone="red">Failed {count(report.failed)}</Badge>
                </li>
              )}
              {report.paused > 0 && (
                <li>
                  <Badge tone="yellow">Paused {count(report.paused)}</Badge>
                </li>
              )}
            </ul>
          )}
          {report && report.exitReasons.length > 0 && (
            <ul className={styles.exitReasons} aria-label="Why contacts exited">
              {report.exitReasons.map((exit) => (
                <li key={exit.reason}>
                  {count(exit.count)} · {exit.reason}
                </li>
              ))}
            </ul>
          )}
          <TriggerSettingsFields
            trigger={triggerType}
            settings={trigger}
            onChange={setTrigger}
            reentry={reentry}
            onReentryChange={setReentry}
            goal={goal}
            onGoalChange={setGoal}
          />
          <RadioGroup
            label="When the workflow is deactivated"
            description="New contacts stop entering either way."
            value={whenInactive}
            onChange={(value) => setWhenInactive(value as WhenInactive)}
          >
            <Radio value="finish">Contacts inside finish their steps</Radio>
            <Radio value="pause">
              Contacts inside pause where they are until it is activated again
            </Radio>
          </RadioGroup>
          {steps.length === 0 && templatesQuery.isSuccess && (
            <p className={styles.note}>
              {templates[0]
                ? `A recipe's emails use your template “${templates[0].name}”: choose another in each email's settings.`
                : 'No email templates yet: design each email in its step’s settings.'}
            </p>
          )}
          {steps.length === 0 && (
            <section aria-label="Start from a recipe" className={styles.recipes}>
              {RECIPES.map((recipe) => (
                <CardButton
                  key={recipe.id}
                  onPress={() => {
                    const next = recipe.steps(templates[0]?.id);
                    change(next);
                    setTrigger({ ...trigger, ...recipe.trigger });
                    if (recipe.triggerType) setTriggerType(recipe.triggerType);
                    setSelected(next[0]?.id ?? null);
                  }}
                >
                  <strong>{recipe.name}</strong>
                  <span className={styles.note}>{recipe.description}</span>
                </CardButton>
              ))}
            </section>
          )}
          {flow(steps, { parent: null }, 'Workflow steps')}
          {chosen && (
            <StepSettings
              key={chosen.id}
              step={chosen}
              templates={templates}
              onLoadMoreTemplates={templatesQuery.loadMore}
              isLoadingMoreTemplates={templatesQuery.isLoadingMore}
              EmailDesigner={EmailDesigner}
              newEmailName={`${workflow.name} – email ${
                flat.filter((s) => s.type === 'send_email').findIndex((s) => s.id === chosen.id) + 1
              }`}
              onTemplateSaved={(saved) =>
                setDesigned((list) => [saved, ...list.filter((d) => d.id !== saved.id)])
              }
              segments={segments}
              emailSteps={emailStepsBefore(steps, chosen.id).map((s) => ({
                id: s.id,
                label: `${stepNumber(s.id)}. ${stepSummary(s, templateName)}`,
              }))}
              onChange={(next) => change(replaceStep(steps, next.id, next))}
            />
          )}
          {problem && (
            <p role="alert" className={styles.stepError}>
              {problem}
            </p>
          )}
          {report && report.failures.length > 0 && (
            <section aria-label="Contacts stopped by an error" className={styles.flow}>
              {report.failures.map((failure) => (
                <div key={failure.runId} className={styles.stepHead}>
                  <span className={styles.stepError}>
                    {failure.email}: {failure.error}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Retry ${failure.email}`}
                    onPress={() => retry.mutate({ id: workflow.id, runId: failure.runId })}
                  >
                    Retry
                  </Button>
                </div>
              ))}
            </section>
          )}
          <WorkflowContacts workflowId={workflow.id} />
          <WorkflowTestPanel
            workflowId={workflow.id}
            steps={stringifyWorkflowDefinition({ trigger, steps, whenInactive })}
            templateName={templateName}
          />
        </div>
      </Dialog>
    </Modal>
  );
}

interface StepFlowProps {
  label: string;
  steps: readonly WorkflowStep[];
  place: ListPlace;
  flat: readonly WorkflowStep[];
  selected: string | null;
  report: WorkflowReport | undefined;
  templateName: (id: number) => string | undefined;
  segmentName: (id: number) => string | undefined;
  onSelect: (id: string) => void;
  onAdd: (place: ListPlace, index: number, type: StepType) => void;
  onMove: (id: string, by: -1 | 1) => void;
  onRemove: (id: string) => void;
  renderBranches: (step: WorkflowStep) => React.ReactNode;
}

function figuresText(step: WorkflowStep, report: WorkflowReport | undefined): string {
  const f = report?.steps[step.id];
  if (!f) return '0 waiting · 0 passed';
  const parts = [`${count(f.waiting)} waiting`, `${count(f.passed)} passed`];
  if (step.type === 'send_email')
    parts.push(`${count(f.sent)} sent`, `${count(f.opened)} opened`, `${count(f.clicked)} clicked`);
  if (f.skipped > 0) parts.push(`${count(f.skipped)} not mailed`);
  if (f.failed > 0) parts.push(`${count(f.failed)} failed`);
  return parts.join(' · ');
}

/** One list of steps (the top, or a branch) and its Add step menu. */
function StepFlow(props: StepFlowProps) {
  const { steps, place, flat, selected, report, templateName, segmentName } = props;
  return (
    <>
      <ol className={styles.flow} aria-label={props.label}>
        {steps.map((step, index) => {
          const number = flat.findIndex((s) => s.id === step.id) + 1;
          const summary = stepSummary(
            step,
            templateName,
            (id) => flat.findIndex((s) => s.id === id) + 1,
            segmentName,
          );
          return (
            <li key={step.id} className={styles.step} aria-current={selected === step.id}>
              <div className={styles.stepHead}>
                <Button
                  variant="ghost"
                  size="sm"
                  className={styles.stepButton}
                  onPress={() => props.onSelect(step.id)}
                >
                  <span className={styles.stepTitle}>
                    {number}. {summary}
                  </span>
                </Button>
                <MenuTrigger>
                  <Button variant="ghost" size="sm" aria-label={`Step ${number} actions`}>
                    …
                  </Button>
                  <Menu
                    aria-label={`Step ${number} actions`}
                    placement="bottom end"
                    onAction={(key) => {
                      const action = String(key);
                      if (action === 'up') props.onMove(step.id, -1);
                      else if (action === 'down') props.onMove(step.id, 1);
                      else if (action === 'remove') props.onRemove(step.id);
                      else props.onAdd(place, index + 1, action.slice(4) as StepType);
                    }}
                  >
                    <MenuSection aria-label="Change">
                      {index > 0 && <MenuItem id="up">Move up</MenuItem>}
                      {index < steps.length - 1 && <MenuItem id="down">Move down</MenuItem>}
                      <MenuItem id="remove" variant="destructive">
                        Remove
                      </MenuItem>
                    </MenuSection>
                    <MenuSection aria-label="Add after this step">
                      {STEP_TYPES.map((type) => (
                        <MenuItem key={type} id={`add:${type}`}>
                          {`Add ${stepLabel(type).toLowerCase()} after`}
                        </MenuItem>
                      ))}
                    </MenuSection>
                  </Menu>
                </MenuTrigger>
              </div>
              <span className={styles.stepFigures}>{figuresText(step, report)}</span>
              {props.renderBranches(step)}
            </li>
          );
        })}
      </ol>
      <MenuTrigger>
        <Button variant="secondary" size="sm">
          {place.parent === null ? 'Add step' : `Add step (${place.branch})`}
        </Button>
        <Menu
          aria-label="Step types"
          onAction={(key) => props.onAdd(place, steps.length, String(key) as StepType)}
        >
          {STEP_TYPES.map((type) => (
            <MenuItem key={type} id={type}>
              {stepLabel(type)}
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
    </>
  );
}

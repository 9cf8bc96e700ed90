import { useState } from 'react';
import { Button, ComboBox, ComboBoxItem } from '@crm/ui';
import {
  allSteps,
  parseWorkflowDefinition,
  WORKFLOW_TEST_WAIT_SECONDS,
  type WorkflowStep,
  type WorkflowTest,
} from '@crm/api-client';
import { useContactWindow, useStartWorkflowTest, useWorkflowTest } from '@crm/api-client/react';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { stepSummary } from '../lib/stepTree';
import * as styles from './WorkflowStepsDialog.css';
import * as own from './WorkflowTestPanel.css';

/** What a test does, said before it runs (issue 29 §3: waits shortened, mail to the Outbox). */
export const TEST_NOTE = `Runs these steps, saved or not, for one contact now. Each wait lasts ${WORKFLOW_TEST_WAIT_SECONDS} seconds and every email goes to the Outbox, not to the contact; tag and field steps change the contact for real. A test is not counted in the figures and does not stop the contact entering the workflow for real.`;

export interface WorkflowTestPanelProps {
  /** The workflow tested. */
  workflowId: number;
  /** The steps as the editor holds them (the steps field's JSON): what the test runs. */
  steps: string;
  /** A template's name for the email steps' summaries. */
  templateName: (id: number) => string | undefined;
}

const OUTCOMES: Record<string, string> = {
  sent: 'email in the Outbox',
  skipped: 'not mailed (unsubscribed, bounced or no address)',
  done: 'done',
  yes: 'yes',
  no: 'no',
};

/** A time to the second (a test's steps are seconds apart), in UTC as every time on screen. */
const clock = (iso: string) =>
  `${new Date(iso).toLocaleTimeString('en-US', {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  })} UTC`;

/** Where the test is, in words (announced as it changes). */
function statusText(test: WorkflowTest, name: (stepId: string | null) => string): string {
  switch (test.status) {
    case 'completed':
      return 'Test finished: the contact went through to the end.';
    case 'exited':
      return `Test finished: the contact left the workflow at ${name(test.stepId)}.`;
    case 'failed':
      return `Test stopped at ${name(test.stepId)}: ${test.error ?? 'an error'}`;
    default:
      return test.nextDue
        ? `Waiting at ${name(test.stepId)} until ${clock(test.nextDue)}…`
        : 'Running…';
  }
}

/**
 * "Test with a contact" (issue 29 §3), under the steps editor: pick one of the account's contacts
 * by searching, run the editor's steps for them with waits shortened and emails to the Outbox,
 * and watch each step as it happens (its name, outcome and time), read every second until the
 * contact finished, left or stopped.
 */
export function WorkflowTestPanel({ workflowId, steps, templateName }: WorkflowTestPanelProps) {
  const [query, setQuery] = useState('');
  const [input, setInput] = useState('');
  const [contactId, setContactId] = useState<number | null>(null);
  const [testId, setTestId] = useState<number | undefined>();
  const found = useContactWindow({ q: query.trim() }, { start: 0, end: 10, blockSize: 10 });
  const items = found.loaded.map((contact) => ({
    id: contact.id,
    text: [`${contact.firstName} ${contact.lastName}`.trim(), contact.email]
      .filter(Boolean)
      .join(' · '),
  }));
  const start = useToastMutation(useStartWorkflowTest(), {
    success: 'Test started',
    error: 'Failed to start the test',
  });
  const test = useWorkflowTest(workflowId, testId).data;

  const parsed = parseWorkflowDefinition(test?.definition ?? steps);
  const flow: WorkflowStep[] = parsed.ok ? allSteps(parsed.definition.steps) : [];
  const name = (stepId: string | null) => {
    const index = flow.findIndex((step) => step.id === stepId);
    return index < 0
      ? 'a removed step'
      : `step ${index + 1} (${stepSummary(flow[index]!, templateName)})`;
  };
  const run = async () => {
    if (contactId === null) return;
    const started = await start.mutateAsync({ id: workflowId, input: { contactId, steps } });
    setTestId(started.id);
  };

  return (
    <section className={styles.settings} aria-labelledby={`workflow-test-${workflowId}`}>
      <h3 className={styles.settingsTitle} id={`workflow-test-${workflowId}`}>
        Test with a contact
      </h3>
      <p className={styles.note}>{TEST_NOTE}</p>
      <div className={own.picker}>
        <ComboBox
          className={own.contact}
          label="Contact"
          placeholder="Search your contacts"
          openLabel="Show contacts"
          menuTrigger="focus"
          items={items}
          // Both controlled: closing the suggestions (a scroll of the dialog closes them) keeps
          // the typed search instead of resetting the box to the picked contact, none yet.
          selectedKey={contactId}
          inputValue={input}
          onInputChange={(text) => {
            setInput(text);
            // A picked contact's text fills the box: the search stays what was typed.
            if (items.some((item) => item.text === text)) return;
            setContactId(null);
            setQuery(text);
          }}
          onSelectionChange={(key) => {
            const item = items.find((candidate) => String(candidate.id) === String(key));
            setContactId(item ? item.id : null);
            if (item) setInput(item.text);
          }}
        >
          {({ id, text }) => (
            <ComboBoxItem id={id} textValue={text}>
              {text}
            </ComboBoxItem>
          )}
        </ComboBox>
        <Button
          variant="secondary"
          onPress={() => void run()}
          isDisabled={contactId === null || start.isPending || flow.length === 0}
        >
          Run test
        </Button>
      </div>
      {test && (
        <>
          <p role="status" className={test.status === 'failed' ? styles.stepError : styles.note}>
            {`Testing with ${test.contactEmail}. `}
            {statusText(test, name)}
          </p>
          <ol className={styles.flow} aria-label="Test steps">
            {test.steps.map((step) => (
              <li key={step.stepId} className={styles.stepHead}>
                <span className={styles.stepTitle}>{capitalise(name(step.stepId))}</span>
                <span className={styles.stepFigures}>
                  {`${OUTCOMES[step.outcome] ?? step.outcome} · ${clock(step.at)}`}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

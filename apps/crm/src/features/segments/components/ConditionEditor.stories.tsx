import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SEGMENT_CONDITION_KINDS } from '@crm/api-client';
import { apiHandlers } from '../../../testing/handlers';
import { demoSegments, segmentsHandlers } from '../../../testing/segmentsHandlers';
import { findRole, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { type DraftCondition, newCondition } from '../lib/segmentDraft';
import { KIND_LABELS } from '../lib/segmentLabels';
import { ConditionEditor, type ConditionEditorProps } from './ConditionEditor';

/** The editor holds its condition as the segment editor does, so every change shows. */
function Stateful(args: ConditionEditorProps) {
  const [condition, setCondition] = useState(args.condition);
  return (
    <ConditionEditor
      {...args}
      condition={condition}
      onChange={(next) => {
        setCondition(next);
        args.onChange(next);
      }}
    />
  );
}

/**
 * `ConditionEditor`: one condition of a segment, in a fieldset named by its number and kind: the
 * kind, its operator and the values that operator needs, and the server's message when it refused it.
 */
const meta = {
  title: 'App/Segments/ConditionEditor',
  component: ConditionEditor,
  render: (args) => <Stateful {...args} />,
  args: {
    condition: newCondition('tags'),
    number: 1,
    onChange: fn(),
    onRemove: fn(),
    customTypes: { plan: 'text', seats: 'number' },
  },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof ConditionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const editor = (number: number, kind: DraftCondition['kind']) =>
  findRole('group', `Condition ${number}: ${KIND_LABELS[kind]}`);

const FIRST_FIELD: Record<DraftCondition['kind'], string> = {
  tags: 'Tag',
  status: 'Status',
  lead_source: 'Lead source',
  created: 'Days',
  field: 'Field',
  engagement: 'In the last days',
  workflow: 'Workflow',
  form: 'Form',
  segment: 'Segment',
};

/** Kinds as they start, each asking for what its first operator needs (four to a story). */
function kindsStory(kinds: readonly DraftCondition['kind'][]): Story {
  return {
    render: (args) => (
      <div style={{ display: 'grid', gap: 8 }}>
        {kinds.map((kind, i) => (
          <Stateful key={kind} {...args} number={i + 1} condition={newCondition(kind)} />
        ))}
      </div>
    ),
    play: async () => {
      for (const [i, kind] of kinds.entries()) {
        const group = within(await editor(i + 1, kind));
        await expect(group.getAllByLabelText(FIRST_FIELD[kind])[0]).toBeVisible();
        await expect(
          group.getByRole('button', { name: `Remove condition ${i + 1}` }),
        ).toBeVisible();
      }
      // Each list (campaigns, workflows, forms, tags) has answered: nothing left loading for axe.
      await waitFor(() => expect(document.querySelector('[role="img"]')).toBeNull(), {
        timeout: LOAD_TIMEOUT,
      });
    },
  };
}

/** The contact's own kinds: tags, status, lead source, created date. */
export const ContactKinds = kindsStory(SEGMENT_CONDITION_KINDS.slice(0, 4));

/** A field's value and what the contact did: field, email engagement, workflow, form. */
export const FieldAndActivityKinds = kindsStory(SEGMENT_CONDITION_KINDS.slice(4, 8));

/**
 * In (or not in) another segment, chosen by keyboard: the segment being edited (Newsletter
 * readers) is not offered, since a segment cannot include itself.
 */
export const SegmentKind: Story = {
  args: { condition: { ...newCondition('segment'), segmentId: '2' }, segmentId: 1 },
  parameters: {
    msw: {
      handlers: [
        ...segmentsHandlers({
          segments: [...demoSegments(), { ...demoSegments()[0]!, id: 3, name: 'VIP customers' }],
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ args }) => {
    const group = within(await editor(1, 'segment'));
    await expect(group.getByRole('button', { name: /Operator/ })).toHaveTextContent('is in');
    const segment = group.getByRole('button', { name: /Segment$/ });
    // Named once the segments have answered (an empty list does not open).
    await waitFor(() => expect(segment).toHaveTextContent('Recent openers'), {
      timeout: LOAD_TIMEOUT,
    });
    segment.focus();
    await userEvent.keyboard('{Enter}');
    const options = within(await findRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Recent openers',
      'VIP customers',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ kind: 'segment', op: 'in', segmentId: '3' }),
      ),
    );
    group.getByRole('button', { name: /Operator/ }).focus();
    await userEvent.keyboard('{Enter}');
    await findRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ op: 'not_in', segmentId: '3' }),
      ),
    );
    await expect(group.getByRole('button', { name: /Operator/ })).toHaveTextContent('is not in');
    await expect(segment).toHaveTextContent('VIP customers');
  },
};

/** Tags are typed or chosen, shown as chips, and removed one by one. */
export const Tags: Story = {
  play: async ({ args }) => {
    const group = within(await editor(1, 'tags'));
    await userEvent.type(group.getByRole('combobox', { name: 'Tag' }), 'vip{Enter}');
    const chips = within(group.getByRole('list', { name: 'Chosen tags' }));
    await expect(chips.getByText('vip')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ tags: ['vip'] }),
    );
    await userEvent.click(group.getByRole('button', { name: 'Remove tag vip' }));
    await expect(group.queryByRole('list', { name: 'Chosen tags' })).not.toBeInTheDocument();
  },
};

/** A number field "between" asks for both ends. */
export const FieldBetween: Story = {
  args: {
    condition: { ...newCondition('field'), field: 'custom:seats', op: 'between' },
  },
  play: async () => {
    const group = within(await editor(1, 'field'));
    await expect(group.getByRole('textbox', { name: /^From/ })).toBeVisible();
    await expect(group.getByRole('textbox', { name: /^To/ })).toBeVisible();
  },
};

/** Another kind starts the condition again with that kind's first operator and no values. */
export const ChangeKind: Story = {
  play: async ({ args }) => {
    const group = within(await editor(1, 'tags'));
    await userEvent.click(group.getByRole('button', { name: /Kind/ }));
    await userEvent.click(await findRole('option', 'Created date'));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ kind: 'created', op: 'in_last_days', value: '', tags: [] }),
      ),
    );
    await editor(1, 'created');
  },
};

/** The server's message about this condition, tied to its fieldset for screen readers. */
export const WithError: Story = {
  args: {
    condition: { ...newCondition('created'), op: 'in_last_days', value: '-3' },
    error: 'Condition 1: the number of days must be a whole number from 1 to 36500',
  },
  play: async () => {
    const group = await editor(1, 'created');
    await expect(within(group).getByRole('alert')).toHaveTextContent('whole number');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/whole number/);
  },
};

/** Remove asks the segment to drop this condition. */
export const Remove: Story = {
  tags: ['!visual'], // Same look as Tags' start.
  play: async ({ args }) => {
    const group = within(await editor(1, 'tags'));
    await userEvent.click(group.getByRole('button', { name: 'Remove condition 1' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

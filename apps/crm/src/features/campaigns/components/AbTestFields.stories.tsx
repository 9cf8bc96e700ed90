import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findRole } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { AbTestFields, type AbTestFieldsProps } from './AbTestFields';

/** Holds the test the way the campaign form does, so each change shows. */
function Controlled(props: AbTestFieldsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AbTestFields
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const threeVariants: AbTestFieldsProps['value'] = {
  variants: [
    { subject: 'Our autumn sale starts today', content: null },
    { subject: 'Autumn sale: 30% off everything', content: null },
    { subject: 'Last chance before the leaves fall', content: null },
  ],
  sharePercent: 30,
  measure: 'clicks',
  waitHours: 24,
};

/**
 * `AbTestFields`: a campaign's A/B subject test in Create and Edit Campaign (issue 27 §3): a
 * switch, then the subjects B and C beside the campaign's own (A), the test share, the wait and
 * what wins.
 */
const meta = {
  title: 'App/Campaigns/AbTestFields',
  component: AbTestFields,
  render: (args) => <Controlled {...args} />,
  args: { value: null, onChange: fn(), subject: 'Our autumn sale starts today' },
  decorators: [withAppProviders(), (Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof AbTestFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the switch alone. Switched on, variant B's subject field appears, empty. */
export const SwitchedOn: Story = {
  play: async ({ args }) => {
    const group = await findRole('group', 'A/B test');
    const toggle = within(group).getByRole('switch', { name: 'Test 2 or 3 subjects first' });
    await expect(toggle).not.toBeChecked();
    await expect(within(group).queryByLabelText('Subject B')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(within(group).getByLabelText('Subject B')).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      variants: [
        { subject: 'Our autumn sale starts today', content: null },
        { subject: '', content: null },
      ],
      sharePercent: 20,
      measure: 'opens',
      waitHours: 4,
    });
    await userEvent.type(within(group).getByLabelText('Subject B'), 'Save 30%');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        variants: [expect.anything(), { subject: 'Save 30%', content: null }],
      }),
    );
  },
};

/** Three subjects, 30 % share, a day's wait, by clicks: C can be removed, and added back. */
export const ThreeVariants: Story = {
  args: { value: threeVariants },
  play: async ({ args }) => {
    const group = await findRole('group', 'A/B test');
    await expect(within(group).getByLabelText('Subject C')).toHaveValue(
      'Last chance before the leaves fall',
    );
    await expect(within(group).getByRole('radio', { name: 'Most clicks' })).toBeChecked();
    await expect(
      within(group).queryByRole('button', { name: 'Add Subject D' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Remove Subject C' }));
    await expect(within(group).queryByLabelText('Subject C')).toBeNull();
    await userEvent.click(within(group).getByRole('button', { name: 'Add Subject C' }));
    await expect(within(group).getByLabelText('Subject C')).toHaveValue('');
    // Keyboard: the measure moves with the arrow keys.
    within(group).getByRole('radio', { name: 'Most clicks' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ measure: 'opens' }),
    );
    // Put back for the screenshot.
    await userEvent.click(within(group).getByRole('radio', { name: 'Most clicks' }));
    await userEvent.type(within(group).getByLabelText('Subject C'), 'Last chance');
  },
};

/** The contract's message under the fields (a subject left blank). */
export const WithError: Story = {
  args: {
    value: { ...threeVariants!, variants: threeVariants!.variants.slice(0, 2) },
    errorMessage: 'Each variant needs a subject',
  },
  play: async () => {
    const group = await findRole('group', 'A/B test');
    await expect(within(group).getByRole('alert')).toHaveTextContent(
      'Each variant needs a subject',
    );
  },
};

/** On a phone (390 px): the fields stack, nothing scrolls sideways. */
export const OnPhone: Story = {
  args: { value: threeVariants },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    const group = await findRole('group', 'A/B test');
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};

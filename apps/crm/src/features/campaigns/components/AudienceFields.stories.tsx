import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EMPTY_AUDIENCE } from '@crm/api-client';
import { http, HttpResponse } from 'msw';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { AudienceFields, type AudienceFieldsProps } from './AudienceFields';

/** Holds the audience the way the campaign form does, so each choice shows. */
function Controlled(props: AudienceFieldsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AudienceFields
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/**
 * `AudienceFields`: a campaign's audience in Create and Edit Campaign (issue 27 §2): segments and
 * tags to send to and to leave out, and the live count of recipients with who is left out and why.
 */
const meta = {
  title: 'App/Campaigns/AudienceFields',
  component: AudienceFields,
  render: (args) => <Controlled {...args} />,
  args: { value: EMPTY_AUDIENCE, onChange: fn() },
  decorators: [withAppProviders(), (Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof AudienceFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet for a new campaign: nobody to send to. */
export const Empty: Story = {
  play: async () => {
    await findText('0 recipients');
  },
};

/**
 * A segment and a tag to send to, a segment and a tag to leave out: chips for each, and the count
 * with who is left out and why.
 */
export const Chosen: Story = {
  args: {
    value: { segments: [1], tags: ['vip'], excludeSegments: [2], excludeTags: ['trial'] },
  },
  play: async () => {
    await findText('1,197 recipients');
    await findText('343 left out: 38 unsubscribed, 5 bounced, 300 excluded');
    const included = await findRole('list', 'Segments to include');
    await expect(within(included).getByText('Newsletter readers')).toBeVisible();
    const excluded = await findRole('list', 'Segments to exclude');
    await expect(within(excluded).getByText('Recent openers')).toBeVisible();
  },
};

/** Picking a segment by keyboard adds it, and the count follows; removing it takes it back. */
export const PickAndRemove: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    await findText('0 recipients');
    const input = await findRole('combobox', 'Include segment');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ segments: [1] })),
    );
    await findText('1,166 recipients');
    // The list stays open for another pick; Escape closes it.
    await userEvent.keyboard('{Escape}');
    await userEvent.type(await findRole('combobox', 'Exclude tag'), 'trial');
    await userEvent.click(await findRole('button', 'Add excluded tag'));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ excludeTags: ['trial'] }),
    );
    await findText('1,016 recipients');
    await userEvent.click(await findRole('button', 'Remove segment Newsletter readers'));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ segments: [] }));
    await findText('0 recipients');
  },
};

/** Editing a campaign: its added contacts count too, and the hint says so. */
export const EditingACampaign: Story = {
  tags: ['!visual'],
  args: { campaignId: 3 },
  play: async () => {
    await findText('2 recipients');
    await findText(/Send to the contacts added to this campaign/);
  },
};

/** An account without segments: the segment fields say so instead of opening an empty list. */
export const NoSegmentsYet: Story = {
  tags: ['!visual'],
  parameters: {
    msw: {
      handlers: [
        http.get('/api/segments', () => HttpResponse.json({ segments: [] })),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const include = await findRole('combobox', 'Include segment');
    await waitFor(() => expect(include).toHaveAttribute('placeholder', 'No segments yet'));
    await expect(include).toBeDisabled();
    await expect(await findRole('combobox', 'Exclude segment')).toBeDisabled();
    // Tags are still there to choose.
    await expect(await findRole('combobox', 'Include tag')).toBeEnabled();
  },
};

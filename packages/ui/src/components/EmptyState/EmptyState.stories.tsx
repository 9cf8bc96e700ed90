import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState, emptyStateSizes } from './EmptyState';

const InboxIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
  </svg>
);

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No campaigns yet',
    hint: 'Create a campaign to start emailing your contacts.',
    size: 'md',
  },
  argTypes: { size: { control: 'inline-radio', options: emptyStateSizes } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onCreate = fn();

/** Title, hint and an action; the action works with mouse and keyboard. */
export const WithAction: Story = {
  args: {
    icon: <InboxIcon />,
    action: (
      <Button variant="primary" onPress={onCreate}>
        Create campaign
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onCreate.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No campaigns yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create campaign' }));
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalledTimes(2);
  },
};

/** Title and hint only. */
export const TitleAndHint: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Create a campaign to start emailing your contacts.'),
    ).toBeVisible();
  },
};

/** Title only. */
export const TitleOnly: Story = { args: { hint: undefined } };

/** The title as a heading, for a page that has nothing else. */
export const AsHeading: Story = {
  args: { headingLevel: 2, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No campaigns yet' }),
    ).toBeVisible();
  },
};

/** Every size. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {emptyStateSizes.map((size) => (
        <div key={size} style={{ border: '1px dashed currentColor' }}>
          <EmptyState {...args} size={size} icon={<InboxIcon />} title={`Size ${size}`} />
        </div>
      ))}
    </div>
  ),
};

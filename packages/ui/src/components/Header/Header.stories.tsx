import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Header } from './Header';

const onAdd = fn();
const onImport = fn();

const actions = (
  <>
    <Button variant="secondary" onPress={onImport}>
      Import
    </Button>
    <Button variant="primary" onPress={onAdd}>
      Add contact
    </Button>
  </>
);

const meta = {
  title: 'Components/Header',
  component: Header,
  args: { title: 'Contacts', subtitle: 'Manage your contacts and their details.' },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
    actions: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, subtitle and actions; the actions work with mouse and keyboard. */
export const WithActions: Story = {
  args: { actions },
  play: async ({ canvasElement }) => {
    onAdd.mockClear();
    onImport.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(canvas.getByText('Manage your contacts and their details.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    await expect(onAdd).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(onImport).toHaveBeenCalledTimes(1);
  },
};

/** Title and subtitle. */
export const TitleAndSubtitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toBeInTheDocument();
  },
};

/** Title only. */
export const TitleOnly: Story = { args: { subtitle: undefined, title: 'Dashboard' } };

/** A long title wraps; actions move under it on narrow widths. */
export const LongTitle: Story = {
  args: {
    title: 'Spring Sale 2025 — follow-up for contacts who opened but did not click',
    actions,
  },
};

/** Every combination. */
export const AllStates: Story = {
  // Inside a section a <header> is not a banner landmark, so three of them are fine.
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[
        { title: 'With actions', actions },
        { title: 'With subtitle' },
        { title: 'Title only', subtitle: undefined },
      ].map((props) => (
        <section key={props.title} aria-label={props.title}>
          <Header {...args} headingLevel={2} {...props} />
        </section>
      ))}
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, tabsVariants } from './Tabs';

const sections = [
  { id: 'overview', label: 'Overview', body: 'Contacts, campaigns and templates at a glance.' },
  { id: 'activity', label: 'Activity', body: 'Recent opens, clicks and replies.' },
  { id: 'notes', label: 'Notes', body: 'Notes shared with your team.' },
];

function Example(props: React.ComponentProps<typeof Tabs>) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Contact sections">
        {sections.map((s) => (
          <Tab key={s.id} id={s.id}>
            {s.label}
          </Tab>
        ))}
        <Tab id="billing" isDisabled>
          Billing
        </Tab>
      </TabList>
      {sections.map((s) => (
        <TabPanel key={s.id} id={s.id}>
          {s.body}
        </TabPanel>
      ))}
      <TabPanel id="billing">Billing details.</TabPanel>
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { variant: 'underline', onSelectionChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: tabsVariants },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  render: (args) => <Example {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line under the selected tab. Arrow keys move between tabs; a click selects one. */
export const Underline: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(sections[0]!.body);
    await userEvent.click(canvas.getByRole('tab', { name: 'Activity' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(sections[1]!.body);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('activity');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(sections[2]!.body);
    // The disabled tab is skipped: from the last enabled tab the focus wraps to the first.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(sections[2]!.body);
  },
};

/** A pill on a sunken track. */
export const Pills: Story = {
  args: { variant: 'pills', defaultSelectedKey: 'activity' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Activity' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('tab', { name: 'Activity' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(sections[2]!.body);
  },
};

/** Tabs stacked to the left of the panel; up and down arrows move between them. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(sections[1]!.body);
  },
};

/** The whole tab strip disabled. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Activity' }));
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Keyboard focus ring on the selected tab, in both variants. */
export const FocusVisible: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {tabsVariants.map((variant) => (
        <Example key={variant} {...args} variant={variant} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.keyboard('{Tab}');
    const [first] = within(canvasElement).getAllByRole('tab', { name: 'Overview' });
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Every variant, each with a different tab selected, horizontal and vertical. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {tabsVariants.map((variant) => (
        <div key={variant} style={{ display: 'grid', gap: 24 }}>
          <Example {...args} variant={variant} />
          <Example {...args} variant={variant} defaultSelectedKey="notes" />
          <Example
            {...args}
            variant={variant}
            orientation="vertical"
            defaultSelectedKey="activity"
          />
        </div>
      ))}
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Radio, RadioGroup } from './RadioGroup';

const options = (
  <>
    <Radio value="monthly">Monthly</Radio>
    <Radio value="yearly">Yearly</Radio>
    <Radio value="lifetime" isDisabled>
      Lifetime
    </Radio>
  </>
);

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Billing period', children: options, onChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click selects; arrow keys move the selection and skip disabled options. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const monthly = canvas.getByRole('radio', { name: 'Monthly' });
    const yearly = canvas.getByRole('radio', { name: 'Yearly' });
    await userEvent.click(canvas.getByText('Monthly'));
    await expect(monthly).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('monthly');
    await userEvent.keyboard('{ArrowDown}');
    await expect(yearly).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('yearly');
    // Lifetime is disabled: the arrow wraps round to Monthly.
    await userEvent.keyboard('{ArrowDown}');
    await expect(monthly).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(yearly).toBeChecked();
    yearly.blur();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'yearly' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Yearly' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    (document.activeElement as HTMLElement).blur();
  },
};

export const WithDescription: Story = {
  args: { description: 'Yearly billing saves two months.', defaultValue: 'monthly' },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a billing period.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a billing period.')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'monthly' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Yearly'));
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'yearly' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <RadioGroup label="Nothing chosen">{options}</RadioGroup>
      <RadioGroup label="Chosen" defaultValue="yearly" description="With a description.">
        {options}
      </RadioGroup>
      <RadioGroup label="Invalid" isInvalid errorMessage="Choose a billing period.">
        {options}
      </RadioGroup>
      <RadioGroup label="Disabled" isDisabled defaultValue="monthly" orientation="horizontal">
        {options}
      </RadioGroup>
    </div>
  ),
};

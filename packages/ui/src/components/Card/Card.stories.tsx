import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button/Button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cardVariants,
} from './Card';

const onPress = fn();

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    variant: 'outlined',
    style: { maxWidth: vars.size.dialogSm },
    children: (
      <>
        <CardHeader>
          <CardTitle>Total Contacts</CardTitle>
          <CardDescription>Everyone in your CRM.</CardDescription>
        </CardHeader>
        <CardContent>
          <p style={{ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold }}>1,284</p>
        </CardContent>
        <CardFooter>
          <Button variant="secondary" size="sm" onPress={onPress}>
            View all
          </Button>
        </CardFooter>
      </>
    ),
  },
  argTypes: { variant: { control: 'inline-radio', options: cardVariants } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title is a heading; the footer action works with mouse and keyboard. */
export const Outlined: Story = {
  play: async ({ canvas, userEvent }) => {
    onPress.mockClear();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Total Contacts' })).toBeVisible();
    const action = canvas.getByRole('button', { name: 'View all' });
    await userEvent.click(action);
    await userEvent.keyboard('{Enter}');
    await expect(onPress).toHaveBeenCalledTimes(2);
    action.blur();
  },
};

export const Elevated: Story = { args: { variant: 'elevated' } };

export const Sunken: Story = { args: { variant: 'sunken' } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.lg }}>
      {cardVariants.map((variant) => (
        <Card key={variant} variant={variant}>
          <CardHeader>
            <CardTitle level={2}>{variant}</CardTitle>
            <CardDescription>A {variant} card.</CardDescription>
          </CardHeader>
          <CardContent>{args.variant === variant ? 'Selected in controls' : 'Content'}</CardContent>
        </Card>
      ))}
    </div>
  ),
};

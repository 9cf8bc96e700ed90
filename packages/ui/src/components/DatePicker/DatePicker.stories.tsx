import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: {
    label: 'Scheduled date',
    description: 'In your time zone.',
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholder segments, the calendar button and the description. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Choose a date/ })).toBeVisible();
    await expect(canvas.getByText('In your time zone.')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toBeVisible();
  },
};

/** Typing the segments gives a date; the calendar opens from the button with the keyboard. */
export const TypeAndOpenTheCalendar: Story = {
  tags: ['!visual'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('06152031');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ year: 2031, month: 6, day: 15 }),
    );
    canvas.getByRole('button', { name: /Choose a date/ }).focus();
    await userEvent.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: /Choose a date/ });
    await expect(within(calendar).getByRole('grid')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** An action beside the field (here Clear) keeps its own press; an error shows under the field. */
export const WithActionAndError: Story = {
  // Chromium paints a 1 px sliver right of the ghost Clear on some runs and not others (DOM and
  // styles identical; failed a clean-clone run and 1 run in 3 here); Empty and the screens' date
  // fields cover the look, the play still checks the error and the action.
  tags: ['!visual'],
  args: {
    isInvalid: true,
    errorMessage: 'Scheduled date must be in the future',
    action: (
      <Button variant="ghost" size="sm">
        Clear
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Scheduled date must be in the future')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button/Button';
import { XIcon } from '../Icon/Icon';
import { Tooltip, TooltipTrigger } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: TooltipTrigger,
  args: {
    children: [
      <Button key="trigger" variant="secondary" aria-label="Archive contact">
        <XIcon />
      </Button>,
      <Tooltip key="tooltip">Archive contact</Tooltip>,
    ],
  },
  argTypes: {
    delay: { control: { type: 'number', step: 100 } },
    closeDelay: { control: { type: 'number', step: 100 } },
    isDisabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => <div style={{ padding: vars.space.xxxl, display: 'flex' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof TooltipTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Keyboard focus opens it at once and it describes the trigger; Escape closes it. */
export const Default: Story = {
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Archive contact' });
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Archive contact');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    trigger.blur();
  },
};

/** Hover waits 700 ms before opening; leaving closes it. */
export const Hover: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Archive contact' });
    // RAC opens tooltips on hover only in pointer modality; a click on the page sets it. Then wait out
    // the close delay, within which a previous story's tooltip would make this one open at once.
    await userEvent.click(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await userEvent.hover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(body.queryByRole('tooltip')).toBeNull();
    await expect(await body.findByRole('tooltip', {}, { timeout: 2000 })).toBeVisible();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull(), { timeout: 2000 });
  },
};

/** The open tooltip, for the screenshot. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Archive contact');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  tags: ['!visual'],
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(body.queryByRole('tooltip')).toBeNull();
  },
};

/** Placements, all open. */
export const AllStates: Story = {
  render: () => (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: vars.space.xxxl,
        padding: vars.space.xxxl,
      }}
    >
      {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
        <TooltipTrigger key={placement} isOpen>
          <Button variant="secondary">{placement}</Button>
          <Tooltip placement={placement}>Tooltip {placement}</Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  ),
};

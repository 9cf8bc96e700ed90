import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import {
  clearToasts,
  toast,
  ToastRegion,
  toastQueue,
  TOAST_MAX_VISIBLE,
  TOAST_SWIPE_THRESHOLD,
  TOAST_TIMEOUT,
  toastVariants,
  type ToastOptions,
} from './Toast';

/** A button that raises the toast described by the story's args (the region is in the preview). */
function ToastDemo(props: ToastOptions) {
  return (
    <Button variant="secondary" onPress={() => toast(props)}>
      Show toast
    </Button>
  );
}

// Screenshots need the toast to stay put, so most stories pass timeout 0 (until dismissed).
const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  subcomponents: { ToastRegion },
  args: {
    title: 'Contact added successfully',
    description: 'Jane Cooper is now in your contacts.',
    variant: 'default',
    timeout: 0,
    onClose: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: toastVariants } },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    clearToasts();
    return () => clearToasts();
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const showButton = (el: HTMLElement) => within(el).getByRole('button', { name: 'Show toast' });

/** Appears on press; its close button dismisses it (mouse, then keyboard). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(showButton(canvasElement));
    const item = await screen.findByRole('alertdialog', { name: args.title });
    await expect(item).toHaveTextContent(args.description!);
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);

    showButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(2);

    await userEvent.click(showButton(canvasElement));
    await screen.findByRole('alertdialog');
  },
};

function variantStory(
  variant: (typeof toastVariants)[number],
  title: string,
  description: string,
): Story {
  return {
    args: { variant, title, description },
    play: async ({ canvasElement }) => {
      await userEvent.click(showButton(canvasElement));
      const item = await screen.findByRole('alertdialog', { name: title });
      await expect(item).toHaveAttribute('data-variant', variant);
    },
  };
}

/** Confirms an action. */
export const Success = variantStory(
  'success',
  'Campaign created successfully',
  'Spring Sale is saved as a draft.',
);
/** Neutral information (e.g. a file will be processed on import). */
export const Info = variantStory('info', 'Excel file selected', 'The file is processed on import.');
/** Errors: titled "Error", in the destructive style. */
export const Destructive = variantStory('destructive', 'Error', 'Failed to add contact');

/** Title only. */
export const TitleOnly: Story = {
  args: { description: undefined, title: 'Color Copied' },
  play: async ({ canvasElement }) => {
    await userEvent.click(showButton(canvasElement));
    await expect(await screen.findByRole('alertdialog', { name: 'Color Copied' })).toBeVisible();
  },
};

/** Two queued: one shows (the newest), the other waits until the first is dismissed. */
export const OneAtATime: Story = {
  play: async () => {
    await expect(TOAST_MAX_VISIBLE).toBe(1);
    toast({ title: 'First', timeout: 0 });
    toast({ title: 'Second', timeout: 0 });
    await screen.findByRole('alertdialog', { name: 'Second' });
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('alertdialog', { name: 'First' });
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  },
};

/** F8 moves focus to the notification region from anywhere on the page. */
export const F8FocusesRegion: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(showButton(canvasElement));
    await screen.findByRole('alertdialog');
    await expect(showButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{F8}');
    await expect(screen.getByRole('region', { name: 'Notifications' })).toHaveFocus();
  },
};

async function swipe(el: HTMLElement, dx: number) {
  const { left, top, height } = el.getBoundingClientRect();
  const y = top + height / 2;
  const x = left + 16;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: el, coords: { clientX: x, clientY: y } },
    { target: el, coords: { clientX: x + dx / 2, clientY: y } },
    { target: el, coords: { clientX: x + dx, clientY: y } },
    { keys: '[/MouseLeft]', target: el, coords: { clientX: x + dx, clientY: y } },
  ]);
}

/** Dragging right by more than 50 px dismisses; a shorter drag springs back. */
export const SwipeToDismiss: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(TOAST_SWIPE_THRESHOLD).toBe(50);
    await userEvent.click(showButton(canvasElement));
    const item = await screen.findByRole('alertdialog');
    await swipe(item, 30);
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await swipe(item, 80);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Closes itself after its timeout (5000 ms by default; 300 ms here to keep the test short). */
export const AutoDismiss: Story = {
  args: { timeout: 300 },
  // The test setup keeps toasts open in other stories (a screenshot must not race a timeout).
  parameters: { toasts: 'close-on-timeout' },
  play: async ({ canvasElement, args }) => {
    await expect(TOAST_TIMEOUT).toBe(5000);
    toast({ title: 'Default timeout' });
    await expect(toastQueue.visibleToasts[0]?.timeout).toBe(TOAST_TIMEOUT);
    clearToasts();
    await userEvent.click(showButton(canvasElement));
    await screen.findByRole('alertdialog');
    // The pointer rests on the button, not the region, so the timer is not paused by hovering.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Every variant, each queued in turn and shown alone (the catalogue screenshot shows the last). */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {toastVariants.map((variant) => (
        <Button
          key={variant}
          variant="secondary"
          onPress={() =>
            toast({
              title: `A ${variant} toast`,
              description: 'With a description.',
              variant,
              timeout: 0,
            })
          }
        >
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const variant of toastVariants) {
      await userEvent.click(within(canvasElement).getByRole('button', { name: variant }));
      await expect(
        await screen.findByRole('alertdialog', { name: `A ${variant} toast` }),
      ).toBeVisible();
    }
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger, Modal, modalSizes, type ModalSize } from './Dialog';
import { footer } from './Dialog.css';

interface StoryArgs {
  title: string;
  description?: string;
  size: ModalSize;
  showCloseButton: boolean;
  isDismissable: boolean;
  defaultOpen?: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

function Example({
  title,
  description,
  size,
  showCloseButton,
  isDismissable,
  defaultOpen,
  onOpenChange,
}: StoryArgs) {
  return (
    <DialogTrigger defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Button variant="secondary">Edit contact</Button>
      <Modal size={size} isDismissable={isDismissable}>
        <Dialog title={title} description={description} showCloseButton={showCloseButton}>
          {({ close }) => (
            <div style={{ display: 'grid', gap: 16 }}>
              <p>Jane Cooper · jane.cooper@example.com · Acme Inc.</p>
              <div className={footer}>
                <Button variant="secondary" onPress={close}>
                  Cancel
                </Button>
                <Button variant="primary" onPress={close}>
                  Save
                </Button>
              </div>
            </div>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Example,
  subcomponents: { Dialog, Modal, DialogTrigger },
  args: {
    title: 'Edit contact',
    description: 'Changes are saved to the contact straight away.',
    size: 'md',
    showCloseButton: true,
    isDismissable: true,
    onOpenChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on press; Escape closes it and focus goes back to the trigger; so does the close button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Edit contact' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    await expect(dialog).toHaveAccessibleDescription(args.description!);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // Leave it open for the screenshot.
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
  },
};

function sizeStory(size: ModalSize): Story {
  return {
    args: { size, defaultOpen: true },
    play: async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
      await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    },
  };
}

/** 400 px wide at most. */
export const Small = sizeStory('sm');
/** 560 px wide at most. */
export const Medium = sizeStory('md');
/** 800 px wide at most. */
export const Large = sizeStory('lg');

/** Without description or close button; the backdrop does not close it, Escape still does. */
export const NotDismissable: Story = {
  args: { description: undefined, showCloseButton: false, isDismissable: false, defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(document.body, { skipPointerEventsCheck: true } as never);
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

/** Keyboard focus ring on the close button. */
export const CloseFocused: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await screen.findByRole('dialog');
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

/** The trigger at rest, all three sizes side by side to compare their widths. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      <Example {...args} />
      {modalSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Example {...args} size={size} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('button', { name: 'Edit contact' }),
    ).toHaveLength(4);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogTrigger, Modal, modalSizes, type ModalSize } from './Dialog';

interface StoryArgs {
  title: string;
  description?: string;
  size: ModalSize;
  showCloseButton: boolean;
  isDismissable: boolean;
  defaultOpen?: boolean;
  /** How many notes the body lists below the contact: enough of them make it scroll. */
  notes?: number;
  /** Whether the body is a form (Name and Email fields) above the notes. */
  fields?: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

function Example({
  title,
  description,
  size,
  showCloseButton,
  isDismissable,
  defaultOpen,
  notes = 0,
  fields = false,
  onOpenChange,
}: StoryArgs) {
  return (
    <DialogTrigger defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Button variant="secondary">Edit contact</Button>
      <Modal size={size} isDismissable={isDismissable}>
        <Dialog
          title={title}
          description={description}
          showCloseButton={showCloseButton}
          footer={({ close }) => (
            <>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
              <Button variant="primary" onPress={close}>
                Save
              </Button>
            </>
          )}
        >
          {fields ? (
            <>
              <TextField label="Name" defaultValue="Jane Cooper" />
              <TextField label="Email" type="email" defaultValue="jane.cooper@example.com" />
            </>
          ) : (
            <p>Jane Cooper · jane.cooper@example.com · Acme Inc.</p>
          )}
          {Array.from({ length: notes }, (_, index) => (
            <p key={index} style={{ marginTop: 16 }}>
              Note {index + 1}: called about the spring order; prefers email after 4 pm and wants
              the new price list before the next delivery.
            </p>
          ))}
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

/**
 * A phone (390 x 844) and a body far taller than the screen: the body scrolls between the header
 * and the footer, whose actions stay in view without scrolling.
 */
export const LongContentOnPhone: Story = {
  args: { defaultOpen: true, notes: 24 },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    await expect(window.innerWidth).toBe(390);
    await expect(window.innerHeight).toBe(844);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    };
    await expect(inView(save)).toBe(true);
    await expect(inView(within(dialog).getByRole('heading', { name: 'Edit contact' }))).toBe(true);
    // The body, not the page or the modal, is what scrolls; the footer stays where it was.
    const body = within(dialog).getByText(/^Note 24:/).parentElement!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(dialog.parentElement!.scrollHeight).toBe(dialog.parentElement!.clientHeight);
    const saveTop = save.getBoundingClientRect().top;
    body.scrollTop = body.scrollHeight;
    await expect(inView(within(dialog).getByText(/^Note 24:/))).toBe(true);
    await expect(save.getBoundingClientRect().top).toBe(saveTop);
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Open again, from the top, for the screenshot.
    await userEvent.click(screen.getByRole('button', { name: 'Edit contact' }));
    const again = await screen.findByRole('dialog');
    // Its body holds nothing focusable, so once it is found to scroll, it takes the focus itself
    // (what axe checks next): found after layout, which a loaded machine reaches later.
    await waitFor(() =>
      expect(within(again).getByText(/^Note 24:/).parentElement).toHaveAttribute('tabindex', '0'),
    );
  },
};

/**
 * A form dialog opens with the focus on its first field (issue 24 §5), from the keyboard and from
 * a click; its scrolling body is no extra tab stop (tabbing to the fields scrolls it), so Tab
 * goes field, field, then the footer's actions.
 */
export const OpensOnFirstField: Story = {
  args: { fields: true, notes: 24 },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit contact' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    const body = within(dialog).getByText(/^Note 24:/).parentElement!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(body).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened with a click (a pointer press), too.
    await userEvent.click(trigger);
    const again = await screen.findByRole('dialog');
    await waitFor(() => expect(within(again).getByRole('textbox', { name: 'Name' })).toHaveFocus());
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

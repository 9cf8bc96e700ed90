import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { CONTACT_MERGE_TAGS, createApiClient } from '@crm/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider, createQueryClient } from '@crm/api-client/react';
import { defaultDesign, type Design } from '@crm/email-builder';
import { findText } from '../testing/storyQueries';
import { EmailDesignEditor, type EmailDesignEditorProps } from './EmailDesignEditor';

/** Holds the design as the dialogs do, so edits and palettes show. */
function Controlled(props: EmailDesignEditorProps) {
  const [design, setDesign] = useState<Design>(props.design);
  return (
    <EmailDesignEditor
      {...props}
      design={design}
      onChange={(next) => {
        setDesign(next);
        props.onChange(next);
      }}
    />
  );
}

/** `EmailDesignEditor`: the Email Design field: a Builder tab and a Color Palette tab. */
const meta = {
  title: 'App/Components/EmailDesignEditor',
  component: EmailDesignEditor,
  render: (args) => <Controlled {...args} />,
  args: { design: defaultDesign, onChange: fn() },
  // Image uploads and the image library go through the API client and its data cache
  // (/api/uploads); no story here uploads or opens the library.
  decorators: [
    (Story) => (
      <QueryClientProvider client={createQueryClient()}>
        <ApiClientProvider client={createApiClient()}>
          <Story />
        </ApiClientProvider>
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof EmailDesignEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The builder first, under the field's heading. */
export const Builder: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement);
    await expect(field.getByRole('heading', { name: 'Email Design' })).toBeVisible();
    await expect(field.getByRole('tab', { name: 'Builder' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(field.getByRole('list', { name: 'Email elements' })).toBeVisible();
  },
};

/** Use Palette recolours the design and returns to the builder, with the spec's toast. */
export const UsePalette: Story = {
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement);
    await userEvent.click(field.getByRole('tab', { name: 'Color Palette' }));
    await userEvent.click(field.getAllByRole('button', { name: 'Use Palette' })[0]!);
    await findText('Color palette applied');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const design = (args.onChange as ReturnType<typeof fn>).mock.lastCall![0] as Design;
    await expect(design.style.backgroundColor).not.toBe(defaultDesign.style.backgroundColor);
    await expect(field.getByRole('tab', { name: 'Builder' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(screen.queryByText(/Low contrast/)).toBeNull();
  },
};

/**
 * The builder's undo history survives the Color Palette tab, and a palette applied is one more step:
 * Undo takes the palette back, then the block added before it (issue 24 §1).
 */
export const UndoAcrossTabs: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement);
    const lastDesign = () => (args.onChange as ReturnType<typeof fn>).mock.lastCall![0] as Design;
    await userEvent.click(field.getByRole('button', { name: 'Add Divider' }));
    await userEvent.click(field.getByRole('button', { name: 'Back' }));
    await userEvent.click(field.getByRole('tab', { name: 'Color Palette' }));
    await userEvent.click(field.getByRole('tab', { name: 'Builder' }));
    const undo = field.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeEnabled();

    await userEvent.click(field.getByRole('tab', { name: 'Color Palette' }));
    await userEvent.click(field.getAllByRole('button', { name: 'Use Palette' })[0]!);
    await findText('Color palette applied');
    const background = field.getByRole('textbox', { name: 'Background Color' });
    await expect(background).not.toHaveValue(defaultDesign.style.backgroundColor);
    await userEvent.click(undo);
    await expect(background).toHaveValue(defaultDesign.style.backgroundColor);
    await expect(lastDesign().elements.at(-1)?.type).toBe('divider');
    await userEvent.click(undo);
    await expect(lastDesign().elements).toHaveLength(defaultDesign.elements.length);
    await expect(undo).toBeDisabled();
  },
};

/**
 * The contact merge tags are offered in every text field and shown with their samples in the
 * preview: the same list the server fills per recipient.
 */
export const ContactMergeTags: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement);
    await userEvent.click(field.getByRole('button', { name: /^Edit Header/ }));
    const content = field.getByRole('textbox', { name: 'Content' }) as HTMLInputElement;
    await userEvent.clear(content);
    await userEvent.type(content, 'Hello !');
    content.setSelectionRange(6, 6);
    await userEvent.click(field.getByRole('button', { name: 'Insert merge tag into Content' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(CONTACT_MERGE_TAGS.map((tag) => `${tag.label} {{${tag.name}}}`));
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^First name/ }));
    await waitFor(() =>
      expect(
        (args.onChange as Mock<(design: Design) => void>).mock.lastCall?.[0].elements[0]?.content,
      ).toBe('Hello {{firstName}}!'),
    );
    await userEvent.click(field.getByRole('tab', { name: 'Preview' }));
    const srcdoc = field.getByTitle('Email preview').getAttribute('srcdoc') ?? '';
    await expect(srcdoc).toContain('Hello Ana!');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LAPTOP_VIEWPORT } from '../../../testing/layoutChecks';
import { findRole } from '../../../testing/storyQueries';
import { ChooseDesignDialog } from './ChooseDesignDialog';

/** 'Choose Template Design': the four themes with previews rendered from their designs, and Cancel. */
const meta = {
  title: 'App/Templates/ChooseDesignDialog',
  component: ChooseDesignDialog,
  args: { isOpen: true, onOpenChange: fn(), onChoose: fn() },
  parameters: { layout: 'fullscreen' },
  // Chromium scales an image with a fast filter first and a finer one a moment later, so a few
  // pixels of a downscaled preview differed between runs; nearest-neighbour has only one way.
  decorators: [
    (Story) => (
      <>
        <style>{'img { image-rendering: pixelated; }'}</style>
        {Story()}
      </>
    ),
  ],
} satisfies Meta<typeof ChooseDesignDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each theme is a button with its preview image; picking one hands its design on. */
export const Themes: Story = {
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Choose Template Design');
    const options = within(dialog).getAllByRole('button', {
      name: /^(Simple|Modern|Corporate|Elegant)/,
    });
    await expect(options).toHaveLength(4);
    const images = dialog.querySelectorAll('img');
    await expect([...images].map((img) => img.getAttribute('src'))).toEqual([
      '/templates/simple.png',
      '/templates/modern.png',
      '/templates/corporate.png',
      '/templates/elegant.png',
    ]);
    // The screenshot waits for every preview to be decoded, not only requested.
    await Promise.all([...images].map((img) => img.decode()));
    await userEvent.click(options[2]!);
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 'corporate' }));
  },
};

/** Cancel closes without a choice, by keyboard too. */
export const Cancel: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Choose Template Design');
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** Each preview's box has the image's own shape, so none of it is cut off (issue 24 §5). */
async function expectWholePreviews() {
  const dialog = await findRole('dialog', 'Choose Template Design');
  const images = [...dialog.querySelectorAll('img')];
  await Promise.all(images.map((img) => img.decode()));
  for (const img of images) {
    const shown = img.clientWidth / img.clientHeight;
    const own = img.naturalWidth / img.naturalHeight;
    await expect(Math.abs(shown - own) / own, `${img.src} is shown whole`).toBeLessThan(0.02);
  }
}

/** At 1280 x 800, where three previews share a row. */
export const PreviewsWholeOnALaptop: Story = {
  ...LAPTOP_VIEWPORT,
  tags: ['!visual'],
  play: expectWholePreviews,
};

/** On a phone, one preview a row. */
export const PreviewsWholeOnAPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  tags: ['!visual'],
  play: expectWholePreviews,
};

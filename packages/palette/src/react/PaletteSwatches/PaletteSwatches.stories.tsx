import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@crm/ui';
import { curatedThemes } from '../../curatedThemes';
import { generatePalette } from '../../generatePalette';
import { PaletteSwatches } from './PaletteSwatches';
import { COPY_FEEDBACK_MS } from './useCopyToClipboard';

const writeText = fn<(text: string) => Promise<void>>();

/** Replaces the clipboard for one story; the returned cleanup puts the browser's back. */
function stubClipboard(outcome: 'success' | 'failure') {
  writeText.mockReset();
  if (outcome === 'success') writeText.mockResolvedValue(undefined);
  else writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  clearToasts();
  return () => {
    delete (navigator as { clipboard?: Clipboard }).clipboard;
    clearToasts();
  };
}

const meta = {
  title: 'Palette/PaletteSwatches',
  component: PaletteSwatches,
  args: { palette: generatePalette('#2563eb', 'complementary') },
  beforeEach: () => stubClipboard('success'),
} satisfies Meta<typeof PaletteSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six swatches, each named by its role and hex value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', {
      name: `Colors of ${args.palette.name}`,
    });
    const buttons = within(list).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      `Primary${args.palette.primary}`,
      `Secondary${args.palette.secondary}`,
      `Accent${args.palette.accent}`,
      `Background${args.palette.background}`,
      `Text${args.palette.text}`,
      `Border${args.palette.border}`,
    ]);
  },
};

/** A light palette from the curated themes. */
export const LightPalette: Story = {
  args: { palette: curatedThemes[0]!.palettes[1]! },
};

/**
 * Click copies the hex value: check mark and 'Color Copied' toast, gone again after 2 seconds.
 * The keyboard does the same with Enter.
 */
export const CopySuccess: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('button', { name: `Primary ${args.palette.primary}` });
    await userEvent.click(primary);
    await expect(writeText).toHaveBeenCalledWith(args.palette.primary);
    await expect(primary).toHaveAccessibleName(`Primary ${args.palette.primary} Copied`);
    await expect(within(primary).getByTestId('copied-check')).toBeVisible();
    const toast = await screen.findByRole('alertdialog', { name: 'Color Copied' });
    await expect(toast).toHaveTextContent(`${args.palette.primary} copied to clipboard`);

    const text = canvas.getByRole('button', { name: `Text ${args.palette.text}` });
    text.focus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenLastCalledWith(args.palette.text);
    await expect(within(text).getByTestId('copied-check')).toBeVisible();
    // Only the latest copy shows the check mark.
    await expect(within(primary).queryByTestId('copied-check')).not.toBeInTheDocument();

    await waitFor(
      () => expect(within(text).queryByTestId('copied-check')).not.toBeInTheDocument(),
      { timeout: COPY_FEEDBACK_MS + 1000 },
    );
    await expect(text).toHaveAccessibleName(`Text ${args.palette.text}`);
    clearToasts();
  },
};

/** The clipboard refuses: 'Copy Failed' toast and no check mark. */
export const CopyFailure: Story = {
  beforeEach: () => stubClipboard('failure'),
  play: async ({ canvasElement, args }) => {
    const accent = within(canvasElement).getByRole('button', {
      name: `Accent ${args.palette.accent}`,
    });
    await userEvent.click(accent);
    const toast = await screen.findByRole('alertdialog', { name: 'Copy Failed' });
    await expect(toast).toHaveTextContent('Failed to copy color to clipboard');
    await expect(within(accent).queryByTestId('copied-check')).not.toBeInTheDocument();
    clearToasts();
  },
};

/** Dark, light and tinted palettes side by side. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PaletteSwatches palette={generatePalette('#2563eb', 'complementary')} />
      <PaletteSwatches palette={curatedThemes[0]!.palettes[1]!} />
      <PaletteSwatches palette={curatedThemes[3]!.palettes[1]!} />
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { checkAccessibility } from '../../contrast';
import { curatedThemes } from '../../curatedThemes';
import { generatePalette } from '../../generatePalette';
import { failingPalette } from '../../testing/failingPalette';
import type { Palette } from '../../types';
import { PaletteCard } from './PaletteCard';

const meta = {
  title: 'Palette/PaletteCard',
  component: PaletteCard,
  args: {
    palette: curatedThemes[0]!.palettes[1]!,
    onUsePalette: fn(),
    onMakeAccessible: fn(),
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.catalogue ? Story() : <div style={{ maxWidth: 320 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof PaletteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An accessible palette; 'Use Palette' hands it over (mouse, then keyboard). */
export const Accessible: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Accessible')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: `Primary ${args.palette.primary}` }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Make accessible' })).toBeNull();
    const use = canvas.getByRole('button', { name: 'Use Palette' });
    await userEvent.click(use);
    await expect(args.onUsePalette).toHaveBeenCalledWith(args.palette);
    use.focus();
    await userEvent.keyboard(' ');
    await expect(args.onUsePalette).toHaveBeenCalledTimes(2);
  },
};

/** A dark palette generated from the default base colour. */
export const Generated: Story = {
  args: { palette: generatePalette('#2563eb', 'triadic') },
};

/** The palette in use is outlined. */
export const Selected: Story = {
  args: { isSelected: true },
};

/** The email preview toggles open and closed, by mouse and by keyboard. */
export const EmailPreview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Email preview' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const email = canvas.getByRole('group', { name: `Sample email in ${args.palette.name}` });
    await expect(email).toBeVisible();
    await expect(email).toHaveTextContent('Shop now');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: /Sample email/ })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Opened on first render. */
export const EmailPreviewOpen: Story = {
  args: { defaultEmailPreviewExpanded: true, palette: curatedThemes[3]!.palettes[0]! },
};

/** Failing contrast: the badge says so, the issues open on demand. */
export const AccessibilityIssues: Story = {
  args: { palette: failingPalette },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Accessibility Issues')).toBeVisible();
    const show = canvas.getByRole('button', { name: 'Show issues' });
    await userEvent.click(show);
    await expect(
      canvas.getByText('Primary color and text do not meet WCAG AA contrast requirements'),
    ).toBeVisible();
  },
};

/** 'Make accessible' moves lightness only; the card then passes and focus stays in it. */
export const MakeAccessible: Story = {
  args: { palette: failingPalette },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fix = canvas.getByRole('button', { name: 'Make accessible' });
    fix.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Accessible')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Make accessible' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Use Palette' })).toHaveFocus();
    await expect(args.onMakeAccessible).toHaveBeenCalledTimes(1);
    const fixed = (args.onMakeAccessible as ReturnType<typeof fn>).mock.calls[0]![0] as Palette;
    await expect(checkAccessibility(fixed).accessible).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Use Palette' }));
    await expect(args.onUsePalette).toHaveBeenCalledWith(fixed);
  },
};

/** Every state side by side, for the visual comparison. */
export const AllStates: Story = {
  parameters: { catalogue: true },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 }}>
      <PaletteCard palette={curatedThemes[0]!.palettes[1]!} />
      <PaletteCard palette={curatedThemes[0]!.palettes[0]!} isSelected />
      <PaletteCard palette={failingPalette} />
      <PaletteCard palette={curatedThemes[2]!.palettes[0]!} defaultEmailPreviewExpanded />
      <PaletteCard palette={generatePalette('#2563eb', 'analogous')} defaultEmailPreviewExpanded />
    </div>
  ),
};

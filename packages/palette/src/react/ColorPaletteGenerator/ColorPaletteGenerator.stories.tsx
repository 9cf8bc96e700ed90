import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@crm/ui';
import { curatedThemes } from '../../curatedThemes';
import { fixAccessibility } from '../../fixAccessibility';
import { generatePalette } from '../../generatePalette';
import { failingPalette } from '../../testing/failingPalette';
import type { CuratedTheme } from '../../types';
import { COPY_FEEDBACK_MS } from '../PaletteSwatches/useCopyToClipboard';
import { ColorPaletteGenerator } from './ColorPaletteGenerator';

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
  title: 'Palette/ColorPaletteGenerator',
  component: ColorPaletteGenerator,
  args: { onUsePalette: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => stubClipboard('success'),
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof ColorPaletteGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

const baseField = (el: HTMLElement) => within(el).getByRole('textbox', { name: 'Base color' });
const generated = (el: HTMLElement) =>
  within(within(el).getByRole('region', { name: 'Generated palettes' }));

/** The Custom Generator tab with palettes from the default base colour #2563eb. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(baseField(canvasElement)).toHaveValue('#2563eb');
    await expect(baseField(canvasElement)).toHaveAttribute('placeholder', '#2563eb');
    const headings = generated(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(headings.map((h) => h.textContent)).toEqual([
      'Complementary',
      'Triadic',
      'Analogous',
      'Monochromatic',
    ]);
  },
};

/** A valid colour typed and sent with Enter, then another sent with the Generate button. */
export const GenerateFromValidColor: Story = {
  play: async ({ canvasElement }) => {
    const field = baseField(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, '#10B981{Enter}');
    await expect(
      generated(canvasElement).getAllByRole('img', { name: 'Primary #10b981' }),
    ).toHaveLength(4);
    await expect(within(canvasElement).getByLabelText('Pick base color')).toHaveValue('#10b981');

    await userEvent.clear(field);
    await userEvent.type(field, '#f0a');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate' }));
    await expect(
      generated(canvasElement).getAllByRole('img', { name: 'Primary #ff00aa' }),
    ).toHaveLength(4);
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** An invalid colour: the message under the field and an 'Invalid Color' toast. */
export const GenerateFromInvalidColor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = baseField(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, '#12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Please enter a valid hex color (e.g., #ff0000)',
    );
    const toast = await screen.findByRole('alertdialog', { name: 'Invalid Color' });
    await expect(toast).toHaveTextContent('Please enter a valid hex color (e.g., #ff0000)');
    // The palettes of the last valid colour stay.
    await expect(
      generated(canvasElement).getAllByRole('img', { name: 'Primary #2563eb' }),
    ).toHaveLength(4);
    clearToasts();
  },
};

/** Typing again clears the error. */
export const InvalidThenCorrected: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const field = baseField(canvasElement);
    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '#abc');
    await expect(field).not.toHaveAttribute('aria-invalid');
    clearToasts();
  },
};

/** Tabs switch with the mouse and with the arrow keys. */
export const SwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const themesTab = canvas.getByRole('tab', { name: 'Predefined Themes' });
    await userEvent.click(themesTab);
    await expect(themesTab).toHaveAttribute('aria-selected', 'true');
    for (const theme of curatedThemes) {
      await expect(canvas.getByRole('heading', { name: theme.name, level: 2 })).toBeVisible();
      await expect(canvas.getByText(theme.description)).toBeVisible();
    }
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(8);

    await userEvent.keyboard('{ArrowLeft}');
    const customTab = canvas.getByRole('tab', { name: 'Custom Generator' });
    await expect(customTab).toHaveAttribute('aria-selected', 'true');
    await expect(baseField(canvasElement)).toBeVisible();
  },
};

/** The Predefined Themes tab: grouped palettes in a scroll area. */
export const PredefinedThemes: Story = {
  args: { defaultTab: 'themes' },
};

/**
 * 'Use Palette' calls onUsePalette and shows the six swatches; a swatch copies its hex with a
 * check mark for 2 seconds and a 'Color Copied' toast.
 */
export const UsePaletteAndCopy: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = generated(canvasElement).getAllByRole('button', { name: 'Use Palette' });
    await userEvent.click(first!);
    const expected = generatePalette('#2563eb', 'complementary');
    await expect(args.onUsePalette).toHaveBeenCalledWith(expected);

    const selected = within(canvas.getByRole('region', { name: /Selected palette/ }));
    const swatch = selected.getByRole('button', { name: `Primary ${expected.primary}` });
    await userEvent.click(swatch);
    await expect(writeText).toHaveBeenCalledWith(expected.primary);
    await expect(within(swatch).getByTestId('copied-check')).toBeVisible();
    await screen.findByRole('alertdialog', { name: 'Color Copied' });
    await waitFor(
      () => expect(within(swatch).queryByTestId('copied-check')).not.toBeInTheDocument(),
      { timeout: COPY_FEEDBACK_MS + 1000 },
    );
    clearToasts();
  },
};

/** A palette from the Predefined Themes tab, chosen with the keyboard. */
export const UseThemePalette: Story = {
  args: { defaultTab: 'themes' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const healthcare = curatedThemes[2]!.palettes[1]!;
    const card = canvas.getByRole('article', { name: healthcare.name });
    within(card).getByRole('button', { name: 'Use Palette' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUsePalette).toHaveBeenCalledWith(healthcare);
    await expect(
      canvas.getByRole('heading', { name: `Selected palette: ${healthcare.name}` }),
    ).toBeInTheDocument();
  },
};

/** Themes of the app's own, one of them failing the spec's contrast check. */
const draftThemes: CuratedTheme[] = [
  {
    id: 'drafts',
    name: 'Drafts',
    description: 'Brand palettes still being worked on.',
    palettes: [curatedThemes[0]!.palettes[1]!, failingPalette],
  },
];

/** A failing palette made accessible, then used: its card keeps the selected outline. */
export const MakeAccessibleThenUse: Story = {
  args: { defaultTab: 'themes', themes: draftThemes },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Brand Draft' });
    await userEvent.click(within(card).getByRole('button', { name: 'Make accessible' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Use Palette' }));
    const fixed = fixAccessibility(failingPalette);
    await expect(args.onUsePalette).toHaveBeenCalledWith(fixed);
    await expect(card).toHaveAttribute('data-selected', 'true');
    await expect(canvas.getByRole('article', { name: 'Clear Sky' })).not.toHaveAttribute(
      'data-selected',
    );
    await expect(
      canvas.getByRole('heading', { name: 'Selected palette: Brand Draft' }),
    ).toBeInTheDocument();
  },
};

/** The clipboard refuses: 'Copy Failed' / 'Failed to copy color to clipboard'. */
export const CopyFailed: Story = {
  args: { defaultSelectedPalette: generatePalette('#2563eb', 'monochromatic') },
  beforeEach: () => stubClipboard('failure'),
  play: async ({ canvasElement }) => {
    const selected = within(
      within(canvasElement).getByRole('region', { name: /Selected palette/ }),
    );
    selected.getByRole('button', { name: /^Border/ }).focus();
    await userEvent.keyboard('{Enter}');
    const toast = await screen.findByRole('alertdialog', { name: 'Copy Failed' });
    await expect(toast).toHaveTextContent('Failed to copy color to clipboard');
    await expect(selected.queryByTestId('copied-check')).not.toBeInTheDocument();
    clearToasts();
  },
};

/** A card's email preview opens from the generator. */
export const ToggleEmailPreview: Story = {
  play: async ({ canvasElement }) => {
    const [toggle] = generated(canvasElement).getAllByRole('button', { name: 'Email preview' });
    await userEvent.click(toggle!);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(canvasElement).getByRole('group', { name: 'Sample email in Complementary' }),
    ).toBeVisible();
  },
};

/** Starts from another base colour with a palette already selected. */
export const CustomStart: Story = {
  args: {
    defaultBaseColor: '#f97316',
    defaultSelectedPalette: curatedThemes[3]!.palettes[1]!,
  },
};

const hostSubmit = fn();

/**
 * Inside a form of the app's (the template and campaign dialogs hold it in theirs): Generate and
 * Enter in the base colour generate palettes and never submit the host form, natively or not.
 */
export const InsideAForm: Story = {
  tags: ['!visual'],
  decorators: [
    (Story) => (
      <form
        aria-label="Host"
        onSubmit={(event) => {
          event.preventDefault();
          hostSubmit();
        }}
      >
        {Story()}
        <button type="submit">Save</button>
      </form>
    ),
  ],
  beforeEach: () => hostSubmit.mockClear(),
  play: async ({ canvasElement }) => {
    const field = baseField(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, '#10b981');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate' }));
    await expect(
      generated(canvasElement).getAllByRole('img', { name: 'Primary #10b981' }),
    ).toHaveLength(4);
    await userEvent.clear(field);
    await userEvent.type(field, '#f0a{Enter}');
    await expect(
      generated(canvasElement).getAllByRole('img', { name: 'Primary #ff00aa' }),
    ).toHaveLength(4);
    await expect(hostSubmit).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastRatio, MIN_CONTRAST_RATIO } from '../../contrast';
import { curatedThemes } from '../../curatedThemes';
import { fixAccessibility } from '../../fixAccessibility';
import { generatePalette } from '../../generatePalette';
import { STATUS_COLORS } from '../../statusColors';
import type { Palette } from '../../types';
import { PaletteEmailPreview } from './PaletteEmailPreview';

/** Passes the spec's check (white on navy), but its grey footer text is about 4.0:1 on the navy. */
const dimFooterPalette: Palette = {
  id: 'night-draft',
  name: 'Night Draft',
  primary: '#2563eb',
  secondary: '#64748b',
  accent: '#f59e0b',
  background: '#0f172a',
  text: '#ffffff',
  textSecondary: '#6b7280',
  border: '#334155',
  ...STATUS_COLORS,
};

const meta = {
  title: 'Palette/PaletteEmailPreview',
  component: PaletteEmailPreview,
  args: { palette: generatePalette('#10b981', 'triadic') },
  decorators: [
    (Story, { parameters }) =>
      parameters.catalogue ? Story() : <div style={{ maxWidth: 360 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof PaletteEmailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour painted behind an element: its own background or its nearest ancestor's. */
function backdropOf(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const background = getComputedStyle(node).backgroundColor;
    if (background !== 'rgba(0, 0, 0, 0)') return background;
  }
  return 'rgb(255, 255, 255)';
}

/** Every piece of the sample's text reaches 4.5:1 on the colour actually painted behind it. */
async function expectReadable(canvasElement: HTMLElement, palette: Palette) {
  const email = within(canvasElement).getByRole('group', {
    name: `Sample email in ${palette.name}`,
  });
  for (const text of [
    'Beacon CRM',
    'Newsletter',
    /spring collection/,
    /Hi Alex/,
    'Shop now',
    /You are receiving/,
  ]) {
    const element = within(email).getByText(text);
    const ratio = contrastRatio(getComputedStyle(element).color, backdropOf(element));
    await expect(ratio, String(text)).toBeGreaterThanOrEqual(MIN_CONTRAST_RATIO);
  }
}

/** A generated palette with a light background (dark text reads on the primary). */
export const LightScheme: Story = {
  play: async ({ canvasElement, args }) => {
    await expectReadable(canvasElement, args.palette);
    // Secondary and accent are a decorative stripe, hidden from assistive technology.
    const email = within(canvasElement).getByRole('group');
    await expect(email.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A generated palette with a dark background (light text reads on the primary). */
export const DarkScheme: Story = {
  args: { palette: generatePalette('#2563eb', 'complementary') },
  play: async ({ canvasElement, args }) => expectReadable(canvasElement, args.palette),
};

/** A mid-grey base (luminance about 0.2): the base stays the primary, with near-black text. */
export const NearBlackText: Story = {
  args: { palette: generatePalette('#808080', 'monochromatic') },
  play: async ({ canvasElement, args }) => {
    await expect(args.palette.primary).toBe('#808080');
    await expectReadable(canvasElement, args.palette);
  },
};

/** After fixAccessibility the footer's secondary text reads on the background as well. */
export const MadeAccessible: Story = {
  args: { palette: fixAccessibility(dimFooterPalette) },
  play: async ({ canvasElement, args }) => {
    await expect(args.palette.textSecondary).not.toBe(dimFooterPalette.textSecondary);
    await expectReadable(canvasElement, args.palette);
  },
};

/** Light, dark, repaired and curated palettes side by side, for the visual comparison. */
export const AllStates: Story = {
  parameters: { catalogue: true },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 }}>
      {[
        generatePalette('#10b981', 'triadic'),
        generatePalette('#2563eb', 'complementary'),
        generatePalette('#808080', 'monochromatic'),
        generatePalette('#e11d48', 'analogous'),
        fixAccessibility(dimFooterPalette),
        ...curatedThemes.map((theme) => theme.palettes[0]!),
      ].map((palette) => (
        <PaletteEmailPreview key={palette.id} palette={palette} />
      ))}
    </div>
  ),
};

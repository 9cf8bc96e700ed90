import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FormLook } from '@crm/api-client';
import { curatedThemes, pageScheme, STANDARD_PAGE_SCHEME } from '@crm/palette';
import { FormLookField, type FormLookFieldProps } from './FormLookField';

const { id: _clearSky, ...clearSky } = curatedThemes[0]!.palettes[1]!;
const healthcare = curatedThemes[2]!.palettes[1]!;
/** Amber buttons and pale edges on white: the page darkens them until they read. */
const brandDraft: FormLook = {
  name: 'Brand Draft',
  primary: '#2563eb',
  secondary: '#64748b',
  accent: '#fbbf24',
  background: '#ffffff',
  text: '#6b7280',
  textSecondary: '#d1d5db',
  border: '#f3f4f6',
  success: '#10b981',
  warning: '#f59e0b',
  error: '#fca5a5',
};

/** The Look as the editor holds it: the story keeps the value, as the form's state does. */
function Controlled({ look: initial, onChange }: FormLookFieldProps) {
  const [look, setLook] = useState(initial);
  return (
    <FormLookField
      look={look}
      onChange={(next) => {
        setLook(next);
        onChange(next);
      }}
    />
  );
}

/** `rgb(r, g, b)` of a `#rrggbb`, as computed styles give colours. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const sampleButton = (canvasElement: HTMLElement, scheme: 'Light' | 'Dark') =>
  within(
    within(canvasElement)
      .getByText(scheme, { selector: 'figcaption' })
      .closest('figure') as HTMLElement,
  ).getByText('Subscribe');

/**
 * `FormLookField`: the Look of a form's hosted page in the form editor (issue 28 §1): the standard
 * colours or a palette from the palette generator, with a light and a dark preview in the colours
 * the page wears (adjusted where the palette would not read).
 */
const meta = {
  title: 'App/Forms/FormLookField',
  component: FormLookField,
  render: (args) => <Controlled {...args} />,
  args: { look: null, onChange: fn() },
} satisfies Meta<typeof FormLookField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No palette: the standard look, light and dark. */
export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Standard\./)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Use standard look' })).toBeNull();
    await expect(getComputedStyle(sampleButton(canvasElement, 'Light')).backgroundColor).toBe(
      rgb(STANDARD_PAGE_SCHEME.light.button),
    );
    await expect(getComputedStyle(sampleButton(canvasElement, 'Dark')).backgroundColor).toBe(
      rgb(STANDARD_PAGE_SCHEME.dark.button),
    );
  },
};

/** A palette chosen: its colours in both previews. */
export const PaletteChosen: Story = {
  args: { look: clearSky },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Palette: Clear Sky\./)).toBeVisible();
    const scheme = pageScheme({ id: 'form-look', ...clearSky });
    await expect(getComputedStyle(sampleButton(canvasElement, 'Light')).backgroundColor).toBe(
      rgb(scheme.light.button),
    );
    await expect(getComputedStyle(sampleButton(canvasElement, 'Dark')).backgroundColor).toBe(
      rgb(scheme.dark.button),
    );
  },
};

/** Use standard look drops the palette. */
export const BackToStandard: Story = {
  args: { look: clearSky },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use standard look' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByText(/^Standard\./)).toBeVisible();
  },
};

/** A palette that would not read (pale text and edges, an amber button): adjusted in the preview. */
export const PaletteAdjusted: Story = {
  args: { look: brandDraft },
  play: async ({ canvasElement }) => {
    const button = getComputedStyle(sampleButton(canvasElement, 'Light')).backgroundColor;
    await expect(button).not.toBe(rgb(brandDraft.accent));
    await expect(button).toBe(rgb(pageScheme({ id: 'form-look', ...brandDraft }).light.button));
  },
};

/** Choose palette opens the generator; a theme's Use Palette (by keyboard) becomes the look. */
export const ChooseFromThemes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const choose = canvas.getByRole('button', { name: 'Choose palette' });
    await expect(choose).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(choose);
    await expect(canvas.getByRole('button', { name: 'Close palettes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Predefined Themes' }));
    const card = canvas.getByRole('article', { name: healthcare.name });
    within(card).getByRole('button', { name: 'Use Palette' }).focus();
    await userEvent.keyboard('{Enter}');
    const { id: _id, ...chosen } = healthcare;
    await expect(args.onChange).toHaveBeenCalledWith(chosen);
    await expect(canvas.getByText(`Palette: ${healthcare.name}.`, { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Predefined Themes' })).toBeNull();
    await expect(getComputedStyle(sampleButton(canvasElement, 'Light')).backgroundColor).toBe(
      rgb(pageScheme(healthcare).light.button),
    );
  },
};

/** A phone (390 px): the previews stack and nothing scrolls sideways. */
export const OnPhone: Story = {
  args: { look: clearSky },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    for (const figure of canvasElement.querySelectorAll('figure')) {
      await expect(figure.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

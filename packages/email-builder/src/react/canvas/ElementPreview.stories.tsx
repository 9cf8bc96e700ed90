import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ELEMENT_TYPES, PLACEHOLDER_IMAGE } from '../../core/constants';
import { DEFAULT_EMAIL_STYLE, ELEMENT_DEFAULTS, defaultDesign } from '../../core/defaults';
import type { DesignElement } from '../../core/schema';
import { builderThemeStyle } from '../builderTheme';
import { ElementPreview } from './ElementPreview';

const defaultsOf = (type: DesignElement['type']): DesignElement => ({
  id: `${type}-1`,
  type,
  content: ELEMENT_DEFAULTS[type].content,
  settings: { ...ELEMENT_DEFAULTS[type].settings },
});

/**
 * An element drawn as it will look in the email, inside the canvas. Its settings are user data, so
 * they pass the renderer's checks before they become inline styles.
 */
const meta = {
  title: 'Email builder/Canvas/ElementPreview',
  component: ElementPreview,
  args: { element: defaultDesign.elements[0]!, emailStyle: DEFAULT_EMAIL_STYLE },
  decorators: [
    (Story) => (
      <div
        style={{
          ...builderThemeStyle,
          maxWidth: 600,
          background: DEFAULT_EMAIL_STYLE.backgroundColor,
          color: DEFAULT_EMAIL_STYLE.textColor,
        }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof ElementPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A header in its own colour and size, bold. */
export const Header: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Welcome to Our Newsletter');
    await expect(text).toHaveStyle({
      fontSize: '24px',
      fontWeight: '700',
      color: 'rgb(37, 99, 235)',
    });
    await expect(text.parentElement).toHaveStyle({ textAlign: 'center', padding: '10px' });
  },
};

/** Unsafe values are dropped: a script URL becomes the placeholder, bad CSS the defaults. */
export const UnsafeValues: Story = {
  args: {
    element: {
      id: 'image-1',
      type: 'image',
      content: 'javascript:alert(1)',
      settings: { altText: 'Company logo', width: '50%;position:fixed', alignment: 'left' },
    },
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Company logo' });
    await expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    await expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(image.style.position).toBe('');
    await expect(image.style.width).toBe('100%');
  },
};

/** Every element type with its defaults, for the visual comparison. */
export const AllTypes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {ELEMENT_TYPES.map((type) => (
        <ElementPreview key={type} element={defaultsOf(type)} emailStyle={args.emailStyle} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New Headline')).toBeVisible();
    await expect(canvas.getByText('New text block')).toHaveStyle({ fontSize: '16px' });
    await expect(canvas.getByText('Click Me')).toHaveStyle({
      backgroundColor: 'rgb(37, 99, 235)',
      color: 'rgb(255, 255, 255)',
    });
    await expect(canvas.getByRole('img', { name: 'Image' })).toHaveAttribute(
      'src',
      PLACEHOLDER_IMAGE,
    );
  },
};

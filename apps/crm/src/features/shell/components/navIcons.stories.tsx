import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { navIcons } from './navIcons';

type IconName = keyof typeof navIcons;

interface NavIconGalleryProps {
  /** The icons to show, by name. */
  names: IconName[];
}

/** Every icon beside its name, the way the sidebar pairs an icon with its label. */
function NavIconGallery({ names }: NavIconGalleryProps) {
  return (
    <ul
      aria-label="Navigation icons"
      style={{ display: 'grid', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}
    >
      {names.map((name) => (
        <li key={name} style={{ alignItems: 'center', display: 'flex', gap: 8 }}>
          {navIcons[name]}
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * `navIcons`: the decorative 16 px stroke icons of the shell's sidebar entries and its
 * Notifications button. Each is `aria-hidden`, so the entry's label stays its accessible name.
 */
const meta = {
  title: 'App/Shell/navIcons',
  component: NavIconGallery,
  args: { names: Object.keys(navIcons) as IconName[] },
} satisfies Meta<typeof NavIconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon renders an svg hidden from assistive technology; only the text names the entry. */
export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Navigation icons' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(Object.keys(navIcons).length);
    for (const [index, name] of Object.keys(navIcons).entries()) {
      const item = items[index]!;
      const svg = item.querySelector('svg');
      await expect(svg).not.toBeNull();
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      // An icon with no drawing would still be an svg: each must draw something.
      await expect(svg!.childElementCount).toBeGreaterThan(0);
      await expect(item).toHaveTextContent(name);
    }
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LandingDropdowns } from './LandingDropdowns';

/**
 * The signed-in visitor's landing menu: one dropdown per section (Products, Solutions, Resources).
 * The landing header loads it on demand, so anonymous visitors never download the menu code.
 */
const meta = {
  title: 'App/Landing/LandingDropdowns',
  component: LandingDropdowns,
  args: { onChooseMenuItem: fn() },
  decorators: [
    (Story) => (
      <nav aria-label="Main" style={{ display: 'flex', gap: 8 }}>
        <Story />
      </nav>
    ),
  ],
} satisfies Meta<typeof LandingDropdowns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three closed menu triggers, each announcing the menu it opens. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    for (const section of ['Products', 'Solutions', 'Resources']) {
      const trigger = within(nav).getByRole('button', { name: section });
      await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(args.onChooseMenuItem).not.toHaveBeenCalled();
  },
};

/** The keyboard opens Products and picks Analytics: the section and the item are reported. */
export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const products = within(canvasElement).getByRole('button', { name: 'Products' });
    products.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Products' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Contact Management', 'Email Campaigns', 'Lead Forms', 'Analytics']);
    await expect(screen.getByRole('menuitem', { name: 'Contact Management' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChooseMenuItem).toHaveBeenCalledOnce();
    await expect(args.onChooseMenuItem).toHaveBeenCalledWith('Products', 'Analytics');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(products).toHaveFocus());
  },
};

/** A click opens Resources, which stays open for the screenshot; Escape would close it. */
export const ResourcesOpen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resources' }));
    const menu = await screen.findByRole('menu', { name: 'Resources' });
    await expect(within(menu).getByRole('menuitem', { name: 'API Reference' })).toBeVisible();
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(6);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Community' }));
    await expect(args.onChooseMenuItem).toHaveBeenCalledOnce();
    await expect(args.onChooseMenuItem).toHaveBeenCalledWith('Resources', 'Community');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resources' }));
    await screen.findByRole('menu', { name: 'Resources' });
  },
};

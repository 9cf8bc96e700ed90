import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LandingHeader } from './LandingHeader';

/**
 * The landing page's top bar: the logo, the Main menu (plain buttons for anonymous visitors,
 * dropdowns for signed-in ones, disabled while the session is checked), the theme toggle, Log in
 * and Get Started.
 */
const meta = {
  title: 'App/Landing/LandingHeader',
  component: LandingHeader,
  args: {
    isAuthenticated: false,
    isSessionLoading: false,
    onChooseMenuItem: fn(),
    onLogIn: fn(),
    onGetStarted: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = ['Products', 'Solutions', 'Resources'];

/** Anonymous: three plain buttons report their section; Log in and Get Started call back. */
export const Anonymous: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    for (const section of sections) {
      const button = within(nav).getByRole('button', { name: section });
      await expect(button).toBeEnabled();
      await expect(button).not.toHaveAttribute('aria-haspopup');
    }
    await expect(canvas.getByRole('link', { name: 'Beacon CRM home' })).toHaveAttribute(
      'href',
      '/',
    );

    await userEvent.click(within(nav).getByRole('button', { name: 'Solutions' }));
    await expect(args.onChooseMenuItem).toHaveBeenCalledOnce();
    await expect(args.onChooseMenuItem).toHaveBeenCalledWith('Solutions', 'Solutions');

    canvas.getByRole('button', { name: 'Log in' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogIn).toHaveBeenCalledOnce();

    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    await expect(args.onGetStarted).toHaveBeenCalledOnce();
  },
};

/** The session is still being checked: the menu waits, disabled, instead of guessing. */
export const SessionLoading: Story = {
  args: { isSessionLoading: true },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    for (const section of sections) {
      await expect(within(nav).getByRole('button', { name: section })).toBeDisabled();
    }
    await userEvent.click(within(nav).getByRole('button', { name: 'Products' }));
    await expect(args.onChooseMenuItem).not.toHaveBeenCalled();
  },
};

/** Signed in: the dropdowns load in place of the buttons, and Log in is gone. */
export const SignedIn: Story = {
  args: { isAuthenticated: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Products' })).toHaveAttribute(
        'aria-haspopup',
      ),
    );
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();

    within(nav).getByRole('button', { name: 'Solutions' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu', { name: 'Solutions' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChooseMenuItem).toHaveBeenCalledOnce();
    await expect(args.onChooseMenuItem).toHaveBeenCalledWith('Solutions', 'For Sales Teams');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

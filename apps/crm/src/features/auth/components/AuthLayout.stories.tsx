import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Link, TextField } from '@crm/ui';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';

/**
 * `AuthLayout`: the page frame of the sign-in, registration and password pages. A `main` landmark
 * holding a centred card: the logo, the page's only level-1 heading, an optional subtitle, the form,
 * and an optional footer line (usually a link to the other auth page).
 */
const meta = {
  title: 'App/Auth/AuthLayout',
  component: AuthLayout,
  args: {
    title: 'Log in',
    subtitle: 'Welcome back to Beacon CRM',
    children: (
      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <TextField label="Username" name="username" />
        <Button type="submit">Continue</Button>
      </form>
    ),
    footer: (
      <>
        Don&apos;t have an account? <Link href="/register">Sign up</Link>
      </>
    ),
  },
  argTypes: {
    children: { control: false },
    footer: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every part filled: heading, subtitle, the form and a footer link. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(within(main).getByText('Welcome back to Beacon CRM')).toBeVisible();
    await expect(within(main).getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(within(main).getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(within(main).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

/** Only the required parts: no subtitle line and no footer line are drawn. */
export const TitleOnly: Story = {
  args: { title: 'Change Password', subtitle: undefined, footer: undefined },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Change Password',
    );
    await expect(within(main).queryByText('Welcome back to Beacon CRM')).toBeNull();
    await expect(within(main).queryByRole('link', { name: 'Sign up' })).toBeNull();
    // Heading block and form only: no empty paragraph is left behind.
    await expect(main.querySelectorAll('p')).toHaveLength(0);
  },
};

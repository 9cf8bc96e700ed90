import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, screen } from 'storybook/test';
import { demoUser } from '../../../testing/fixtures';
import { apiHandlers, pendingHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { RequireAuth } from './RequireAuth';

/** Stands in for the page the guard sent the visitor to, with where they were going. */
function RedirectTarget({ name }: { name: string }) {
  const { state } = useLocation() as { state: { from?: { pathname: string } } | null };
  return (
    <p>
      {name} page{state?.from ? `, back to ${state.from.pathname}` : ''}
    </p>
  );
}

/**
 * `RequireAuth`: the guard around every signed-in route. A spinner while the session loads, a
 * redirect to /login (remembering the page) for an anonymous visitor, a redirect to
 * /change-password for a user on a temporary password, and otherwise its children.
 */
const meta = {
  title: 'App/Shell/RequireAuth',
  component: RequireAuth,
  args: { children: <p>The signed-in screen</p> },
  argTypes: { children: { control: false } },
  render: (args) => (
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<RequireAuth {...args} />} />
        <Route path="/login" element={<RedirectTarget name="Login" />} />
        <Route path="/change-password" element={<RedirectTarget name="Change password" />} />
      </Routes>
    </MemoryRouter>
  ),
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof RequireAuth>;

export default meta;
type Story = StoryObj<typeof meta>;

// Per story, not on meta: story decorators wrap inside meta's, and a second session would clash.
const signedIn = [withAppProviders()];

/** A signed-in user sees the children. */
export const SignedIn: Story = {
  decorators: signedIn,
  play: async () => {
    await findText('The signed-in screen');
    await expect(screen.queryByRole('progressbar')).toBeNull();
  },
};

/** While the session loads, a spinner named for what it waits for. */
export const Loading: Story = {
  decorators: signedIn,
  parameters: { msw: { handlers: [...pendingHandlers('/api/auth/me'), ...apiHandlers()] } },
  play: async () => {
    await expect(await findRole('progressbar', 'Loading your workspace...')).toBeVisible();
    await expect(screen.queryByText('The signed-in screen')).toBeNull();
  },
};

/** An anonymous visitor goes to /login, which is told the page to return to. */
export const Anonymous: Story = {
  decorators: [withAppProviders({ signedIn: false })],
  parameters: { msw: { handlers: apiHandlers({ user: null }) } },
  play: async () => {
    await findText('Login page, back to /dashboard');
    await expect(screen.queryByText('The signed-in screen')).toBeNull();
  },
};

/** A user still on a temporary password goes to /change-password instead. */
export const RequiresPasswordChange: Story = {
  decorators: signedIn,
  parameters: {
    msw: {
      handlers: [
        http.get('/api/auth/me', () =>
          HttpResponse.json({ user: demoUser, requiresPasswordChange: true }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await findText('Change password page');
    await expect(screen.queryByText('The signed-in screen')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TokenStore } from '../auth/session';
import { createApiClient } from '../client';
import { buildContact, buildUser } from '../testing/factories';
import { createFakeFetch, jsonResponse, type RecordedRequest } from '../testing/fakeFetch';
import { ApiClientProvider } from './ApiClientProvider';
import { AuthProvider } from './AuthProvider';
import { useContactWindow } from './contacts/useContactWindow';
import { useCreateContact } from './contacts/useCreateContact';
import { createQueryClient } from './createQueryClient';
import { useAuth } from './useAuth';

const user = buildUser();
const contactOf = (id: number, firstName: string, lastName: string) =>
  buildContact({ id, firstName, lastName });

/** An in-memory API: one user, a contacts table, tokens 'valid' and 'issued' accepted. */
function createMemoryServer() {
  let contacts = [contactOf(1, 'Ann', 'Lee')];
  const signedIn = (request: RecordedRequest) =>
    ['Bearer valid', 'Bearer issued'].includes(request.headers.get('Authorization') ?? '');
  const unauthorized = () => jsonResponse({ message: 'Not signed in' }, 401);
  const fake = createFakeFetch({
    'GET /api/auth/me': (r) => (signedIn(r) ? jsonResponse({ user }) : unauthorized()),
    'POST /api/auth/login': () =>
      jsonResponse({ token: 'issued', user, requiresPasswordChange: false }),
    'POST /api/auth/logout': () => jsonResponse({ success: true }),
    'GET /api/contacts': (r) =>
      signedIn(r)
        ? jsonResponse({ contacts, nextCursor: null, total: contacts.length })
        : unauthorized(),
    'POST /api/contacts': (r) => {
      if (!signedIn(r)) return unauthorized();
      const body = JSON.parse(r.body as string) as { firstName: string; lastName: string };
      const contact = contactOf(contacts.length + 1, body.firstName, body.lastName);
      contacts = [...contacts, contact];
      return jsonResponse({ contact }, 201);
    },
  });
  const calls = (call: string) =>
    fake.requests.filter((r) => `${r.method} ${r.url.split('?')[0]}` === call).length;
  return { ...fake, calls };
}
type MemoryServer = ReturnType<typeof createMemoryServer>;

function memoryTokens(initial: string | null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (token: string) => {
      store.value = token;
    },
    clear: () => {
      store.value = null;
    },
  };
  return store;
}

function SessionScreen() {
  const auth = useAuth();
  const contacts = useContactWindow({}, { start: 0, end: 50 });
  const createContact = useCreateContact();
  return (
    <main>
      <p role="status">Session: {auth.status}</p>
      {auth.status === 'anonymous' && (
        <button
          type="button"
          onClick={() => void auth.login({ username: 'ada', password: 'secret1' })}
        >
          Log in
        </button>
      )}
      {auth.isAuthenticated && (
        <>
          <p>Signed in as {auth.user?.name}</p>
          <button
            type="button"
            onClick={() =>
              createContact.mutate({
                firstName: 'Grace',
                lastName: 'Hopper',
                email: 'grace@example.com',
              })
            }
          >
            Add contact
          </button>
          <button type="button" onClick={() => void auth.logout()}>
            Log out
          </button>
          <ul aria-label="Contacts">
            {contacts.loaded.map((c) => (
              <li key={c.id}>
                {c.firstName} {c.lastName}
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

interface SessionHarnessProps {
  /**
   * The token found in storage when the app starts.
   * @default null
   */
  initialToken?: string | null;
  /** The in-memory API the client talks to. */
  server: MemoryServer;
  /** The token store, shared with the client's getToken. */
  tokens: TokenStore;
}

/** Wires the real providers and hooks to an in-memory API, to exercise them in a browser. */
function SessionHarness({ server, tokens }: SessionHarnessProps) {
  const [{ api, queryClient }] = useState(() => ({
    api: createApiClient({ fetch: server.fetch, getToken: tokens.get }),
    queryClient: createQueryClient(),
  }));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <AuthProvider tokens={tokens}>
          <SessionScreen />
        </AuthProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

type Loaded = { server: MemoryServer; tokens: ReturnType<typeof memoryTokens> };

const meta = {
  title: 'api-client/AuthProvider',
  component: SessionHarness,
  // A test harness, not product UI: nothing here is worth a screenshot baseline.
  tags: ['!visual', '!autodocs'],
  args: { initialToken: null } as Partial<SessionHarnessProps>,
  loaders: [
    ({ args }): Loaded => ({
      server: createMemoryServer(),
      tokens: memoryTokens((args as SessionHarnessProps).initialToken ?? null),
    }),
  ],
  render: (args, { loaded }) => {
    const { server, tokens } = loaded as Loaded;
    return <SessionHarness {...args} server={server} tokens={tokens} />;
  },
} satisfies Meta<typeof SessionHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignInAddContactSignOut: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { server, tokens } = loaded as Loaded;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Session: anonymous');
    // Lists are fetched only when a user exists.
    await expect(server.calls('GET /api/contacts')).toBe(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('authenticated'));
    await expect(tokens.value).toBe('issued');
    const list = canvas.getByRole('list', { name: 'Contacts' });
    await waitFor(() => expect(within(list).getByText('Ann Lee')).toBeInTheDocument());

    // Keyboard: focus the add button and press Enter.
    canvas.getByRole('button', { name: 'Add contact' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getByText('Grace Hopper')).toBeInTheDocument());
    await expect(server.calls('GET /api/contacts')).toBe(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('anonymous'));
    await expect(server.calls('POST /api/auth/logout')).toBe(1);
    await expect(tokens.value).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Contacts' })).toBeNull();
  },
};

export const StoredTokenRestoresSession: Story = {
  args: { initialToken: 'valid' },
  play: async ({ canvasElement, loaded }) => {
    const { server } = loaded as Loaded;
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Signed in as Ada Lovelace')).toBeInTheDocument());
    await expect(server.calls('GET /api/auth/me')).toBe(1);
    await waitFor(() => expect(canvas.getByText('Ann Lee')).toBeInTheDocument());
  },
};

export const StaleTokenIsRemoved: Story = {
  args: { initialToken: 'expired' },
  play: async ({ canvasElement, loaded }) => {
    const { server, tokens } = loaded as Loaded;
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('anonymous'));
    await expect(tokens.value).toBeNull();
    await expect(server.calls('GET /api/contacts')).toBe(0);
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

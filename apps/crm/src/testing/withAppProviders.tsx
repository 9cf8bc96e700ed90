import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { clearToasts } from '@crm/ui';
import { createApiClient } from '@crm/api-client';
import { ApiClientProvider, AuthProvider, createQueryClient } from '@crm/api-client/react';
import { STORY_TOKEN } from './handlers';

interface StoryProvidersProps {
  signedIn: boolean;
  children: ReactNode;
}

function StoryProviders({ signedIn, children }: StoryProvidersProps) {
  // Runs once, before AuthProvider reads the token: the session starts as the story wants.
  const [clients] = useState(() => {
    localStorage.clear();
    if (signedIn) localStorage.setItem('authToken', STORY_TOKEN);
    clearToasts();
    return { query: createQueryClient(), api: createApiClient() };
  });
  return (
    <QueryClientProvider client={clients.query}>
      <ApiClientProvider client={clients.api}>
        <AuthProvider>{children}</AuthProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

/**
 * The app's providers for a screen story (the preview already supplies the theme and the toast region): a fresh data
 * cache, the API client (answered by the story's MSW handlers) and the session, signed in or not.
 */
export const withAppProviders =
  ({ signedIn = true }: { signedIn?: boolean } = {}): Decorator =>
  (Story) => (
    <StoryProviders signedIn={signedIn}>
      {/* A fixed frame keeps every screenshot the same size whatever the screen's length. */}
      <div style={{ height: 720, overflow: 'hidden' }}>
        <Story />
      </div>
    </StoryProviders>
  );

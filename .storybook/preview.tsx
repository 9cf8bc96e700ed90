import type { Preview } from '@storybook/react-vite';
import '@crm/ui/font.css';
import { ThemeProvider, ToastRegion, type ResolvedTheme } from '@crm/ui';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { isApiRequest, unhandledRequests } from './unhandledRequests';

// Screen stories answer the app's API calls with MSW handlers. An API call no handler answers is
// an error (the fetch fails, and the Vitest setup fails the story); other requests (modules, fonts)
// pass through. quiet: MSW would log every handled request, drowning test output.
initialize({
  onUnhandledRequest: (request, print) => {
    if (!isApiRequest(request)) return;
    unhandledRequests.push(`${request.method} ${new URL(request.url).pathname}`);
    print.error();
  },
  quiet: true,
});

const preview: Preview = {
  // `visual`: screenshotted in light and dark by the test run; a story opts out with '!visual'.
  tags: ['autodocs', 'visual'],
  loaders: [mswLoader],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
    // A story picks a device with `globals: { viewport: { value: 'iphone12' } }` (390 x 844); the
    // Vitest run sizes its browser to it too.
    viewport: { options: INITIAL_VIEWPORTS },
    // A designer lands on the welcome page, then the tokens, before any component.
    options: { storySort: { order: ['Introduction', 'Foundations', 'Components'] } },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => (
      <ThemeProvider forcedTheme={(context.globals.theme as ResolvedTheme) ?? 'light'}>
        <Story />
        <ToastRegion />
      </ThemeProvider>
    ),
  ],
};

export default preview;

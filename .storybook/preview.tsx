import type { Preview } from '@storybook/react-vite';
import { ThemeProvider, ToastRegion, type ResolvedTheme } from '@crm/ui';
import { initialize, mswLoader } from 'msw-storybook-addon';

// Screen stories answer the app's API calls with MSW handlers; anything unhandled goes to the network.
// quiet: MSW would log every handled request to the console, drowning test output.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

const preview: Preview = {
  // `visual`: screenshotted in light and dark by the test run; a story opts out with '!visual'.
  tags: ['autodocs', 'visual'],
  loaders: [mswLoader],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
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

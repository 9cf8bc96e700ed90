import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearToasts } from '@crm/ui';
import { apiHandlers } from '../testing/handlers';
import { findText } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { CopyButton } from './CopyButton';

/**
 * `CopyButton`: the Copy button beside a value the user pastes elsewhere (an API key, a webhook
 * secret, a form's snippet, a DNS record), with its toast once copied.
 */
const meta = {
  title: 'App/Components/CopyButton',
  component: CopyButton,
  args: { what: 'API key', text: 'crm_live_abc123', copied: 'The API key is on your clipboard.' },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressed: a toast says the value is on the clipboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy API key' }));
    await findText('The API key is on your clipboard.');
    clearToasts();
  },
};

/** Its own words and a small size, as beside each DNS record. */
export const Labelled: Story = {
  args: {
    what: 'value of the DKIM record',
    label: 'Copy value',
    size: 'sm',
    copied: 'The DKIM record is on your clipboard.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Copy value of the DKIM record' }),
    ).toHaveTextContent('Copy value');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { clearToasts } from '@crm/ui';
import { apiHandlers } from '../../../testing/handlers';
import { STORY_WEBHOOK_SECRET } from '../../../testing/webhooksHandlers';
import { withAppProviders } from '../../../testing/withAppProviders';
import { WebhookSecret } from './WebhookSecret';

const writeText = fn<(text: string) => Promise<void>>();

/** Replaces the clipboard for one story; the returned cleanup puts the browser's back. */
function stubClipboard() {
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  clearToasts();
  return () => {
    delete (navigator as { clipboard?: Clipboard }).clipboard;
    clearToasts();
  };
}

/** `WebhookSecret`: an endpoint's signing secret, shown once, with Copy and the warning. */
const meta = {
  title: 'App/Webhooks/WebhookSecret',
  component: WebhookSecret,
  args: { secret: STORY_WEBHOOK_SECRET },
  decorators: [withAppProviders()],
  beforeEach: stubClipboard,
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof WebhookSecret>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The secret, read-only, under the warning that it will not be shown again. */
export const Shown: Story = {
  play: async () => {
    await expect(
      screen.getByText('Copy this secret now: it will not be shown again.'),
    ).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Signing secret' });
    await expect(field).toHaveValue(STORY_WEBHOOK_SECRET);
    await expect(field).toHaveAttribute('readonly');
  },
};

/** Copy puts the secret on the clipboard and says so. */
export const Copy: Story = {
  tags: ['!visual'], // ends on a toast that fades on its own schedule
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Copy signing secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(STORY_WEBHOOK_SECRET));
    await expect(await screen.findByText('The signing secret is on your clipboard.')).toBeVisible();
  },
};

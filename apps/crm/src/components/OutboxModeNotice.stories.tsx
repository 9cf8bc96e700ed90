import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { findRole } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { OutboxModeNotice } from './OutboxModeNotice';

const status = (mode: 'smtp' | 'outbox') =>
  http.get('/api/sending/status', () => HttpResponse.json({ mode, from: 'news@beacon.test' }));

/** `OutboxModeNotice`: shown wherever one sends while the server keeps messages locally. */
const meta = {
  title: 'App/Components/OutboxModeNotice',
  component: OutboxModeNotice,
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [status('outbox'), ...apiHandlers()] } },
} satisfies Meta<typeof OutboxModeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No SMTP server: the notice says messages stay local and how to deliver them. */
export const OutboxMode: Story = {
  play: async () => {
    const note = await findRole('note');
    await expect(note).toHaveTextContent(
      'Mail is kept here and not delivered yet. Your administrator can connect a mail server (see the README).',
    );
  },
};

/** SMTP configured: nothing to say. */
export const SmtpMode: Story = {
  tags: ['!visual'],
  parameters: { msw: { handlers: [status('smtp'), ...apiHandlers()] } },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('note')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { domainsHandlers } from '../../../testing/domainsHandlers';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { WarmupCard, WARMUP_LOAD_ERROR } from './WarmupCard';

/**
 * `WarmupCard` (issue 30 §3), on the Sending domain page: the optional warm-up of a new domain,
 * a daily cap growing for four weeks that the sending engine keeps to; today's cap and use.
 */
const meta = {
  title: 'App/Domains/WarmupCard',
  component: WarmupCard,
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...domainsHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof WarmupCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: what turning it on does. Turned on: day 1's cap, nothing sent yet. */
export const TurnOn: Story = {
  play: async () => {
    const toggle = await findRole('switch', 'Warm up this domain');
    await expect(toggle).not.toBeChecked();
    await findText(/Off: mail goes out as fast as your mail server takes it/);
    await findText(/the first day takes 50 messages and each day 40 % more, for 28 days/);
    await userEvent.click(toggle);
    await findText(/Day 1 of 28: up to 50 messages today, 0 sent/);
    await expect(toggle).toBeChecked();
  },
};

/** Halfway through: the day's cap mostly used, the rest waits for tomorrow. */
export const InProgress: Story = {
  parameters: {
    msw: {
      handlers: [
        ...domainsHandlers({
          warmup: { startedOn: '2026-11-20', days: 28, today: { day: 10, cap: 1033, taken: 980 } },
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await expect(await findRole('switch', 'Warm up this domain')).toBeChecked();
    const card = (await findText(/Day 10 of 28/)).closest('div')!;
    await expect(within(card).getByText(/up to 1,033 messages today, 980 sent/)).toBeVisible();
  },
};

/** A warm-up that ran its four weeks: no cap any more, and it says so. */
export const Over: Story = {
  parameters: {
    msw: {
      handlers: [
        ...domainsHandlers({ warmup: { startedOn: '2026-10-01', days: 28, today: null } }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await findText('The warm-up that began on 2026-10-01 is over: no daily cap.');
  },
};

/** The read fails: an alert, no switch to press. */
export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/domains/warmup', () =>
          HttpResponse.json({ message: 'Server error' }, { status: 500 }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await findText(WARMUP_LOAD_ERROR);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent } from 'storybook/test';
import { AriaRouterBridge } from '../../../app/providers';
import { findRole, findText } from '../../../testing/storyQueries';
import { SubscribeScreen } from './SubscribeScreen';

/** The screen at `url`, with a stand-in Billing page for its link to reach. */
function SubscribeAt({ url }: { url: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route element={<AriaRouterBridge />}>
          <Route path="/subscribe" element={<SubscribeScreen />} />
          <Route path="/billing" element={<p>Billing page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

/**
 * `SubscribeScreen` (`/subscribe?plan=…`): the payment step is not available yet. It names the plan
 * chosen on Billing, if any, says nothing has changed, and links back to Billing.
 */
const meta = {
  title: 'App/Billing/SubscribeScreen',
  component: SubscribeScreen,
  render: () => <SubscribeAt url="/subscribe?plan=growth" />,
} satisfies Meta<typeof SubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a plan in the URL: its name and price, and that the plan has not changed. */
export const WithPlan: Story = {
  play: async () => {
    await expect(await findRole('heading', 'Payment is not available yet')).toBeVisible();
    await expect(screen.getByText('You chose the Growth plan ($29/month).')).toBeVisible();
    await expect(screen.getByText(/so your plan has not been changed/)).toBeVisible();
  },
};

/** With no plan, or one that does not exist, it says no plan was chosen. */
export const WithoutPlan: Story = {
  render: () => <SubscribeAt url="/subscribe?plan=platinum" />,
  play: async () => {
    await findText('You have not chosen a plan.');
    await expect(screen.queryByText(/You chose the/)).toBeNull();
  },
};

/** Back to Billing, followed with the keyboard, goes to Billing (no screenshot: it shows the stand-in). */
export const BackToBilling: Story = {
  tags: ['!visual'],
  play: async () => {
    const link = await findRole('link', 'Back to Billing');
    await expect(link).toHaveAttribute('href', '/billing');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await findText('Billing page');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { RegisterRoute } from './RegisterRoute';

/** `/register` in the real route tree: routing only (the form's states are RegisterForm's stories). */
const meta = {
  title: 'Screens/Register',
  component: RegisterRoute,
  tags: ['!visual'],
  render: () => <RouteStory path="/register" />,
  decorators: [withAppProviders({ signedIn: false })],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers({ user: null }) } },
} satisfies Meta<typeof RegisterRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid form creates the account and opens the dashboard, signed in. */
export const SuccessOpensDashboard: Story = {
  play: async () => {
    await waitForHeading('Create an account');
    await userEvent.type(screen.getByLabelText('Username'), 'grace');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Name'), 'Grace Hopper');
    await userEvent.type(screen.getByLabelText('Password'), 'violet-Anchor-93');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'violet-Anchor-93');
    // Submit with the button, not Enter: a focused field removed by the redirect makes user-event
    // dispatch `change` inside React's commit ("Should not already be working").
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await findText('Your account has been created');
    await findText('Recent Activity');
  },
};

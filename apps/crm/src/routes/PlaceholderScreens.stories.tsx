import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findText } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { ContactsRoute } from './ContactsRoute';

/** Contacts, Campaigns and Email Templates stand in with a placeholder until their issue lands. */
const meta = {
  title: 'Screens/Placeholders',
  component: ContactsRoute,
  render: () => <RouteStory path="/contacts" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof ContactsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contacts: Story = {
  play: async () => {
    await findText('Contacts is coming soon');
  },
};

export const Campaigns: Story = {
  render: () => <RouteStory path="/campaigns" />,
  play: async () => {
    await findText('Campaigns is coming soon');
  },
};

export const EmailTemplates: Story = {
  render: () => <RouteStory path="/email-templates" />,
  play: async () => {
    await findText('Email Templates is coming soon');
  },
};

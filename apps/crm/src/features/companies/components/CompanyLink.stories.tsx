import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paths } from '../../../config/paths';
import { apiHandlers } from '../../../testing/handlers';
import { findRole } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { CompanyLink } from './CompanyLink';

/** `CompanyLink`: a contact's company name, linking to the company's page. */
const meta = {
  title: 'App/Companies/CompanyLink',
  component: CompanyLink,
  args: { id: 1, name: 'acme ltd' },
  decorators: [withStoryRoute(paths.contacts), withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof CompanyLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name as the contact shows it, a link to the company's page. */
export const Linked: Story = {
  play: async () => {
    await expect(await findRole('link', 'acme ltd')).toHaveAttribute('href', '/companies/1');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paths } from '../../../config/paths';
import { companiesHandlers } from '../../../testing/companiesHandlers';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { CompanyLink } from './CompanyLink';

/** `CompanyLink`: a contact's company name, linking to the company's page once found. */
const meta = {
  title: 'App/Companies/CompanyLink',
  component: CompanyLink,
  args: { name: 'acme ltd' },
  decorators: [withStoryRoute(paths.contacts), withAppProviders()],
  parameters: { msw: { handlers: [...companiesHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof CompanyLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name in any case finds its company: a link to its page. */
export const Linked: Story = {
  play: async () => {
    await expect(await findRole('link', 'acme ltd')).toHaveAttribute('href', '/companies/1');
  },
};

/** No company of that name: the name as text. */
export const Unlinked: Story = {
  args: { name: 'Nobody Inc' },
  play: async () => {
    const text = await findText('Nobody Inc');
    await expect(text.closest('a')).toBeNull();
  },
};

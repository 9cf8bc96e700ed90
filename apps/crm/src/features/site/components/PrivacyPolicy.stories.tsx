import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrivacyPolicy } from './PrivacyPolicy';

/** `/privacy-policy` (spec section 1): the dated policy, its seven sections and links back home. */
const meta = {
  title: 'App/Site/PrivacyPolicy',
  component: PrivacyPolicy,
  parameters: { layout: 'fullscreen' },
  decorators: [
    // A fixed frame keeps the long page's screenshot one size.
    (Story) => (
      <div style={{ height: 720, overflow: 'hidden' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PrivacyPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dated May 16, 2025, with every section heading, a contact address and two links home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText('Last updated: May 16, 2025')).toBeVisible();
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(sections).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Browser Extension',
      'Data Security',
      'Data Retention',
      'Your Rights',
      'Contact Us',
    ]);
    await expect(canvas.getByRole('link', { name: '← Back to home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Return to home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: 'privacy@beaconcrm.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@beaconcrm.example',
    );
  },
};

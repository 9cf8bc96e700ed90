import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { RouterProvider } from 'react-aria-components';
import { Sidebar, SidebarLink, sidebarVariants } from './Sidebar';

const icon = (d: string) => (
  <svg
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
  >
    <path d={d} />
  </svg>
);

// Spec section 2: the sidebar's destinations.
const destinations = [
  { href: '/', label: 'Dashboard', icon: icon('M2 2h5v5H2zM9 2h5v5H9zM2 9h5v5H2zM9 9h5v5H9z') },
  {
    href: '/contacts',
    label: 'Contacts',
    icon: icon('M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2.5 14a5.5 5.5 0 0 1 11 0'),
  },
  { href: '/campaigns', label: 'Campaigns', icon: icon('M2 6v4h3l5 3V3L5 6H2z') },
  { href: '/email-templates', label: 'Email Templates', icon: icon('M2 3.5h12v9H2zM2 4l6 5 6-5') },
  { href: '/automation', label: 'Automation', icon: icon('M9 1.5 3 9h5l-1 5.5L13 7H8l1-5.5z') },
  {
    href: '/analytics',
    label: 'Analytics',
    icon: icon('M2.5 13.5v-4M6.5 13.5v-8M10.5 13.5v-6M14 13.5V2.5'),
  },
  { href: '/billing', label: 'Billing', icon: icon('M1.5 4h13v8h-13zM1.5 7h13') },
];

const Brand = () => (
  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 600 }}>
    <span
      aria-hidden="true"
      style={{ width: 28, height: 28, borderRadius: 999, background: 'currentColor', opacity: 0.2 }}
    />
  </span>
);

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  args: {
    children: destinations.map((d) => (
      <SidebarLink key={d.href} href={d.href} icon={d.icon} isActive={d.href === '/contacts'}>
        {d.label}
      </SidebarLink>
    )),
    header: <Brand />,
    defaultCollapsed: false,
    variant: 'responsive',
    onCollapsedChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: sidebarVariants },
    children: { control: false },
    header: { control: false },
  },
  parameters: { layout: 'fullscreen', navigate: fn() },
  decorators: [
    (Story, { parameters }) => (
      <RouterProvider navigate={parameters.navigate as (path: string) => void}>
        <div style={{ display: 'flex', height: '100vh' }}>{Story()}</div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active link has aria-current="page"; links navigate on click and on Enter. */
export const Expanded: Story = {
  play: async ({ canvasElement, parameters }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(7);
    await expect(within(nav).getByRole('link', { name: 'Contacts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    const navigate = parameters.navigate as Mock;
    await userEvent.click(within(nav).getByRole('link', { name: 'Campaigns' }));
    await expect(navigate.mock.lastCall?.[0]).toBe('/campaigns');
    within(nav).getByRole('link', { name: 'Billing' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate.mock.lastCall?.[0]).toBe('/billing');
  },
};

/** The toggle collapses to icons: labels leave the screen but stay the links' accessible names. */
export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('Email Templates');
    const widthBefore = label.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(label.getBoundingClientRect().width).toBeLessThan(widthBefore));
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('link', { name: 'Email Templates' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contacts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Keyboard: expand and collapse again.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveFocus();
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Starts collapsed. */
export const DefaultCollapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Expand sidebar' }),
    ).toBeVisible();
  },
};

/** Collapsed, a link names itself in a tooltip on keyboard focus (and hover). */
export const CollapsedTooltip: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Dashboard');
  },
};

/** Keyboard focus ring on a link. */
export const LinkFocused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
  },
};

/** Small screens: a bar whose button opens the links in a drawer; following a link closes it. */
export const Drawer: Story = {
  args: { variant: 'drawer' },
  decorators: [(Story) => <div style={{ flex: 1 }}>{Story()}</div>],
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Contacts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Analytics' }));
    await expect((parameters.navigate as Mock).mock.lastCall?.[0]).toBe('/analytics');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const open = canvas.getByRole('button', { name: 'Open navigation' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Main' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Main' });
  },
};

/** Expanded and collapsed side by side, and the small-screen bar. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flex: 1, gap: 24 }}>
      <Sidebar {...args} aria-label="Expanded" sidebarLabel="Expanded sidebar" />
      <Sidebar {...args} aria-label="Collapsed" sidebarLabel="Collapsed sidebar" defaultCollapsed />
      <div style={{ flex: 1 }}>
        <Sidebar
          {...args}
          aria-label="Small screen"
          sidebarLabel="Small screen sidebar"
          variant="drawer"
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('navigation')).toHaveLength(2);
  },
};

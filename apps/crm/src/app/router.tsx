import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '@crm/ui';
import { paths } from '../config/paths';
import type { ScreenHandle } from '../config/screenHandle';
import { RouteErrorCard } from '../features/site/components/RouteErrorCard';
import { AriaRouterBridge } from './providers';

// Every screen is its own chunk: the landing page ships without any signed-in screen's code.
const signedInRoutes: (RouteObject & { handle: ScreenHandle })[] = [
  {
    path: paths.dashboard,
    handle: { title: 'Dashboard', subtitle: 'An overview of your business' },
    lazy: async () => ({ Component: (await import('../routes/DashboardRoute')).DashboardRoute }),
  },
  {
    path: paths.contacts,
    handle: { title: 'Contacts', subtitle: 'Manage your contacts and leads' },
    lazy: async () => ({ Component: (await import('../routes/ContactsRoute')).ContactsRoute }),
  },
  {
    path: paths.duplicates,
    handle: { title: 'Duplicates', subtitle: 'Contacts that look like the same person' },
    lazy: async () => ({ Component: (await import('../routes/DuplicatesRoute')).DuplicatesRoute }),
  },
  {
    path: paths.contact,
    handle: { title: 'Contact', subtitle: 'Their details and everything that happened with them' },
    lazy: async () => ({ Component: (await import('../routes/ContactRoute')).ContactRoute }),
  },
  {
    path: paths.companies,
    handle: { title: 'Companies', subtitle: 'The companies your contacts work for' },
    lazy: async () => ({ Component: (await import('../routes/CompaniesRoute')).CompaniesRoute }),
  },
  {
    path: paths.company,
    handle: { title: 'Company', subtitle: 'Its details, its contacts and their engagement' },
    lazy: async () => ({ Component: (await import('../routes/CompanyRoute')).CompanyRoute }),
  },
  {
    path: paths.segments,
    handle: { title: 'Segments', subtitle: 'Saved filters of your contacts, always up to date' },
    lazy: async () => ({ Component: (await import('../routes/SegmentsRoute')).SegmentsRoute }),
  },
  {
    path: paths.newSegment,
    handle: { title: 'New segment', subtitle: 'Pick contacts by what they are and what they do' },
    lazy: async () => ({ Component: (await import('../routes/SegmentRoute')).SegmentRoute }),
  },
  {
    path: paths.segment,
    handle: { title: 'Segment', subtitle: 'Pick contacts by what they are and what they do' },
    lazy: async () => ({ Component: (await import('../routes/SegmentRoute')).SegmentRoute }),
  },
  {
    path: paths.tasks,
    handle: { title: 'Tasks', subtitle: 'What is due today, overdue and coming up' },
    lazy: async () => ({ Component: (await import('../routes/TasksRoute')).TasksRoute }),
  },
  {
    path: paths.deals,
    handle: { title: 'Deals', subtitle: 'Your pipeline, stage by stage' },
    lazy: async () => ({ Component: (await import('../routes/DealsRoute')).DealsRoute }),
  },
  {
    path: paths.campaigns,
    handle: { title: 'Campaigns', subtitle: 'Create and manage your email campaigns' },
    lazy: async () => ({ Component: (await import('../routes/CampaignsRoute')).CampaignsRoute }),
  },
  {
    path: paths.emailTemplates,
    handle: { title: 'Email Templates', subtitle: 'Design reusable emails' },
    lazy: async () => ({
      Component: (await import('../routes/EmailTemplatesRoute')).EmailTemplatesRoute,
    }),
  },
  {
    path: paths.workflows,
    handle: { title: 'Automation', subtitle: 'Automate your marketing workflows' },
    lazy: async () => ({ Component: (await import('../routes/WorkflowsRoute')).WorkflowsRoute }),
  },
  {
    path: paths.forms,
    handle: { title: 'Forms', subtitle: 'Signup forms for your website' },
    lazy: async () => ({ Component: (await import('../routes/FormsRoute')).FormsRoute }),
  },
  {
    path: paths.analytics,
    handle: { title: 'Analytics', subtitle: 'Track your campaign performance' },
    lazy: async () => ({ Component: (await import('../routes/AnalyticsRoute')).AnalyticsRoute }),
  },
  {
    path: paths.outbox,
    handle: { title: 'Outbox', subtitle: 'Messages kept locally instead of delivered' },
    lazy: async () => ({ Component: (await import('../routes/OutboxRoute')).OutboxRoute }),
  },
  {
    path: paths.billing,
    handle: { title: 'Billing', subtitle: 'Manage your subscription and billing' },
    lazy: async () => ({ Component: (await import('../routes/BillingRoute')).BillingRoute }),
  },
  {
    path: paths.subscribe,
    handle: { title: 'Payment', subtitle: 'Complete your plan change' },
    lazy: async () => ({ Component: (await import('../routes/SubscribeRoute')).SubscribeRoute }),
  },
  {
    path: paths.profile,
    handle: { title: 'Profile', subtitle: 'Your account details' },
    lazy: async () => ({ Component: (await import('../routes/ProfileRoute')).ProfileRoute }),
  },
  {
    path: paths.settings,
    handle: { title: 'Settings', subtitle: 'Who your email is from' },
    lazy: async () => ({ Component: (await import('../routes/SettingsRoute')).SettingsRoute }),
  },
  {
    path: paths.apiKeys,
    handle: { title: 'API keys', subtitle: 'Let other systems use your account' },
    lazy: async () => ({ Component: (await import('../routes/ApiKeysRoute')).ApiKeysRoute }),
  },
  {
    path: paths.sendingDomain,
    handle: { title: 'Sending domain', subtitle: 'Whether mailbox providers trust your email' },
    lazy: async () => ({
      Component: (await import('../routes/SendingDomainRoute')).SendingDomainRoute,
    }),
  },
  {
    path: paths.auditLog,
    handle: { title: 'Audit log', subtitle: 'Who did what in your account, when and from where' },
    lazy: async () => ({ Component: (await import('../routes/AuditLogRoute')).AuditLogRoute }),
  },
  {
    path: paths.webhooks,
    handle: { title: 'Webhooks', subtitle: 'Send events to your other tools' },
    lazy: async () => ({ Component: (await import('../routes/WebhooksRoute')).WebhooksRoute }),
  },
  {
    path: paths.colorPalette,
    handle: { title: 'Color Palette', subtitle: 'Generate accessible color palettes' },
    lazy: async () => ({
      Component: (await import('../routes/ColorPaletteRoute')).ColorPaletteRoute,
    }),
  },
];

export const routes: RouteObject[] = [
  {
    element: <AriaRouterBridge />,
    HydrateFallback: FullPageSpinner,
    errorElement: <RouteErrorCard />,
    children: [
      {
        path: paths.home,
        lazy: async () => ({ Component: (await import('../routes/LandingRoute')).LandingRoute }),
      },
      {
        path: paths.landing,
        lazy: async () => ({ Component: (await import('../routes/LandingRoute')).LandingRoute }),
      },
      {
        path: paths.test,
        lazy: async () => ({ Component: (await import('../routes/TestRoute')).TestRoute }),
      },
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('../routes/LoginRoute')).LoginRoute }),
      },
      {
        path: paths.register,
        lazy: async () => ({ Component: (await import('../routes/RegisterRoute')).RegisterRoute }),
      },
      {
        path: paths.logout,
        lazy: async () => ({ Component: (await import('../routes/LogoutRoute')).LogoutRoute }),
      },
      {
        path: paths.changePassword,
        lazy: async () => ({
          Component: (await import('../routes/ChangePasswordRoute')).ChangePasswordRoute,
        }),
      },
      {
        path: paths.forgotPassword,
        lazy: async () => ({
          Component: (await import('../routes/ForgotPasswordRoute')).ForgotPasswordRoute,
        }),
      },
      {
        path: paths.resetPassword,
        lazy: async () => ({
          Component: (await import('../routes/ResetPasswordRoute')).ResetPasswordRoute,
        }),
      },
      {
        path: paths.confirmEmail,
        lazy: async () => ({
          Component: (await import('../routes/ConfirmEmailRoute')).ConfirmEmailRoute,
        }),
      },
      {
        path: paths.privacyPolicy,
        lazy: async () => ({
          Component: (await import('../routes/PrivacyPolicyRoute')).PrivacyPolicyRoute,
        }),
      },
      {
        lazy: async () => ({
          Component: (await import('../routes/AppLayoutRoute')).AppLayoutRoute,
        }),
        children: signedInRoutes,
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../routes/NotFoundRoute')).NotFoundRoute }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

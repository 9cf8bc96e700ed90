export { createQueryClient } from './react/createQueryClient';
export { ApiClientProvider, useApiClient } from './react/ApiClientProvider';
export type { ApiClientProviderProps } from './react/ApiClientProvider';
export { AuthProvider } from './react/AuthProvider';
export type { AuthProviderProps } from './react/AuthProvider';
export { useAuth } from './react/useAuth';
export type { AuthContextValue } from './react/AuthContext';
export type { ReadHookOptions } from './react/ReadHookOptions';
export type { PagedRows } from './react/pagedRows';

// One folder per area, as in the core entry: contacts, transfer, contactEmail, campaigns, outbox,
// sending, templates, workflows, billing, dashboard, analytics.
export { useContactWindow } from './react/contacts/useContactWindow';
export type { ContactWindowOptions } from './react/contacts/useContactWindow';
export { useCreateContact } from './react/contacts/useCreateContact';
export { useUpdateContact } from './react/contacts/useUpdateContact';
export { useDeleteContact } from './react/contacts/useDeleteContact';
export { useBulkDeleteContacts } from './react/contacts/useBulkDeleteContacts';
export { useBulkTagContacts } from './react/contacts/useBulkTagContacts';
export { useBulkAddContactsToCampaign } from './react/contacts/useBulkAddContactsToCampaign';
export { useContactEngagement } from './react/contacts/useContactEngagement';
export { useImportContacts } from './react/transfer/useImportContacts';
export { useCheckExport } from './react/transfer/useCheckExport';
export { useSendContactEmail } from './react/contactEmail/useSendContactEmail';
export { useCampaigns } from './react/campaigns/useCampaigns';
export { useCampaignPages } from './react/campaigns/useCampaignPages';
export { useCampaignContacts } from './react/campaigns/useCampaignContacts';
export { useCampaignProgress } from './react/campaigns/useCampaignProgress';
export { useCreateCampaign } from './react/campaigns/useCreateCampaign';
export { useUpdateCampaign } from './react/campaigns/useUpdateCampaign';
export { useDuplicateCampaign } from './react/campaigns/useDuplicateCampaign';
export { useArchiveCampaign } from './react/campaigns/useArchiveCampaign';
export { useDeleteCampaign } from './react/campaigns/useDeleteCampaign';
export { useAddContactToCampaign } from './react/campaigns/useAddContactToCampaign';
export { useSendCampaign } from './react/campaigns/useSendCampaign';
export { useCancelCampaign } from './react/campaigns/useCancelCampaign';
export { useSendTestEmail } from './react/campaigns/useSendTestEmail';
export { useOutboxMessages } from './react/outbox/useOutboxMessages';
export { useOutboxMessage } from './react/outbox/useOutboxMessage';
export { useSendingStatus } from './react/sending/useSendingStatus';
export { useEmailTemplatePages } from './react/templates/useEmailTemplatePages';
export { useCreateEmailTemplate } from './react/templates/useCreateEmailTemplate';
export { useUpdateEmailTemplate } from './react/templates/useUpdateEmailTemplate';
export { useDeleteEmailTemplate } from './react/templates/useDeleteEmailTemplate';
export { useWorkflowPages } from './react/workflows/useWorkflowPages';
export { useCreateWorkflow } from './react/workflows/useCreateWorkflow';
export { useUpdateWorkflow } from './react/workflows/useUpdateWorkflow';
export { useSubscription } from './react/billing/useSubscription';
export { useDashboardCounts } from './react/dashboard/useDashboardCounts';
export { useAnalyticsSummary } from './react/analytics/useAnalyticsSummary';
export { useContactGrowth } from './react/analytics/useContactGrowth';
export { useCampaignPerformance } from './react/analytics/useCampaignPerformance';
export { useRecentActivity } from './react/analytics/useRecentActivity';
export { browserTimeZone } from './react/analytics/browserTimeZone';

// The framework-free query keys and options, re-exported so an app needs only this entry.
export { authKeys, authQueries } from './auth/auth.queries';
export { contactKeys, contactQueries, contactMutations } from './contacts/contacts.queries';
export { transferKeys, transferMutations } from './transfer/transfer.queries';
export { contactEmailKeys, contactEmailMutations } from './contactEmail/contactEmail.queries';
export {
  campaignKeys,
  campaignQueries,
  campaignMutations,
  CAMPAIGN_PAGE_SIZE,
  PROGRESS_POLL_MS,
} from './campaigns/campaigns.queries';
export { outboxKeys, outboxQueries } from './outbox/outbox.queries';
export { sendingKeys, sendingQueries } from './sending/sending.queries';
export {
  templateKeys,
  templateQueries,
  templateMutations,
  TEMPLATE_PAGE_SIZE,
} from './templates/templates.queries';
export {
  workflowKeys,
  workflowQueries,
  workflowMutations,
  WORKFLOW_PAGE_SIZE,
} from './workflows/workflows.queries';
export { billingKeys, billingQueries } from './billing/billing.queries';
export { dashboardKeys, dashboardQueries } from './dashboard/dashboard.queries';
export type { DashboardCounts } from './dashboard/dashboard.queries';
export { analyticsKeys, analyticsQueries } from './analytics/analytics.queries';

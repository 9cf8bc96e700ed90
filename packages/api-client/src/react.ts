export { createQueryClient } from './react/createQueryClient';
export { ApiClientProvider, useApiClient } from './react/ApiClientProvider';
export type { ApiClientProviderProps } from './react/ApiClientProvider';
export { AuthProvider } from './react/AuthProvider';
export type { AuthProviderProps } from './react/AuthProvider';
export { useAuth } from './react/useAuth';
export type { AuthContextValue } from './react/AuthContext';
export { useIsSignedIn } from './react/useIsSignedIn';
export type { ReadHookOptions } from './react/ReadHookOptions';

export { useContacts } from './react/contacts/useContacts';
export { useCreateContact } from './react/contacts/useCreateContact';
export { useUpdateContact } from './react/contacts/useUpdateContact';
export { useDeleteContact } from './react/contacts/useDeleteContact';
export { useContactPages } from './react/contacts/useContactPages';
export { useContactWindow } from './react/contacts/useContactWindow';
export type { ContactWindowOptions } from './react/contacts/useContactWindow';
export { useContactCount } from './react/contacts/useContactCount';
export { useBulkDeleteContacts } from './react/contacts/useBulkDeleteContacts';
export { useBulkTagContacts } from './react/contacts/useBulkTagContacts';
export { useBulkAddContactsToCampaign } from './react/contacts/useBulkAddContactsToCampaign';
export { useImportContacts } from './react/contacts/useImportContacts';
export { useExportContacts } from './react/contacts/useExportContacts';
export { useCheckExport } from './react/contacts/useCheckExport';
export { useCampaigns } from './react/campaigns/useCampaigns';
export { useCreateCampaign } from './react/campaigns/useCreateCampaign';
export { useAddContactToCampaign } from './react/campaigns/useAddContactToCampaign';
export { useSendingStatus } from './react/sending/useSendingStatus';
export { useCampaignProgress } from './react/sending/useCampaignProgress';
export { useContactEngagement } from './react/sending/useContactEngagement';
export { useOutboxMessages } from './react/sending/useOutboxMessages';
export { useOutboxMessage } from './react/sending/useOutboxMessage';
export { useSendCampaign } from './react/sending/useSendCampaign';
export { useCancelCampaign } from './react/sending/useCancelCampaign';
export { useSendTestEmail } from './react/sending/useSendTestEmail';
export { useSendContactEmail } from './react/sending/useSendContactEmail';
export { useCampaignSearch } from './react/campaigns/useCampaignSearch';
export { useCampaign } from './react/campaigns/useCampaign';
export { useCampaignContacts } from './react/campaigns/useCampaignContacts';
export { useUpdateCampaign } from './react/campaigns/useUpdateCampaign';
export { useDuplicateCampaign } from './react/campaigns/useDuplicateCampaign';
export { useArchiveCampaign } from './react/campaigns/useArchiveCampaign';
export { useDeleteCampaign } from './react/campaigns/useDeleteCampaign';
export { useEmailTemplates } from './react/templates/useEmailTemplates';
export { useCreateEmailTemplate } from './react/templates/useCreateEmailTemplate';
export { useUpdateEmailTemplate } from './react/templates/useUpdateEmailTemplate';
export { useDeleteEmailTemplate } from './react/templates/useDeleteEmailTemplate';
export { useWorkflows } from './react/workflows/useWorkflows';
export { useCreateWorkflow } from './react/workflows/useCreateWorkflow';
export { useUpdateWorkflow } from './react/workflows/useUpdateWorkflow';
export { useSubscription } from './react/subscription/useSubscription';
export { useChangeSubscription } from './react/subscription/useChangeSubscription';
export { useDashboardCounts } from './react/dashboard/useDashboardCounts';
export { useAnalyticsSummary } from './react/analytics/useAnalyticsSummary';
export { useContactGrowth } from './react/analytics/useContactGrowth';
export { useCampaignPerformance } from './react/analytics/useCampaignPerformance';
export { useRecentActivity } from './react/analytics/useRecentActivity';
export { browserTimeZone } from './react/analytics/browserTimeZone';

// The framework-free query keys and options, re-exported so an app needs only this entry.
export { authKeys, authQueries } from './auth/auth.queries';
export { analyticsKeys, analyticsQueries } from './analytics/analytics.queries';
export { dashboardKeys, dashboardQueries } from './dashboard/dashboard.queries';
export type { DashboardCounts } from './dashboard/dashboard.queries';
export { contactKeys, contactQueries, contactMutations } from './contacts/contacts.queries';
export { importMutations } from './imports/imports.queries';
export {
  sendingKeys,
  sendingQueries,
  sendingMutations,
  PROGRESS_POLL_MS,
} from './sending/sending.queries';
export {
  campaignKeys,
  campaignQueries,
  campaignMutations,
  CAMPAIGN_PAGE_SIZE,
} from './campaigns/campaigns.queries';
export { templateKeys, templateQueries, templateMutations } from './templates/templates.queries';
export { workflowKeys, workflowQueries, workflowMutations } from './workflows/workflows.queries';
export {
  subscriptionKeys,
  subscriptionQueries,
  subscriptionMutations,
} from './subscription/subscription.queries';

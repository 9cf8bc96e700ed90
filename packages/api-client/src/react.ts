export { createQueryClient } from './react/createQueryClient';
export { ApiClientProvider, useApiClient } from './react/ApiClientProvider';
export type { ApiClientProviderProps } from './react/ApiClientProvider';
export { AuthProvider } from './react/AuthProvider';
export type { AuthProviderProps } from './react/AuthProvider';
export { useAuth } from './react/useAuth';
export { useForgotPassword, useResetPassword } from './react/auth/usePasswordReset';
export type { AuthContextValue } from './react/AuthContext';
export type { ReadHookOptions } from './react/ReadHookOptions';
export type { PagedRows } from './react/pagedRows';

// One folder per area, as in the core entry: contacts, transfer, contactEmail, campaigns, outbox,
// sending, templates, workflows, billing, dashboard, analytics.
export { useContactWindow } from './react/contacts/useContactWindow';
export type { ContactWindowOptions } from './react/contacts/useContactWindow';
export { useContactCount } from './react/contacts/useContactCount';
export { useContactTags } from './react/contacts/useContactTags';
export { useCreateContact } from './react/contacts/useCreateContact';
export { useUpdateContact } from './react/contacts/useUpdateContact';
export { useDeleteContact } from './react/contacts/useDeleteContact';
export { useBulkDeleteContacts } from './react/contacts/useBulkDeleteContacts';
export { useBulkTagContacts } from './react/contacts/useBulkTagContacts';
export { useBulkAddContactsToCampaign } from './react/contacts/useBulkAddContactsToCampaign';
export { useContactEngagement } from './react/contacts/useContactEngagement';
export { useContactWorkflows } from './react/contacts/useContactWorkflows';
export { useContact } from './react/contacts/useContact';
export { useContactTimeline } from './react/contacts/useContactTimeline';
export { useContactConsents } from './react/contacts/useContactConsents';
export { useContactBulkJob } from './react/contacts/useContactBulkJob';
export { useExportContactData } from './react/contacts/useExportContactData';
export { useEraseContact } from './react/contacts/useEraseContact';
export { useBulkEraseContacts } from './react/contacts/useBulkEraseContacts';
export { useContactDuplicates } from './react/contacts/useContactDuplicates';
export { useMergeContacts } from './react/contacts/useMergeContacts';
export { useImportContacts } from './react/transfer/useImportContacts';
export { useImportProgress } from './react/transfer/useImportProgress';
export { useCheckExport } from './react/transfer/useCheckExport';
export { useSendContactEmail } from './react/contactEmail/useSendContactEmail';
export { useCampaigns } from './react/campaigns/useCampaigns';
export { useCampaignPages } from './react/campaigns/useCampaignPages';
export { useCampaignContacts } from './react/campaigns/useCampaignContacts';
export { useCampaignProgress } from './react/campaigns/useCampaignProgress';
export { useCampaignAudience } from './react/campaigns/useCampaignAudience';
export { useAudienceCount } from './react/campaigns/useAudienceCount';
export { usePreSendCheck } from './react/campaigns/usePreSendCheck';
export { useCreateCampaign } from './react/campaigns/useCreateCampaign';
export { useUpdateCampaign } from './react/campaigns/useUpdateCampaign';
export { useDuplicateCampaign } from './react/campaigns/useDuplicateCampaign';
export { useArchiveCampaign } from './react/campaigns/useArchiveCampaign';
export { useRestoreCampaign } from './react/campaigns/useRestoreCampaign';
export { useDeleteCampaign } from './react/campaigns/useDeleteCampaign';
export { useAddContactToCampaign } from './react/campaigns/useAddContactToCampaign';
export { useSendCampaign } from './react/campaigns/useSendCampaign';
export { useCancelCampaign } from './react/campaigns/useCancelCampaign';
export { useCampaignAbResults } from './react/campaigns/useCampaignAbResults';
export { usePickAbWinner } from './react/campaigns/usePickAbWinner';
export { useSendTestEmail } from './react/campaigns/useSendTestEmail';
export { useTestAddresses } from './react/campaigns/useTestAddresses';
export { useRemoveTestAddress } from './react/campaigns/useRemoveTestAddress';
export { useOutboxMessages } from './react/outbox/useOutboxMessages';
export { useOutboxMessage } from './react/outbox/useOutboxMessage';
export { useSendingStatus } from './react/sending/useSendingStatus';
export { useDomainChecks } from './react/domains/useDomainChecks';
export { useDomainReadiness } from './react/domains/useDomainReadiness';
export { useSaveWarmup, useWarmup } from './react/domains/useWarmup';
export { useBounces } from './react/bounces/useBounces';
export { useBounceTotals } from './react/bounces/useBounceTotals';
export { useSettings, useSaveSettings } from './react/settings/useSettings';
export { useUploads, useUploadImage, useDeleteUpload } from './react/uploads/useUploads';
export {
  useUpdateProfile,
  useChangeEmail,
  useConfirmEmail,
  useDeleteAccount,
} from './react/profile/useProfile';
export { useEmailTemplatePages } from './react/templates/useEmailTemplatePages';
export { useCreateEmailTemplate } from './react/templates/useCreateEmailTemplate';
export { useUpdateEmailTemplate } from './react/templates/useUpdateEmailTemplate';
export { useDeleteEmailTemplate } from './react/templates/useDeleteEmailTemplate';
export { useWorkflowPages } from './react/workflows/useWorkflowPages';
export { useForms } from './react/forms/useForms';
export { useCreateForm } from './react/forms/useCreateForm';
export { useUpdateForm } from './react/forms/useUpdateForm';
export { useDuplicateForm } from './react/forms/useDuplicateForm';
export { useDeleteForm } from './react/forms/useDeleteForm';
export { useCreateWorkflow } from './react/workflows/useCreateWorkflow';
export { useUpdateWorkflow } from './react/workflows/useUpdateWorkflow';
export { useWorkflowReport } from './react/workflows/useWorkflowReport';
export { useWorkflowRuns } from './react/workflows/useWorkflowRuns';
export { useRetryWorkflowRun } from './react/workflows/useRetryWorkflowRun';
export { useDeleteWorkflow } from './react/workflows/useDeleteWorkflow';
export { useEnrolInWorkflow } from './react/workflows/useEnrolInWorkflow';
export { useStartWorkflowTest } from './react/workflows/useStartWorkflowTest';
export { useWorkflowTest } from './react/workflows/useWorkflowTest';
export { useSubscription } from './react/billing/useSubscription';
export { useDashboardCounts } from './react/dashboard/useDashboardCounts';
export { useAnalyticsSummary } from './react/analytics/useAnalyticsSummary';
export { useContactGrowth } from './react/analytics/useContactGrowth';
export { useCampaignPerformance } from './react/analytics/useCampaignPerformance';
export { useRecentActivity } from './react/analytics/useRecentActivity';
export { usePipelineAnalytics } from './react/analytics/usePipelineAnalytics';
export { browserTimeZone } from './react/analytics/browserTimeZone';
export {
  useSegments,
  useSegment,
  useSegmentCount,
  useSegmentConditionsCount,
} from './react/segments/useSegments';
export {
  useCreateSegment,
  useUpdateSegment,
  useDeleteSegment,
} from './react/segments/useSegmentMutations';
export { useAuditLog } from './react/audit/useAuditLog';
export { useRecordNotes } from './react/notes/useRecordNotes';
export { useCreateNote } from './react/notes/useCreateNote';
export { useUpdateNote } from './react/notes/useUpdateNote';
export { useDeleteNote } from './react/notes/useDeleteNote';
export { useCompanies, useCompany, useCompanyContacts } from './react/companies/useCompanies';
export {
  useCreateCompany,
  useUpdateCompany,
  useDeleteCompany,
} from './react/companies/useCompanyMutations';
export { useTasks } from './react/tasks/useTasks';
export { useRecordTasks } from './react/tasks/useRecordTasks';
export { useCreateTask } from './react/tasks/useCreateTask';
export { useUpdateTask } from './react/tasks/useUpdateTask';
export { useDeleteTask } from './react/tasks/useDeleteTask';
export {
  usePipelineStages,
  useDeals,
  useCreatePipelineStage,
  useRenamePipelineStage,
  useReorderPipelineStages,
  useDeletePipelineStage,
  useCreateDeal,
  useUpdateDeal,
  useMoveDeal,
  useDeleteDeal,
} from './react/deals/useDeals';
export { useWebhookEndpoints, useWebhookDeliveries } from './react/webhooks/useWebhooks';
export {
  useCreateWebhookEndpoint,
  useUpdateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useResendWebhookDelivery,
} from './react/webhooks/useWebhookMutations';
export { useApiKeys, useCreateApiKey, useRevokeApiKey } from './react/apiKeys/useApiKeys';

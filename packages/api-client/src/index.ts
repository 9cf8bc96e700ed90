export {
  FIELD_LIMITS,
  IdSchema,
  IdParamSchema,
  MAX_ID,
  IsoDateTimeSchema,
  ApiErrorBodySchema,
  SuccessResponseSchema,
  HealthResponseSchema,
  PAYLOAD_OBJECT_MESSAGE,
} from './common/common.schemas';
export type { Id, ApiErrorBody, SuccessResponse, HealthResponse } from './common/common.schemas';
export { formatIssues, firstIssueMessage, parseInput } from './common/formatIssues';
export type { FormattedIssues, ParseInputResult } from './common/formatIssues';

export {
  SUBSCRIPTION_TIERS,
  toSubscriptionTier,
  COMMON_PASSWORD_MESSAGE,
  USERNAME_CHARACTERS_MESSAGE,
  UserSchema,
  EmailSchema,
  LoginInputSchema,
  RegisterInputSchema,
  RegisterFormSchema,
  ChangePasswordInputSchema,
  ChangePasswordFormSchema,
  LoginResponseSchema,
  RegisterResponseSchema,
  MeResponseSchema,
  PASSWORD_RESET_REQUESTED,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_TTL_MS,
  ForgotPasswordInputSchema,
  ForgotPasswordResponseSchema,
  ResetPasswordInputSchema,
  ResetPasswordFormSchema,
} from './auth/auth.schemas';
export type {
  SubscriptionTier,
  User,
  LoginInput,
  RegisterInput,
  RegisterForm,
  ChangePasswordInput,
  ChangePasswordForm,
  LoginResponse,
  RegisterResponse,
  MeResponse,
  ForgotPasswordInput,
  ForgotPasswordResponse,
  ResetPasswordInput,
  ResetPasswordForm,
} from './auth/auth.schemas';
export {
  SENDER_LIMITS,
  SenderSettingsSchema,
  SettingsResponseSchema,
} from './settings/settings.schemas';
export {
  ProfileUpdateInputSchema,
  ProfileResponseSchema,
  EmailChangeInputSchema,
  EmailChangeConfirmInputSchema,
  DeleteAccountInputSchema,
  MessageResponseSchema,
  EMAIL_CHANGE_TTL_MS,
  EMAIL_CHANGE_LINK_INVALID,
} from './profile/profile.schemas';
export type {
  ProfileUpdateInput,
  ProfileResponse,
  EmailChangeInput,
  EmailChangeConfirmInput,
  DeleteAccountInput,
  MessageResponse,
} from './profile/profile.schemas';
export { PROFILE_EXPORT_PATH } from './profile/profile.api';
export type {
  SenderSettings,
  SenderSettingsForm,
  SettingsResponse,
} from './settings/settings.schemas';

export {
  DEFAULT_CONTACT_STATUS,
  UNSENDABLE_CONTACT_STATUSES,
  OPT_OUT_CONTACT_STATUSES,
  PENDING_CONTACT_STATUS,
  ContactSchema,
  ContactCreateInputSchema,
  ContactUpdateInputSchema,
  ContactResponseSchema,
  ContactListResponseSchema,
  AddContactToCampaignInputSchema,
  AddToCampaignFormSchema,
} from './contacts/contacts.schemas';
export type {
  Contact,
  ContactCreateInput,
  ContactCreateData,
  ContactUpdateInput,
  ContactUpdateData,
  ContactResponse,
  ContactListResponse,
  AddContactToCampaignInput,
  AddToCampaignForm,
} from './contacts/contacts.schemas';
export {
  EngagementSchema,
  ContactEngagementResponseSchema,
} from './contacts/contactEngagement.schemas';
export type { Engagement, ContactEngagementResponse } from './contacts/contactEngagement.schemas';
export {
  ContactExportSchema,
  ContactExportCampaignEmailSchema,
  ContactExportWorkflowEmailSchema,
  ContactExportSubmissionSchema,
  ContactExportEventSchema,
  ContactExportDealSchema,
  contactExportFileName,
} from './contacts/contactExport.schemas';
export type {
  ContactExport,
  ContactExportCampaignEmail,
  ContactExportWorkflowEmail,
  ContactExportSubmission,
  ContactExportEvent,
  ContactExportDeal,
} from './contacts/contactExport.schemas';
export {
  ContactWorkflowSchema,
  ContactWorkflowsResponseSchema,
  CONTACT_WORKFLOWS_LIMIT,
} from './contacts/contactWorkflows.schemas';
export type { ContactWorkflow } from './contacts/contactWorkflows.schemas';
export {
  CONTACT_ERASE_BATCH_MAX,
  ERASE_CONFIRM_MESSAGE,
  ContactBulkEraseInputSchema,
  ContactBulkEraseResultSchema,
  ContactEraseInputSchema,
  confirmsErasure,
} from './contacts/contactErasure.schemas';
export type {
  ContactBulkEraseInput,
  ContactBulkEraseResult,
  ContactEraseInput,
} from './contacts/contactErasure.schemas';
export {
  CONTACT_CHANGE_SOURCES,
  CONTACT_TIMELINE_COUNT_CAP,
  CONTACT_TIMELINE_KINDS,
  CONTACT_TIMELINE_LIMIT_MAX,
  CONTACT_TIMELINE_PAGE_SIZE,
  ContactTimelineEventSchema,
  ContactTimelinePageSchema,
  ContactTimelineQuerySchema,
} from './contacts/contactTimeline.schemas';
export type {
  ContactChangeSource,
  ContactTimelineEvent,
  ContactTimelineKind,
  ContactTimelinePage,
  ContactTimelineQuery,
} from './contacts/contactTimeline.schemas';
export {
  DUPLICATE_GROUPS_PAGE_SIZE,
  DUPLICATE_GROUP_CONTACTS_MAX,
  DUPLICATE_REASONS,
  DuplicateGroupSchema,
  DuplicatesPageSchema,
  DuplicatesQuerySchema,
  MERGE_CONTACTS_MAX,
  MERGE_FIELDS,
  MergeContactsInputSchema,
  MergeContactsResultSchema,
} from './contacts/contactDuplicates.schemas';
export type {
  DuplicateGroup,
  DuplicateReason,
  DuplicatesPage,
  DuplicatesQuery,
  MergeContactsInput,
  MergeContactsResult,
  MergeField,
} from './contacts/contactDuplicates.schemas';
export { CONTACT_MERGE_TAGS } from './contacts/contactMergeTags';
export type { ContactMergeTagName } from './contacts/contactMergeTags';
export { ComposeEmailFormSchema } from './contactEmail/contactEmail.schemas';
export type { ComposeEmailForm } from './contactEmail/contactEmail.schemas';
export {
  CONTACT_SORTS,
  SORT_ORDERS,
  CONTACT_PAGE_LIMIT_MAX,
  CONTACT_PAGE_SIZE,
  DEFAULT_CONTACT_SORT,
  DEFAULT_SORT_ORDER,
  CONTACT_BULK_LIMIT,
  CONTACT_SEARCH_COUNT_CAP,
  SEARCH_MAX_LENGTH,
  ContactFilterSchema,
  ContactListQuerySchema,
  ContactPageResponseSchema,
  ContactCountResponseSchema,
  ContactBulkDeleteInputSchema,
  ContactBulkTagInputSchema,
  ContactBulkCampaignInputSchema,
  ContactBulkResultSchema,
  CONTACT_TAGS_LIMIT,
  ContactTagsQuerySchema,
  ContactTagsResponseSchema,
  ContactBulkUntagInputSchema,
  ContactBulkStatusInputSchema,
  ContactBulkJobSchema,
  ContactBulkJobResponseSchema,
  CONTACT_BULK_IMMEDIATE_MAX,
  CONTACT_BULK_ACTIONS,
} from './contacts/contacts.list.schemas';
export type {
  ContactSort,
  SortOrder,
  ContactFilterInput,
  ContactFilter,
  ContactListQueryInput,
  ContactListQuery,
  ContactListParams,
  ContactPageResponse,
  ContactCountResponse,
  ContactBulkDeleteInput,
  ContactBulkDeleteData,
  ContactBulkTagInput,
  ContactBulkTagData,
  ContactBulkCampaignInput,
  ContactBulkCampaignData,
  ContactBulkResult,
  ContactTagsQueryInput,
  ContactTagsResponse,
  ContactBulkUntagInput,
  ContactBulkStatusInput,
  ContactBulkAction,
  ContactBulkJob,
} from './contacts/contacts.list.schemas';

export {
  CAMPAIGN_STATUSES,
  CAMPAIGN_SEND_STATUSES,
  CAMPAIGN_STATUS_MESSAGE,
  CampaignSchema,
  CAMPAIGN_OPEN_STATUSES,
  ScheduledAtSchema,
  CampaignCreateInputSchema,
  CampaignResponseSchema,
  CampaignListResponseSchema,
  CAMPAIGN_DESIGN_MESSAGE,
  CAMPAIGN_PAGE_LIMIT,
  EDITABLE_CAMPAIGN_STATUSES,
  CampaignUpdateInputSchema,
  CampaignListQuerySchema,
  CampaignPageResponseSchema,
  CampaignContactsQuerySchema,
  CampaignContactSchema,
  CampaignContactsPageResponseSchema,
  CursorSchema,
  RECIPIENT_STATES,
  AUDIENCE_LIMITS,
  AUDIENCE_LEFT_OUT_REASONS,
  AudienceLeftOutSchema,
  CampaignAudienceChoiceSchema,
  EMPTY_AUDIENCE,
} from './campaigns/campaigns.schemas';
export type {
  CampaignStatus,
  Campaign,
  CampaignCreateInput,
  CampaignCreateData,
  CampaignResponse,
  CampaignListResponse,
  CampaignUpdateInput,
  CampaignUpdateData,
  CampaignListQuery,
  CampaignListQueryData,
  CampaignPage,
  CampaignContactsQuery,
  CampaignContact,
  CampaignContactsPage,
  RecipientState,
  AudienceLeftOut,
  AudienceLeftOutReason,
  CampaignAudienceChoice,
  CampaignAudienceChoiceInput,
} from './campaigns/campaigns.schemas';
export {
  AB_TEST_LIMITS,
  AB_TEST_MEASURES,
  abVariantLetter,
  AbTestSettingsSchema,
  CampaignAbTestSchema,
  AbVariantResultSchema,
  PickAbWinnerInputSchema,
} from './campaigns/campaignAbTest.schemas';
export type {
  AbTestMeasure,
  AbTestSettings,
  AbTestSettingsInput,
  CampaignAbTest,
  AbVariantResult,
  PickAbWinnerInput,
} from './campaigns/campaignAbTest.schemas';
export {
  CampaignProgressSchema,
  CampaignProgressResponseSchema,
  CampaignDetailResponseSchema,
  CampaignAudienceSchema,
  CampaignAudienceResponseSchema,
  AudienceCountInputSchema,
  AudienceCountResponseSchema,
  TestSendInputSchema,
  TestAddressSchema,
  TestAddressListResponseSchema,
} from './campaigns/campaignSending.schemas';
export type {
  CampaignAudience,
  CampaignAudienceResponse,
  AudienceCount,
  AudienceCountInput,
  CampaignProgress,
  CampaignProgressResponse,
  CampaignDetailResponse,
  TestSendInput,
  TestAddress,
} from './campaigns/campaignSending.schemas';
export {
  PRE_SEND_FINDING_CODES,
  PRE_SEND_SEVERITIES,
  POSTAL_ADDRESS_SOURCES,
  PreSendFindingSchema,
  PreSendCheckSchema,
  PreSendCheckResponseSchema,
  SendCampaignInputSchema,
} from './campaigns/preSendCheck.schemas';
export type {
  PreSendFindingCode,
  PreSendSeverity,
  PreSendFinding,
  PreSendCheck,
  PreSendCheckResponse,
  SendCampaignInput,
} from './campaigns/preSendCheck.schemas';
export type { Page, PageParams } from './common/pages';

export {
  TEMPLATE_TYPES,
  DEFAULT_TEMPLATE_TYPE,
  TEMPLATE_TYPE_MESSAGE,
  TEMPLATE_DESIGN_MESSAGE,
  EmailTemplateSchema,
  EmailTemplateInputSchema,
  CampaignTemplateFormSchema,
  EmailTemplateResponseSchema,
  EmailTemplateListResponseSchema,
} from './templates/templates.schemas';
export type {
  TemplateType,
  EmailTemplate,
  EmailTemplateInput,
  EmailTemplateData,
  CampaignTemplateForm,
  EmailTemplateResponse,
  EmailTemplateListResponse,
} from './templates/templates.schemas';

export {
  TRIGGER_TYPES,
  TRIGGER_MESSAGE,
  TRIGGER_TYPE_MESSAGE,
  WORKFLOW_STEPS_MESSAGE,
  AutomationWorkflowSchema,
  AutomationWorkflowInputSchema,
  AutomationWorkflowUpdateInputSchema,
  AutomationWorkflowListQuerySchema,
  AutomationWorkflowResponseSchema,
  AutomationWorkflowListResponseSchema,
  WorkflowReportSchema,
  WorkflowReportResponseSchema,
  WorkflowEnrolInputSchema,
  WorkflowEnrolResponseSchema,
  AddToWorkflowFormSchema,
  WORKFLOW_RUN_FILTERS,
  WORKFLOW_RUNS_LIMIT_MAX,
  WorkflowRunSchema,
  WorkflowRunsPageSchema,
  WorkflowRunsQuerySchema,
} from './workflows/workflows.schemas';
export * from './workflows/workflowSteps';
export {
  WORKFLOW_TEST_WAIT_SECONDS,
  WORKFLOW_TEST_REFRESH_MS,
  WorkflowTestInputSchema,
  WorkflowTestSchema,
  WorkflowTestStepSchema,
  WorkflowTestResponseSchema,
} from './workflows/workflowTests.schemas';
export type {
  WorkflowTest,
  WorkflowTestInput,
  WorkflowTestStep,
} from './workflows/workflowTests.schemas';
export type {
  WorkflowReport,
  WorkflowStepFigures,
  WorkflowRunFailure,
  WorkflowExitReason,
  WorkflowEnrolInput,
  WorkflowEnrolResponse,
  AddToWorkflowForm,
  WorkflowRun,
  WorkflowRunFilter,
  WorkflowRunsPage,
  TriggerType,
  AutomationWorkflow,
  AutomationWorkflowInput,
  AutomationWorkflowData,
  AutomationWorkflowUpdateInput,
  AutomationWorkflowUpdateData,
  AutomationWorkflowResponse,
  AutomationWorkflowListResponse,
} from './workflows/workflows.schemas';

export {
  PLAN_IDS,
  DEFAULT_PLAN_ID,
  PLAN_ID_MESSAGE,
  PlanSchema,
  SubscriptionSchema,
  ChangeSubscriptionInputSchema,
} from './billing/billing.schemas';
export type {
  PlanId,
  Plan,
  Subscription,
  ChangeSubscriptionInput,
} from './billing/billing.schemas';
export {
  contactLimitMessage,
  formatContactLimit,
  importLimitMessage,
  isPlanLimitError,
  PLAN_LIMIT_STATUS,
  PLANS,
  planById,
  planFor,
  planOfTier,
  TIER_OF_PLAN,
} from './billing/plans';

export {
  IMPORT_FILE_TYPES,
  ImportProgressSchema,
  ImportResultSchema,
  exportFileName,
} from './transfer/transfer.schemas';
export type { ImportFileType, ImportProgress, ImportResult } from './transfer/transfer.schemas';
export {
  DELIVERY_MODES,
  OUTBOX_MODE_NOTICE,
  SendingStatusSchema,
  MessageSentResponseSchema,
} from './sending/sending.schemas';
export type { DeliveryMode, SendingStatus, MessageSentResponse } from './sending/sending.schemas';
export {
  OutboxMessageSummarySchema,
  OutboxPageSchema,
  OutboxMessageSchema,
} from './outbox/outbox.schemas';
export type { OutboxMessageSummary, OutboxPage, OutboxMessage } from './outbox/outbox.schemas';
export {
  IMPORT_SOURCES,
  IMPORT_SOURCE_NAMES,
  IMPORT_TARGETS,
  IMPORT_TARGET_LABELS,
  ImportColumnSchema,
  ImportMappingSchema,
  csvDelimiter,
  detectImportMapping,
  detectImportSource,
  isLifecycleHeader,
  isPhoneHeader,
} from './transfer/importMapping';
export type {
  ImportColumn,
  ImportMapping,
  ImportSource,
  ImportTarget,
} from './transfer/importMapping';

export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions } from './client';
export type { ReadOptions, ReadResult, Reader, FetchLike } from './http';
export {
  ApiError,
  ApiResponseError,
  isApiError,
  getErrorMessage,
  type ErrorMessageOptions,
} from './errors';
export {
  AUTH_TOKEN_STORAGE_KEY,
  getStoredToken,
  setStoredToken,
  clearStoredToken,
} from './tokenStorage';
export { EMPTY_EXPORT_MESSAGE } from './transfer/transfer.api';
export type { ContactsExport } from './transfer/transfer.api';
export type { EmailTemplateFilter } from './templates/templates.api';
export { downloadBlob, downloadUrl } from './downloadBlob';

export type { QueryInvalidator } from './common/queryTypes';
export { authKeys, authQueries } from './auth/auth.queries';
export {
  ANALYTICS_TIMEFRAMES,
  DEFAULT_ANALYTICS_TIMEFRAME,
  TIMEFRAME_DAYS,
  TIMEFRAME_MESSAGE,
  AnalyticsSummaryQuerySchema,
  AnalyticsPeriodSchema,
  AnalyticsChangeSchema,
  AnalyticsSummarySchema,
  AnalyticsSummaryResponseSchema,
  ANALYTICS_BUCKET_UNITS,
  TIMEFRAME_BUCKET_UNIT,
  TIME_ZONE_MESSAGE,
  isTimeZone,
  AnalyticsSeriesQuerySchema,
  AnalyticsBucketSchema,
  ContactGrowthPointSchema,
  ContactGrowthSchema,
  ContactGrowthResponseSchema,
  CampaignPerformancePointSchema,
  CAMPAIGN_PERFORMANCE_LIMIT,
  CampaignPerformanceRowSchema,
  CampaignPerformanceSchema,
  CampaignPerformanceResponseSchema,
  ACTIVITY_LIMIT_DEFAULT,
  ACTIVITY_LIMIT_MAX,
  ACTIVITY_LIMIT_MESSAGE,
  ActivityQuerySchema,
  ACTIVITY_MILESTONES,
  ACTIVITY_TYPES,
  ActivityLinkSchema,
  ActivityItemSchema,
  ActivityResponseSchema,
  PIPELINE_WON_MONTHS,
  PipelineAnalyticsResponseSchema,
} from './analytics/analytics.schemas';
export type {
  AnalyticsTimeframe,
  AnalyticsSummaryQuery,
  AnalyticsPeriod,
  AnalyticsChange,
  AnalyticsSummary,
  AnalyticsSummaryResponse,
  AnalyticsBucketUnit,
  AnalyticsSeriesQuery,
  AnalyticsBucket,
  ContactGrowthPoint,
  ContactGrowth,
  ContactGrowthResponse,
  CampaignPerformancePoint,
  CampaignPerformanceRow,
  CampaignPerformance,
  CampaignPerformanceResponse,
  ActivityQuery,
  ActivityType,
  ActivityLink,
  ActivityItem,
  ActivityResponse,
  PipelineAnalytics,
  PipelineWonMonth,
} from './analytics/analytics.schemas';
export { analyticsKeys, analyticsQueries } from './analytics/analytics.queries';
export {
  rate,
  percentChange,
  pointChange,
  analyticsWindow,
  bucketWindow,
  timeframeBuckets,
} from './analytics/analyticsBuckets';
export { dashboardKeys, dashboardQueries } from './dashboard/dashboard.queries';
export type { DashboardCounts } from './dashboard/dashboard.queries';
export { contactKeys, contactQueries, contactMutations } from './contacts/contacts.queries';
export { transferKeys, transferMutations } from './transfer/transfer.queries';
export { contactEmailKeys, contactEmailMutations } from './contactEmail/contactEmail.queries';
export {
  campaignKeys,
  campaignQueries,
  campaignMutations,
  CAMPAIGN_PAGE_SIZE,
  PROGRESS_POLL_MS,
  SCHEDULE_WAKE_MAX_MS,
  campaignsPollDelay,
} from './campaigns/campaigns.queries';
export { outboxKeys, outboxQueries } from './outbox/outbox.queries';
export { emlFileName } from './outbox/emlFileName';
export { sendingKeys, sendingQueries } from './sending/sending.queries';
export { domainsKeys, domainsMutations, domainsQueries } from './domains/domains.queries';
export {
  WARMUP_DAYS,
  WARMUP_FIRST_DAY_CAP,
  WARMUP_DAILY_GROWTH,
  utcDay,
  warmupToday,
} from './domains/warmupSchedule';
export {
  DOMAIN_CHECK_STATUSES,
  DOMAIN_CHECK_IDS,
  DOMAIN_CHECK_LABELS,
  DnsRecordSchema,
  DomainCheckSchema,
  DomainChecksSchema,
  BulkSenderReadinessSchema,
  WarmupSchema,
  WarmupInputSchema,
} from './domains/domains.schemas';
export type {
  DomainCheckStatus,
  DomainCheckId,
  DnsRecord,
  DomainCheck,
  DomainChecks,
  BulkSenderReadiness,
  Warmup,
  WarmupInput,
} from './domains/domains.schemas';
export {
  LARGE_SEND_RECIPIENTS,
  bulkSenderItems,
  readinessGaps,
  formatRate,
} from './domains/bulkSenderItems';
export type { BulkSenderItem, BulkSenderStatus } from './domains/bulkSenderItems';
export { bouncesKeys, bouncesQueries, BOUNCES_PAGE_SIZE } from './bounces/bounces.queries';
export {
  BOUNCE_KINDS,
  BounceSchema,
  BounceCountsSchema,
  BouncesPageSchema,
  BounceTotalsSchema,
  BounceTotalsResponseSchema,
  BouncesQuerySchema,
  BounceTotalsQuerySchema,
  BOUNCES_LIMIT_MAX,
} from './bounces/bounces.schemas';
export type {
  BounceKind,
  Bounce,
  BounceCounts,
  BouncesPage,
  BouncesFilter,
  BounceTotals,
} from './bounces/bounces.schemas';
export { settingsKeys, settingsQueries, settingsMutations } from './settings/settings.queries';
export { uploadsKeys, uploadsQueries, uploadsMutations } from './uploads/uploads.queries';
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
  WORKFLOW_RUNS_PAGE_SIZE,
} from './workflows/workflows.queries';
export { billingKeys, billingQueries } from './billing/billing.queries';
export { formKeys, formQueries, formMutations } from './forms/forms.queries';
export { segmentKeys, segmentQueries, segmentMutations } from './segments/segments.queries';
export { createSession, localTokenStore } from './auth/session';
export type {
  Session,
  SessionOptions,
  SessionState,
  SessionStatus,
  TokenStore,
} from './auth/session';

export {
  UPLOAD_IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_NO_FILE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_MAX_SIDE,
  UPLOADS_PER_HOUR,
  UPLOAD_QUOTA_MESSAGE,
  uploadDimensionsMessage,
  UploadedImageSchema,
  UploadImageResponseSchema,
  UploadListItemSchema,
  UploadListResponseSchema,
} from './uploads/uploads.schemas';
export type {
  UploadListItem,
  UploadListResponse,
  UploadImageType,
  UploadedImage,
  UploadImageResponse,
} from './uploads/uploads.schemas';
export {
  FORM_CONTACT_FIELDS,
  FORM_FIELD_TYPES,
  CUSTOM_FIELD_PREFIX,
  FORM_LIMITS,
  FormFieldSchema,
  FormInputSchema,
  FormUpdateInputSchema,
  FormLookSchema,
  FormSchema,
  FormResponseSchema,
  FormListResponseSchema,
  ConsentRecordSchema,
  ConsentListResponseSchema,
  formPagePath,
  formViewPixelPath,
  FORM_EMBED_SCRIPT_PATH,
  formInputType,
  CONSENT_FIELD,
  CONSENT_KINDS,
  HONEYPOT_FIELD,
  parseFormSubmission,
  FORM_TEXTS,
  FORM_CONFIRM_TTL_MS,
  CONFIRM_URL_MERGE_TAG,
  CONFIRM_URL_MISSING,
  linksToConfirmUrl,
} from './forms/forms.schemas';
export type {
  FormContactField,
  FormFieldType,
  FormField,
  FormInput,
  FormData,
  FormDefinition,
  FormUpdateInput,
  FormUpdateData,
  FormLook,
  Form,
  FormResponse,
  FormListResponse,
  FormAnswers,
  FormSubmissionResult,
  ConsentRecord,
  ConsentKind,
} from './forms/forms.schemas';
export {
  SEGMENT_LIMITS,
  SEGMENT_MATCHES,
  SEGMENT_CONDITION_KINDS,
  TAGS_OPERATORS,
  IS_OPERATORS,
  CREATED_OPERATORS,
  TEXT_FIELD_OPERATORS,
  COMPARE_FIELD_OPERATORS,
  SEGMENT_FIELD_OPERATORS,
  ENGAGEMENT_OPERATORS,
  WORKFLOW_OPERATORS,
  SEGMENT_OPERATORS,
  SEGMENT_FIELD_TYPES,
  FIELD_TYPE_OPERATORS,
  SEGMENT_CONTACT_FIELDS,
  customFieldName,
  fieldValueProblem,
  isSegmentGroup,
  segmentConditions,
  SegmentConditionSchema,
  SegmentGroupSchema,
  SegmentSchema,
  SegmentInputSchema,
  SegmentCountInputSchema,
  SegmentResponseSchema,
  SegmentListResponseSchema,
  SegmentCountResponseSchema,
} from './segments/segments.schemas';
export type {
  SegmentMatch,
  SegmentConditionKind,
  SegmentFieldOperator,
  TextFieldOperator,
  CompareFieldOperator,
  EngagementOperator,
  SegmentFieldType,
  FieldConditionProblem,
  SegmentCondition,
  SegmentConditionInput,
  SegmentGroup,
  SegmentGroupInput,
  Segment,
  SegmentInput,
  SegmentData,
  SegmentCountInput,
  SegmentCountResponse,
} from './segments/segments.schemas';
export { auditKeys, auditQueries } from './audit/audit.queries';
export type { AuditLogPage } from './audit/audit.api';
export {
  AUDIT_ACTIONS,
  AUDIT_ACTION_GROUPS,
  AUDIT_LIMIT_MAX,
  AUDIT_PAGE_SIZE,
  AUDIT_RETENTION_DAYS_DEFAULT,
  AuditActionSchema,
  AuditDetailsSchema,
  AuditEventSchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
} from './audit/audit.schemas';
export type {
  AuditAction,
  AuditDetails,
  AuditEvent,
  AuditLogFilter,
  AuditLogQuery,
  AuditLogResponse,
} from './audit/audit.schemas';
export { noteKeys, noteQueries, noteMutations } from './notes/notes.queries';
export {
  NOTE_MAX_LENGTH,
  NOTE_EMPTY_MESSAGE,
  NOTE_TOO_LONG_MESSAGE,
  NOTES_PAGE_SIZE,
  NOTES_LIMIT_MAX,
  NoteSchema,
  NoteInputSchema,
  NoteUpdateSchema,
  NoteResponseSchema,
  NoteListResponseSchema,
  NoteListQuerySchema,
} from './notes/notes.schemas';
export type {
  Note,
  NoteInput,
  NoteData,
  NoteUpdate,
  NoteUpdateData,
  RecordFilter,
} from './notes/notes.schemas';
export { companyKeys, companyQueries, companyMutations } from './companies/companies.queries';
export type { CompanyPageParams } from './companies/companies.api';
export {
  COMPANY_NAME_REQUIRED,
  COMPANY_DOMAIN_MESSAGE,
  COMPANY_NAME_TAKEN,
  COMPANIES_PAGE_SIZE,
  COMPANIES_LIMIT_MAX,
  CompanySchema,
  CompanyEngagementSchema,
  CompanyInputSchema,
  CompanyUpdateSchema,
  CompanyResponseSchema,
  CompanyListQuerySchema,
  CompanyListResponseSchema,
  CompanyContactsResponseSchema,
} from './companies/companies.schemas';
export type {
  Company,
  CompanyEngagement,
  CompanyInput,
  CompanyData,
  CompanyUpdate,
  CompanyUpdateData,
} from './companies/companies.schemas';
export { taskKeys, taskQueries, taskMutations } from './tasks/tasks.queries';
export {
  TASK_DUE_GROUPS,
  TASK_TITLE_MAX_LENGTH,
  TASK_TITLE_MESSAGE,
  TASK_ONE_RECORD_MESSAGE,
  TASKS_PAGE_SIZE,
  TASKS_LIMIT_MAX,
  TaskSchema,
  TaskInputSchema,
  TaskUpdateSchema,
  TaskResponseSchema,
  TaskListResponseSchema,
  TaskListQuerySchema,
} from './tasks/tasks.schemas';
export type {
  Task,
  TaskDueGroup,
  TaskInput,
  TaskData,
  TaskUpdate,
  TaskUpdateData,
} from './tasks/tasks.schemas';
export { dealKeys, dealQueries, dealMutations } from './deals/deals.queries';
export type { DealFilter } from './deals/deals.api';
export {
  DEAL_STATUSES,
  DEFAULT_PIPELINE_STAGES,
  STAGE_NAME_MAX_LENGTH,
  STAGE_NAME_MESSAGE,
  DEAL_NAME_MAX_LENGTH,
  DEAL_NAME_MESSAGE,
  LOST_REASON_MAX_LENGTH,
  DEAL_VALUE_MAX_CENTS,
  DEAL_CONTACTS_MAX,
  DEFAULT_DEAL_CURRENCY,
  DEALS_PAGE_SIZE,
  DEALS_LIMIT_MAX,
  DealValueTotalSchema,
  PipelineStageSchema,
  PipelineStageListResponseSchema,
  PipelineStageResponseSchema,
  PipelineStageInputSchema,
  PipelineStageOrderSchema,
  PipelineStageDeleteQuerySchema,
  DealCompanySchema,
  DealOwnerSchema,
  DealContactSchema,
  DealSchema,
  DealInputSchema,
  DealUpdateSchema,
  DealMoveSchema,
  DealResponseSchema,
  DealListResponseSchema,
  DealListQuerySchema,
  DEAL_SORTS,
} from './deals/deals.schemas';
export type {
  DealSort,
  DealStatus,
  DealValueTotal,
  PipelineStage,
  PipelineStageInput,
  PipelineStageOrder,
  DealCompany,
  DealOwner,
  DealContact,
  Deal,
  DealInput,
  DealData,
  DealUpdate,
  DealUpdateData,
  DealMove,
  DealListQuery,
} from './deals/deals.schemas';
export { webhookKeys, webhookQueries, webhookMutations } from './webhooks/webhooks.queries';
export {
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_MAX_LENGTH,
  WEBHOOK_URL_MESSAGE,
  WEBHOOK_EVENTS_MESSAGE,
  WEBHOOK_EVENT_UNKNOWN_MESSAGE,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_DELIVERIES_LIMIT_MAX,
  WebhookEndpointSchema,
  WebhookEndpointInputSchema,
  WebhookEndpointUpdateSchema,
  WebhookEndpointResponseSchema,
  WebhookEndpointWithSecretResponseSchema,
  WebhookEndpointListResponseSchema,
  WebhookDeliverySchema,
  WebhookDeliveryResponseSchema,
  WebhookDeliveryListResponseSchema,
  WebhookDeliveryListQuerySchema,
} from './webhooks/webhooks.schemas';
export type {
  WebhookEventType,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointData,
  WebhookEndpointUpdate,
  WebhookEndpointUpdateData,
  WebhookEndpointWithSecret,
  WebhookDelivery,
} from './webhooks/webhooks.schemas';
export { apiKeyKeys, apiKeyQueries, apiKeyMutations } from './apiKeys/apiKeys.queries';
export {
  API_KEY_SCOPES,
  API_KEY_SCOPE_DESCRIPTIONS,
  API_KEY_NAME_MESSAGE,
  API_KEY_NAME_TOO_LONG,
  API_KEY_SCOPES_MESSAGE,
  API_KEY_SCOPE_MESSAGE,
  API_KEY_EXPIRY_DAYS,
  API_KEY_EXPIRY_MESSAGE,
  ApiKeyScopeSchema,
  ApiKeySchema,
  ApiKeyInputSchema,
  ApiKeyListResponseSchema,
  ApiKeyCreatedResponseSchema,
} from './apiKeys/apiKeys.schemas';
export type {
  ApiKeyScope,
  ApiKey,
  ApiKeyInput,
  ApiKeyData,
  ApiKeyCreated,
} from './apiKeys/apiKeys.schemas';

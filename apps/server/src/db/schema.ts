import type {
  AnalyticsCampaignDaysTable,
  AnalyticsCampaignHoursTable,
  AnalyticsContactDaysTable,
  AnalyticsContactHoursTable,
} from '../analytics/analyticsTable';
import type { ApiKeysTable } from '../apiKeys/apiKeysTable';
import type { AuditEventsTable } from '../audit/auditTable';
import type { LoginFailuresTable, SessionsTable, UsersTable } from '../auth/authTable';
import type { BillingSubscriptionsTable } from '../billing/billingTable';
import type {
  BouncesMailboxesTable,
  BouncesTable,
  BouncesWebhookReplaysTable,
} from '../bounces/bouncesTable';
import type {
  CampaignContactsTable,
  CampaignRecipientsTable,
  CampaignsTable,
  CampaignTestAddressesTable,
} from '../campaigns/campaignsTable';
import type {
  ContactCountsTable,
  ContactsChangesTable,
  ContactsStatusChangesTable,
  ContactsTable,
} from '../contacts/contactsTable';
import type {
  FormsConsentsTable,
  FormsPowSpentTable,
  FormsRateWindowsTable,
  FormsSubmissionsTable,
  FormsTable,
} from '../forms/formsTable';
import type { JobsTable } from '../jobs/jobsTable';
import type { OutboxMessagesTable } from '../outbox/outboxTable';
import type { TemplatesTable } from '../templates/templatesTable';
import type { TrackingEventsTable } from '../tracking/trackingTable';
import type { UploadsTable } from '../uploads/uploadsTable';
import type { UsageEventsTable } from '../usage/usageTable';
import type {
  WorkflowsRunStepsTable,
  WorkflowsRunsTable,
  WorkflowsTable,
} from '../workflows/workflowsTable';
import type { NotesTable } from '../notes/notesTable';
import type { TasksTable } from '../tasks/tasksTable';
import type { CompaniesTable } from '../companies/companiesTable';
import type {
  DealsContactsTable,
  DealsEventsTable,
  DealsTable,
  DealsStagesTable,
  DealsStageTotalsTable,
} from '../deals/dealsTable';
import type { SegmentsTable } from '../segments/segmentsTable';
import type { SettingsTable } from '../settings/settingsTable';
import type { SendingDailyCountsTable } from '../sending/sendingTable';
import type { SuppressionsTable } from '../suppressions/suppressionsTable';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../webhooks/webhooksTable';
import type { ServerSecretsTable } from './serverSecretsTable';

/**
 * Every table, by name, as Kysely sees it. Each area declares its tables in `<area>Table.ts` beside
 * its repository (Kysely's own layout); this is the one place they are put together. A table's name
 * starts with its area's word (see the README's naming section).
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  contacts: ContactsTable;
  contact_counts: ContactCountsTable;
  campaigns: CampaignsTable;
  campaign_contacts: CampaignContactsTable;
  campaign_recipients: CampaignRecipientsTable;
  templates: TemplatesTable;
  workflows: WorkflowsTable;
  workflows_runs: WorkflowsRunsTable;
  workflows_run_steps: WorkflowsRunStepsTable;
  billing_subscriptions: BillingSubscriptionsTable;
  tracking_events: TrackingEventsTable;
  outbox_messages: OutboxMessagesTable;
  uploads: UploadsTable;
  analytics_contact_hours: AnalyticsContactHoursTable;
  analytics_campaign_hours: AnalyticsCampaignHoursTable;
  analytics_contact_days: AnalyticsContactDaysTable;
  analytics_campaign_days: AnalyticsCampaignDaysTable;
  jobs: JobsTable;
  bounces: BouncesTable;
  bounces_webhook_replays: BouncesWebhookReplaysTable;
  bounces_mailboxes: BouncesMailboxesTable;
  server_secrets: ServerSecretsTable;
  usage_events: UsageEventsTable;
  campaign_test_addresses: CampaignTestAddressesTable;
  contacts_status_changes: ContactsStatusChangesTable;
  contacts_changes: ContactsChangesTable;
  settings: SettingsTable;
  sending_daily_counts: SendingDailyCountsTable;
  forms: FormsTable;
  forms_submissions: FormsSubmissionsTable;
  forms_consents: FormsConsentsTable;
  forms_rate_windows: FormsRateWindowsTable;
  forms_pow_spent: FormsPowSpentTable;
  segments: SegmentsTable;
  suppressions: SuppressionsTable;
  notes: NotesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  tasks: TasksTable;
  companies: CompaniesTable;
  deals_stages: DealsStagesTable;
  deals_stage_totals: DealsStageTotalsTable;
  deals: DealsTable;
  deals_contacts: DealsContactsTable;
  deals_events: DealsEventsTable;
  api_keys: ApiKeysTable;
  audit_events: AuditEventsTable;
}

// Test data for code that uses the contract: each factory's output parses with its schema.
export {
  FIXTURE_DATE,
  buildUser,
  buildContact,
  buildCampaign,
  buildCampaignContact,
  buildEmailTemplate,
  buildWorkflow,
  buildWorkflowRun,
  buildUpload,
} from './testing/factories';
export {
  buildAnalyticsSummary,
  buildContactGrowth,
  buildCampaignPerformance,
  buildCampaignPerformanceRow,
  buildActivityItem,
  buildRecentActivity,
} from './testing/analyticsFactories';
export { buildDomainChecks, buildBulkSenderReadiness } from './testing/domainsFactories';
export { buildForm, buildConsentRecord } from './testing/formsFactories';
export { buildContactExport } from './testing/contactExportFactories';

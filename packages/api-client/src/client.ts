import { analyticsApi } from './analytics/analytics.api';
import { apiKeysApi } from './apiKeys/apiKeys.api';
import { auditApi } from './audit/audit.api';
import { authApi } from './auth/auth.api';
import { bouncesApi } from './bounces/bounces.api';
import { campaignsApi } from './campaigns/campaigns.api';
import { companiesApi } from './companies/companies.api';
import { HealthResponseSchema } from './common/common.schemas';
import { billingApi } from './billing/billing.api';
import { contactEmailApi } from './contactEmail/contactEmail.api';
import { contactsApi } from './contacts/contacts.api';
import { dealsApi } from './deals/deals.api';
import { domainsApi } from './domains/domains.api';
import { formsApi } from './forms/forms.api';
import { createHttp, type HttpOptions } from './http';
import { notesApi } from './notes/notes.api';
import { webhooksApi } from './webhooks/webhooks.api';
import { outboxApi } from './outbox/outbox.api';
import { profileApi } from './profile/profile.api';
import { segmentsApi } from './segments/segments.api';
import { sendingApi } from './sending/sending.api';
import { settingsApi } from './settings/settings.api';
import { tasksApi } from './tasks/tasks.api';
import { templatesApi } from './templates/templates.api';
import { transferApi } from './transfer/transfer.api';
import { uploadsApi } from './uploads/uploads.api';
import { workflowsApi } from './workflows/workflows.api';

export type ApiClientOptions = HttpOptions;

/**
 * A typed client for every call of the API (spec section 7). Every call sends cookies and the
 * Bearer token from `getToken`; every non-OK answer raises an `ApiError`; every answer is checked
 * against the contract's schemas.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const http = createHttp(options);
  return {
    ...authApi(http),
    ...contactsApi(http),
    ...transferApi(http),
    ...contactEmailApi(http),
    ...campaignsApi(http),
    ...outboxApi(http),
    ...sendingApi(http),
    ...domainsApi(http),
    ...bouncesApi(http),
    ...settingsApi(http),
    ...profileApi(http),
    ...templatesApi(http),
    ...workflowsApi(http),
    ...formsApi(http),
    ...segmentsApi(http),
    ...notesApi(http),
    ...webhooksApi(http),
    ...tasksApi(http),
    ...companiesApi(http),
    ...dealsApi(http),
    ...billingApi(http),
    ...analyticsApi(http),
    ...uploadsApi(http),
    ...apiKeysApi(http),
    ...auditApi(http),
    /** `GET /api/health`: `{ ok: true }`. */
    health: () => http.json('GET', '/api/health', HealthResponseSchema),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

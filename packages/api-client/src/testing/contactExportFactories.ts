import * as v from 'valibot';
import { ContactExportSchema } from '../contacts/contactExport.schemas';
import { FIXTURE_DATE, buildContact } from './factories';
import { buildConsentRecord } from './formsFactories';

type Input<TSchema extends v.GenericSchema> = v.InferInput<TSchema>;

/**
 * One contact's data export as `GET /api/contacts/{id}/export` answers it: a signup through a
 * form, a campaign email opened and clicked, and a workflow email opened (no notes, tasks or deals).
 */
export const buildContactExport = (overrides: Partial<Input<typeof ContactExportSchema>> = {}) =>
  v.parse(ContactExportSchema, {
    exportedAt: '2024-06-01T12:00:00.000Z',
    contact: buildContact({ email: 'ada@example.com' }),
    statusChanges: [],
    consents: [buildConsentRecord()],
    formSubmissions: [
      {
        formId: 1,
        formName: 'Newsletter signup',
        formVersion: 1,
        answers: { email: 'ada@example.com', firstName: 'Ada' },
        createdAt: FIXTURE_DATE,
      },
    ],
    campaignEmails: [
      {
        campaignId: 1,
        campaignName: 'Spring launch',
        subject: 'Spring is here',
        email: 'ada@example.com',
        status: 'sent',
        sentAt: '2024-04-02T09:00:00.000Z',
        firstOpenedAt: '2024-04-02T10:00:00.000Z',
        openCount: 1,
        firstClickedAt: '2024-04-02T10:01:00.000Z',
        clickCount: 1,
        unsubscribedAt: null,
        bouncedAt: null,
        events: [
          { type: 'open', url: null, at: '2024-04-02T10:00:00.000Z' },
          { type: 'click', url: 'https://shop.example.com/', at: '2024-04-02T10:01:00.000Z' },
        ],
      },
    ],
    workflowEmails: [
      {
        workflowId: 1,
        workflowName: 'Welcome series',
        stepId: 'hello',
        templateId: 1,
        sentAt: '2024-04-01T09:06:00.000Z',
        opened: true,
        clicked: false,
      },
    ],
    otherEvents: [{ type: 'open', url: null, at: '2024-04-01T10:00:00.000Z' }],
    notes: [],
    tasks: [],
    deals: [],
    ...overrides,
  });

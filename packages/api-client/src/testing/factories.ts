import * as v from 'valibot';
import { UserSchema } from '../auth/auth.schemas';
import { CampaignContactSchema, CampaignSchema } from '../campaigns/campaigns.schemas';
import { ContactSchema } from '../contacts/contacts.schemas';
import { EmailTemplateSchema } from '../templates/templates.schemas';
import { UploadListItemSchema } from '../uploads/uploads.schemas';
import { AutomationWorkflowSchema, WorkflowRunSchema } from '../workflows/workflows.schemas';

/** A fixed date: fixtures never depend on the clock, so screenshots and snapshots stay put. */
export const FIXTURE_DATE = '2024-04-01T09:00:00.000Z';

type Input<TSchema extends v.GenericSchema> = v.InferInput<TSchema>;

/**
 * Fills the defaults in, then parses with the contract's schema: a fixture that the real API could
 * not answer with (a field missing after the contract grew, a wrong enum value) throws at once.
 */
function build<TSchema extends v.GenericSchema>(
  schema: TSchema,
  defaults: Input<TSchema>,
  overrides: Partial<Input<TSchema>>,
): v.InferOutput<TSchema> {
  return v.parse(schema, { ...(defaults as object), ...overrides });
}

/** A signed-in user as `GET /api/auth/me` answers it. */
export const buildUser = (overrides: Partial<Input<typeof UserSchema>> = {}) =>
  build(
    UserSchema,
    {
      id: 1,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      username: 'ada',
      subscriptionTier: 'free',
      createdAt: FIXTURE_DATE,
    },
    overrides,
  );

/** A contact; the email follows the first name unless given. */
export const buildContact = (overrides: Partial<Input<typeof ContactSchema>> = {}) =>
  build(
    ContactSchema,
    {
      id: 1,
      firstName: 'Ann',
      lastName: 'Example',
      email: `${(overrides.firstName ?? 'Ann').toLowerCase()}@example.com`,
      phone: null,
      company: null,
      position: null,
      status: 'subscriber',
      tags: [],
      leadSource: null,
      customFields: {},
      createdAt: FIXTURE_DATE,
    },
    overrides,
  );

/** A draft campaign that has sent nothing. */
export const buildCampaign = (overrides: Partial<Input<typeof CampaignSchema>> = {}) =>
  build(
    CampaignSchema,
    {
      id: 1,
      name: 'Spring Sale',
      subject: 'Our spring sale starts now',
      content: '<p>Hello</p>',
      status: 'draft',
      scheduledAt: null,
      sentCount: 0,
      openCount: 0,
      clickCount: 0,
      createdAt: FIXTURE_DATE,
      design: null,
    },
    overrides,
  );

/** A contact added to a campaign, as `GET /api/campaigns/{id}/contacts` lists it. */
export const buildCampaignContact = (
  overrides: Partial<Input<typeof CampaignContactSchema>> = {},
) =>
  build(
    CampaignContactSchema,
    {
      id: 1,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `${(overrides.firstName ?? 'Grace').toLowerCase()}@example.com`,
      addedAt: FIXTURE_DATE,
      state: 'pending',
      reason: null,
      sentAt: null,
    },
    overrides,
  );

/** A newsletter template with HTML content and no builder design. */
export const buildEmailTemplate = (overrides: Partial<Input<typeof EmailTemplateSchema>> = {}) =>
  build(
    EmailTemplateSchema,
    {
      id: 1,
      name: 'Monthly Newsletter',
      subject: 'This month at Beacon',
      content: '<p>News</p>',
      templateType: 'newsletter',
      design: null,
      createdAt: FIXTURE_DATE,
    },
    overrides,
  );

/** An active automation workflow with no steps. */
export const buildWorkflow = (overrides: Partial<Input<typeof AutomationWorkflowSchema>> = {}) =>
  build(
    AutomationWorkflowSchema,
    {
      id: 1,
      name: 'Welcome new subscribers',
      description: null,
      trigger: 'contact_added',
      isActive: true,
      steps: '[]',
      createdAt: FIXTURE_DATE,
    },
    overrides,
  );

/** A contact waiting at a workflow's first step (a wait), as `GET .../runs` lists it. */
export const buildWorkflowRun = (overrides: Partial<Input<typeof WorkflowRunSchema>> = {}) =>
  build(
    WorkflowRunSchema,
    {
      runId: 1,
      contactId: 1,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      status: 'active',
      step: { id: 'w1', number: 1, type: 'wait' },
      nextDue: '2024-04-02T09:00:00.000Z',
      error: null,
      enteredAt: FIXTURE_DATE,
      since: FIXTURE_DATE,
    },
    overrides,
  );

/** An image in the account's library as `GET /api/uploads` lists it. */
export const buildUpload = (overrides: Partial<Input<typeof UploadListItemSchema>> = {}) =>
  build(
    UploadListItemSchema,
    {
      id: 'upload-000000000001',
      url: '/uploads/upload-000000000001',
      contentType: 'image/png',
      size: 120 * 1024,
      createdAt: FIXTURE_DATE,
    },
    overrides,
  );

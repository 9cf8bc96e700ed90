import {
  buildCampaign,
  buildContact,
  buildEmailTemplate,
  buildUser,
  buildWorkflow,
} from '@crm/api-client/testing';

/** The stories' data, made by the contract's factories (each parses with its schema). */
export const demoUser = buildUser({
  id: 42,
  subscriptionTier: 'starter',
  createdAt: '2024-03-15T10:00:00.000Z',
});

export const demoContacts = [1, 2, 3, 4, 5].map((id) =>
  buildContact({ id, firstName: `Contact${id}` }),
);

export const demoCampaigns = [
  buildCampaign({
    id: 1,
    status: 'sent',
    sentCount: 1200,
    openCount: 300,
    clickCount: 45,
    createdAt: '2024-04-02T09:00:00.000Z',
  }),
  buildCampaign({
    id: 2,
    name: 'Welcome Series',
    subject: 'Welcome aboard',
    content: '<p>Welcome</p>',
    status: 'sent',
    sentCount: 3,
    openCount: 1,
    clickCount: 2,
    createdAt: '2024-04-03T09:00:00.000Z',
  }),
  buildCampaign({
    id: 3,
    name: 'Summer Newsletter',
    subject: 'Summer news',
    content: '<p>News</p>',
    createdAt: '2024-04-04T09:00:00.000Z',
  }),
];

export const demoTemplates = [buildEmailTemplate({ createdAt: '2024-04-05T09:00:00.000Z' })];

export const demoWorkflows = [
  buildWorkflow({
    description: 'Send the welcome email when someone joins',
    createdAt: '2024-05-01T09:00:00.000Z',
  }),
  buildWorkflow({
    id: 2,
    name: 'Re-engage clickers',
    trigger: 'link_clicked',
    isActive: false,
    createdAt: '2024-05-02T09:00:00.000Z',
  }),
];

import type { AutomationWorkflow, Campaign, Contact, EmailTemplate, User } from '@crm/api-client';

/** Fixed data for stories: fixed dates, so screenshots never change. */
export const demoUser: User = {
  id: 42,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  subscriptionTier: 'starter',
  createdAt: '2024-03-15T10:00:00.000Z',
};

export const demoContacts: Contact[] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  firstName: `Contact${id}`,
  lastName: 'Example',
  email: `contact${id}@example.com`,
  phone: null,
  company: null,
  position: null,
  status: 'subscriber',
  tags: [],
  leadSource: null,
  customFields: {},
  createdAt: '2024-04-01T09:00:00.000Z',
}));

export const demoCampaigns: Campaign[] = [
  {
    id: 1,
    name: 'Spring Sale',
    subject: 'Our spring sale starts now',
    content: '<p>Hello</p>',
    status: 'sent',
    scheduledAt: null,
    sentCount: 1200,
    openCount: 300,
    clickCount: 45,
    createdAt: '2024-04-02T09:00:00.000Z',
  },
  {
    id: 2,
    name: 'Welcome Series',
    subject: 'Welcome aboard',
    content: '<p>Welcome</p>',
    status: 'sent',
    scheduledAt: null,
    sentCount: 3,
    openCount: 1,
    clickCount: 2,
    createdAt: '2024-04-03T09:00:00.000Z',
  },
  {
    id: 3,
    name: 'Summer Newsletter',
    subject: 'Summer news',
    content: '<p>News</p>',
    status: 'draft',
    scheduledAt: null,
    sentCount: 0,
    openCount: 0,
    clickCount: 0,
    createdAt: '2024-04-04T09:00:00.000Z',
  },
];

export const demoTemplates: EmailTemplate[] = [
  {
    id: 1,
    name: 'Monthly Newsletter',
    subject: 'This month at Beacon',
    content: '<p>News</p>',
    templateType: 'newsletter',
    design: null,
    createdAt: '2024-04-05T09:00:00.000Z',
  },
];

export const demoWorkflows: AutomationWorkflow[] = [
  {
    id: 1,
    name: 'Welcome new subscribers',
    description: 'Send the welcome email when someone joins',
    trigger: 'contact_added',
    isActive: true,
    steps: '[]',
    createdAt: '2024-05-01T09:00:00.000Z',
  },
  {
    id: 2,
    name: 'Re-engage clickers',
    description: null,
    trigger: 'link_clicked',
    isActive: false,
    steps: '[]',
    createdAt: '2024-05-02T09:00:00.000Z',
  },
];

/** Sample records for the demo account: a small agency's CRM a few months in. */

const people: [string, string, string, string][] = [
  ['Olivia', 'Bennett', 'Harbor Coffee Roasters', 'Owner'],
  ['Liam', 'Carter', 'Northwind Plumbing', 'Operations Manager'],
  ['Emma', 'Diaz', 'Bright Smile Dental', 'Practice Manager'],
  ['Noah', 'Evans', 'Evans & Co. Realty', 'Broker'],
  ['Ava', 'Foster', 'Fresh Fields Market', 'Marketing Lead'],
  ['Elijah', 'Garcia', 'Garcia Landscaping', 'Founder'],
  ['Sophia', 'Hughes', 'Bluebird Yoga Studio', 'Studio Director'],
  ['James', 'Ito', 'Ito Precision Parts', 'Purchasing Manager'],
  ['Isabella', 'Jensen', 'Copper Kettle Bakery', 'Co-owner'],
  ['Benjamin', 'Kim', 'Kim Accounting Group', 'Partner'],
  ['Mia', 'Lopez', 'Lopez Family Dentistry', 'Office Manager'],
  ['Lucas', 'Martin', 'Summit Outdoor Gear', 'E-commerce Manager'],
  ['Charlotte', 'Nguyen', 'Lotus Nail Spa', 'Owner'],
  ['Henry', 'O\u2019Brien', 'O\u2019Brien Electric', 'Estimator'],
  ['Amelia', 'Patel', 'Patel Pharmacy', 'Pharmacist in Charge'],
  ['Alexander', 'Quinn', 'Quinn Software Labs', 'CTO'],
  ['Harper', 'Rossi', 'Rossi Trattoria', 'General Manager'],
  ['Daniel', 'Schmidt', 'Schmidt Auto Repair', 'Service Advisor'],
  ['Evelyn', 'Turner', 'Turner Interiors', 'Lead Designer'],
  ['Matthew', 'Usman', 'Urban Bike Works', 'Store Manager'],
  ['Abigail', 'Vargas', 'Vargas Insurance Agency', 'Agent'],
  ['Samuel', 'Walsh', 'Walsh Roofing', 'Sales Manager'],
  ['Emily', 'Xu', 'Jade Garden Catering', 'Events Coordinator'],
  ['David', 'Young', 'Young Fitness Club', 'Membership Director'],
  ['Ella', 'Zimmerman', 'Zimmerman Law Office', 'Paralegal'],
  ['Joseph', 'Adams', 'Adams Home Inspections', 'Inspector'],
  ['Grace', 'Brooks', 'Petal & Stem Florist', 'Owner'],
  ['Owen', 'Chen', 'Chen Solar Installers', 'Project Manager'],
  ['Chloe', 'Dubois', 'Maison Dubois Boutique', 'Buyer'],
  ['Jack', 'Ellis', 'Ellis Veterinary Clinic', 'Clinic Manager'],
];

const statuses = [
  'subscriber',
  'lead',
  'customer',
  'subscriber',
  'lead',
  'customer',
  'unsubscribed',
];
const sources = [
  'Website form',
  'Referral',
  'Trade show',
  'Facebook ad',
  'Google search',
  'Webinar',
];
const tagSets = [
  ['newsletter'],
  ['vip', 'customer'],
  ['lead', 'follow-up'],
  [],
  ['retail'],
  ['webinar-2025', 'lead'],
  ['local'],
];

export const demoContacts = people.map(([firstName, lastName, company, position], i) => ({
  firstName,
  lastName,
  email:
    `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') +
    `@${company.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
  phone: `+1 555 01${String(10 + i).padStart(2, '0')}`,
  company,
  position,
  status: statuses[i % statuses.length]!,
  tags: tagSets[i % tagSets.length]!,
  leadSource: sources[i % sources.length]!,
  customFields: i % 3 === 0 ? { industry: 'Small business', employees: 5 + i } : {},
}));

const style = {
  backgroundColor: '#f5f5f5',
  fontFamily: 'Arial, sans-serif',
  fontSize: '16px',
  contentWidth: '600px',
  textColor: '#333333',
};

function design(id: string, headline: string, text: string, button: string, color: string) {
  return {
    elements: [
      {
        id: `header-${id}1`,
        type: 'header',
        content: headline,
        settings: { fontSize: '24px', color, alignment: 'center', padding: '20px' },
      },
      {
        id: `text-${id}2`,
        type: 'text',
        content: text,
        settings: { fontSize: '16px', color: '#333333', alignment: 'left', padding: '10px' },
      },
      {
        id: `divider-${id}3`,
        type: 'divider',
        content: '',
        settings: { color: '#e5e7eb', padding: '10px' },
      },
      {
        id: `button-${id}4`,
        type: 'button',
        content: button,
        settings: {
          backgroundColor: color,
          color: '#ffffff',
          alignment: 'center',
          url: 'https://example.com',
          borderRadius: '4px',
          padding: '12px',
        },
      },
    ],
    style,
  };
}

const html = (headline: string, text: string, button: string, color: string) =>
  `<div style="background:#f5f5f5;padding:20px;font-family:Arial,sans-serif"><div style="max-width:600px;margin:0 auto;background:#ffffff;padding:20px">` +
  `<h1 style="color:${color};text-align:center;font-size:24px">${headline}</h1><p style="color:#333333;font-size:16px">${text}</p>` +
  `<p style="text-align:center"><a href="https://example.com" style="background:${color};color:#ffffff;padding:12px 24px;border-radius:4px;text-decoration:none">${button}</a></p></div></div>`;

const templateSpecs: [string, string, string, string, string, string][] = [
  [
    'Welcome series #1',
    'welcome',
    'Welcome aboard!',
    'Thanks for joining us. Here is what to expect over the next few weeks.',
    'Get started',
    '#2563eb',
  ],
  [
    'Monthly newsletter',
    'newsletter',
    'This month at a glance',
    'Tips, stories and product news from our team.',
    'Read more',
    '#0f766e',
  ],
  [
    'Spring promotion',
    'promotion',
    '20% off everything',
    'Our biggest sale of the season ends Sunday.',
    'Shop the sale',
    '#dc2626',
  ],
  [
    'Webinar invitation',
    'event',
    'Join our live webinar',
    'Learn how small teams automate follow-ups in under an hour.',
    'Save my seat',
    '#7c3aed',
  ],
  [
    'Post-purchase follow-up',
    'follow-up',
    'How did we do?',
    'We would love to hear about your experience.',
    'Leave feedback',
    '#ea580c',
  ],
];

export const demoTemplates = templateSpecs.map(
  ([name, templateType, headline, text, button, color], i) => ({
    name,
    subject: headline,
    templateType,
    content: html(headline, text, button, color),
    design: JSON.stringify(design(String(1716000000000 + i * 10), headline, text, button, color)),
  }),
);

export const demoCampaigns = [
  {
    name: 'January newsletter',
    subject: 'New year, new tools for your business',
    status: 'sent',
    sentCount: 1240,
    openCount: 412,
    clickCount: 63,
    daysAgo: 60,
  },
  {
    name: 'Winter clearance',
    subject: 'Last chance: 30% off winter stock',
    status: 'sent',
    sentCount: 980,
    openCount: 301,
    clickCount: 48,
    daysAgo: 40,
  },
  {
    name: 'Customer survey',
    subject: 'Two minutes to tell us how we are doing?',
    status: 'sent',
    sentCount: 655,
    openCount: 270,
    clickCount: 91,
    daysAgo: 21,
  },
  {
    name: 'Spring promotion',
    subject: '20% off everything this week',
    status: 'scheduled',
    sentCount: 0,
    openCount: 0,
    clickCount: 0,
    daysAgo: -7,
  },
  {
    name: 'Webinar invitation',
    subject: 'Join our live webinar on automation',
    status: 'draft',
    sentCount: 0,
    openCount: 0,
    clickCount: 0,
    daysAgo: null,
  },
  {
    name: 'Holiday greetings (2024)',
    subject: 'Happy holidays from all of us',
    status: 'archived',
    sentCount: 1105,
    openCount: 388,
    clickCount: 22,
    daysAgo: 120,
  },
].map((c) => ({
  ...c,
  content: html(c.subject, 'Hi there, here is our latest update.', 'Learn more', '#2563eb'),
}));

export const demoWorkflows = [
  {
    name: 'Welcome new subscribers',
    description: 'Send the welcome series when a contact signs up',
    trigger: 'form_submission',
    isActive: true,
    steps: [
      { type: 'send_email', template: 'Welcome series #1' },
      { type: 'wait', days: 3 },
      { type: 'send_email', template: 'Monthly newsletter' },
    ],
  },
  {
    name: 'Re-engage openers',
    description: 'Follow up with contacts who opened but did not click',
    trigger: 'email_opened',
    isActive: true,
    steps: [
      { type: 'wait', days: 2 },
      { type: 'add_tag', tag: 'follow-up' },
    ],
  },
  {
    name: 'VIP tag alert',
    description: 'Notify the owner when a contact is tagged VIP',
    trigger: 'tag_added',
    isActive: false,
    steps: [{ type: 'notify', to: 'owner' }],
  },
];

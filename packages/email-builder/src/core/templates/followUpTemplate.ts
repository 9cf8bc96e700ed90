import type { StoredPremadeTemplate } from './PremadeTemplate';

export const followUpTemplate: StoredPremadeTemplate = {
  name: 'Follow-up',
  subject: 'Following up on our conversation',
  type: 'follow-up',
  design: {
    style: {
      backgroundColor: '#ffffff',
      fontFamily: 'Arial, sans-serif',
      fontSize: '16px',
      contentWidth: '600px',
      textColor: '#333333',
    },
    elements: [
      {
        id: 'header-follow-up-1',
        type: 'header',
        content: 'Thanks for your time',
        settings: {
          fontSize: '24px',
          color: '#2563EB',
          textAlign: 'left',
          paddingTop: '10px',
          paddingBottom: '10px',
        },
      },
      {
        id: 'text-follow-up-1',
        type: 'text',
        content:
          'It was great speaking with you. As promised, here is a summary of what we discussed and the next steps.',
        settings: {
          fontSize: '16px',
          color: '#333333',
          textAlign: 'left',
          paddingTop: '10px',
          paddingBottom: '10px',
        },
      },
      {
        id: 'button-follow-up-1',
        type: 'button',
        content: 'Book a Call',
        settings: {
          backgroundColor: '#2563EB',
          color: '#ffffff',
          url: 'https://example.com/book',
          textAlign: 'left',
        },
      },
      {
        id: 'text-follow-up-2',
        type: 'text',
        content: 'Best regards,\nThe Team',
        settings: {
          fontSize: '16px',
          color: '#333333',
          textAlign: 'left',
          paddingTop: '20px',
          paddingBottom: '10px',
        },
      },
    ],
  },
};

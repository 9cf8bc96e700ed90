import type { StoredPremadeTemplate } from './PremadeTemplate';

export const welcomeTemplate: StoredPremadeTemplate = {
  name: 'Welcome Email',
  subject: 'Welcome aboard!',
  type: 'welcome',
  design: {
    style: {
      backgroundColor: '#f5f5f5',
      fontFamily: 'Arial, sans-serif',
      fontSize: '16px',
      contentWidth: '600px',
      textColor: '#333333',
    },
    elements: [
      {
        id: 'header-welcome-1',
        type: 'header',
        content: 'Welcome to the family!',
        settings: {
          fontSize: '28px',
          color: '#2563EB',
          textAlign: 'center',
          paddingTop: '20px',
          paddingBottom: '10px',
        },
      },
      {
        id: 'text-welcome-1',
        type: 'text',
        content:
          "We're thrilled to have you with us. Over the next few days we'll send you tips to get the most out of your account.",
        settings: {
          fontSize: '16px',
          color: '#333333',
          textAlign: 'center',
          paddingTop: '10px',
          paddingBottom: '10px',
          paddingLeft: '20px',
          paddingRight: '20px',
        },
      },
      {
        id: 'button-welcome-1',
        type: 'button',
        content: 'Get Started',
        settings: {
          backgroundColor: '#2563EB',
          color: '#ffffff',
          url: 'https://example.com/start',
          textAlign: 'center',
          borderRadius: '6px',
        },
      },
      {
        id: 'divider-welcome-1',
        type: 'divider',
        content: '',
        settings: { border: '1px solid #dddddd', paddingTop: '20px', paddingBottom: '20px' },
      },
      {
        id: 'text-welcome-2',
        type: 'text',
        content: 'Questions? Just reply to this email, we read every message.',
        settings: {
          fontSize: '14px',
          color: '#555555',
          textAlign: 'center',
          paddingTop: '0px',
          paddingBottom: '10px',
        },
      },
    ],
  },
};

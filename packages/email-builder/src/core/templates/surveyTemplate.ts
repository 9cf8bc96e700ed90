import type { StoredPremadeTemplate } from './PremadeTemplate';

export const surveyTemplate: StoredPremadeTemplate = {
  name: 'Customer Survey',
  subject: 'Got 2 minutes? Tell us what you think',
  type: 'survey',
  design: {
    style: {
      backgroundColor: '#ecfdf5',
      fontFamily: 'Arial, sans-serif',
      fontSize: '16px',
      contentWidth: '600px',
      textColor: '#064e3b',
    },
    elements: [
      {
        id: 'header-survey-1',
        type: 'header',
        content: 'How did we do?',
        settings: {
          fontSize: '28px',
          color: '#047857',
          textAlign: 'center',
          paddingTop: '20px',
          paddingBottom: '10px',
        },
      },
      {
        id: 'text-survey-1',
        type: 'text',
        content: 'Your feedback helps us improve. The survey takes about two minutes.',
        settings: {
          fontSize: '16px',
          color: '#064e3b',
          textAlign: 'center',
          paddingTop: '10px',
          paddingBottom: '10px',
        },
      },
      {
        id: 'button-survey-1',
        type: 'button',
        content: 'Take the Survey',
        settings: {
          backgroundColor: '#047857',
          color: '#ffffff',
          url: 'https://example.com/survey',
          textAlign: 'center',
        },
      },
      {
        id: 'divider-survey-1',
        type: 'divider',
        content: '',
        settings: { border: '1px solid #a7f3d0', paddingTop: '20px', paddingBottom: '20px' },
      },
      {
        id: 'text-survey-2',
        type: 'text',
        content: 'Thank you for being a customer.',
        settings: {
          fontSize: '14px',
          color: '#065f46',
          textAlign: 'center',
          paddingTop: '0px',
          paddingBottom: '0px',
        },
      },
    ],
  },
};

import type { StoredPremadeTemplate } from './PremadeTemplate';

export const eventTemplate: StoredPremadeTemplate = {
  name: 'Event Invitation',
  subject: "You're invited!",
  type: 'event',
  design: {
    style: {
      backgroundColor: '#f5f3ff',
      fontFamily: 'Arial, sans-serif',
      fontSize: '16px',
      contentWidth: '600px',
      textColor: '#1f2937',
    },
    elements: [
      {
        id: 'header-event-1',
        type: 'header',
        content: "You're Invited",
        settings: {
          fontSize: '32px',
          color: '#6d28d9',
          textAlign: 'center',
          paddingTop: '20px',
          paddingBottom: '10px',
        },
      },
      {
        id: 'text-event-1',
        type: 'text',
        content: 'Join us for an evening of talks, demos and conversation.',
        settings: {
          fontSize: '18px',
          color: '#1f2937',
          textAlign: 'center',
          paddingTop: '10px',
          paddingBottom: '10px',
        },
      },
      {
        id: 'text-event-2',
        type: 'text',
        content: 'Date: Thursday, June 1\nTime: 6:00 PM\nPlace: Main Street Hall',
        settings: {
          fontSize: '16px',
          color: '#1f2937',
          textAlign: 'center',
          backgroundColor: '#ffffff',
          paddingTop: '15px',
          paddingBottom: '15px',
        },
      },
      { id: 'spacer-event-1', type: 'spacer', content: '', settings: { height: '20px' } },
      {
        id: 'button-event-1',
        type: 'button',
        content: 'RSVP Now',
        settings: {
          backgroundColor: '#6d28d9',
          color: '#ffffff',
          url: 'https://example.com/rsvp',
          textAlign: 'center',
        },
      },
    ],
  },
};

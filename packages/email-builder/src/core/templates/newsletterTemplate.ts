import type { StoredPremadeTemplate } from './PremadeTemplate';

export const newsletterTemplate: StoredPremadeTemplate = {
  name: 'Monthly Newsletter',
  subject: 'This month: news, tips and updates',
  type: 'newsletter',
  design: {
    style: {
      backgroundColor: '#ffffff',
      fontFamily: 'Georgia, serif',
      fontSize: '16px',
      contentWidth: '600px',
      textColor: '#333333',
    },
    elements: [
      {
        id: 'header-newsletter-1',
        type: 'header',
        content: 'The Monthly Update',
        settings: {
          fontSize: '32px',
          color: '#1e3a8a',
          textAlign: 'left',
          paddingTop: '10px',
          paddingBottom: '5px',
        },
      },
      {
        id: 'text-newsletter-1',
        type: 'text',
        content: 'Everything that happened this month, in five minutes.',
        settings: {
          fontSize: '14px',
          color: '#555555',
          textAlign: 'left',
          paddingTop: '0px',
          paddingBottom: '10px',
        },
      },
      {
        id: 'image-newsletter-1',
        type: 'image',
        content: '',
        settings: {
          altText: 'Feature story illustration',
          width: '100%',
          textAlign: 'center',
          paddingTop: '10px',
          paddingBottom: '10px',
        },
      },
      {
        id: 'header-newsletter-2',
        type: 'header',
        content: 'Feature story',
        settings: {
          fontSize: '24px',
          color: '#1e3a8a',
          textAlign: 'left',
          paddingTop: '10px',
          paddingBottom: '5px',
        },
      },
      {
        id: 'text-newsletter-2',
        type: 'text',
        content:
          'Share the story that matters most to your readers this month: a launch, a milestone or a customer success.',
        settings: {
          fontSize: '16px',
          color: '#333333',
          textAlign: 'left',
          paddingTop: '5px',
          paddingBottom: '10px',
        },
      },
      {
        id: 'button-newsletter-1',
        type: 'button',
        content: 'Read More',
        settings: {
          backgroundColor: '#1e3a8a',
          color: '#ffffff',
          url: 'https://example.com/blog',
          textAlign: 'left',
        },
      },
      {
        id: 'divider-newsletter-1',
        type: 'divider',
        content: '',
        settings: { border: '1px solid #e5e7eb', paddingTop: '20px', paddingBottom: '20px' },
      },
      {
        id: 'text-newsletter-3',
        type: 'text',
        content: "You're receiving this email because you subscribed to our newsletter.",
        settings: {
          fontSize: '12px',
          color: '#555555',
          textAlign: 'center',
          paddingTop: '0px',
          paddingBottom: '0px',
        },
      },
    ],
  },
};

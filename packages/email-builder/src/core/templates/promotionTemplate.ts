import type { StoredPremadeTemplate } from './PremadeTemplate';

export const promotionTemplate: StoredPremadeTemplate = {
  name: 'Special Promotion',
  subject: '25% off everything, this weekend only',
  type: 'promotion',
  design: {
    style: {
      backgroundColor: '#fff7ed',
      fontFamily: "'Trebuchet MS', sans-serif",
      fontSize: '16px',
      contentWidth: '600px',
      textColor: '#431407',
    },
    elements: [
      {
        id: 'header-promotion-1',
        type: 'header',
        content: '25% OFF EVERYTHING',
        settings: {
          fontSize: '32px',
          color: '#c2410c',
          textAlign: 'center',
          paddingTop: '20px',
          paddingBottom: '10px',
        },
      },
      {
        id: 'text-promotion-1',
        type: 'text',
        content: 'This weekend only: use code SAVE25 at checkout.',
        settings: {
          fontSize: '18px',
          color: '#431407',
          textAlign: 'center',
          paddingTop: '10px',
          paddingBottom: '10px',
        },
      },
      {
        id: 'image-promotion-1',
        type: 'image',
        content: '',
        settings: {
          altText: 'Products on sale',
          width: '100%',
          textAlign: 'center',
          paddingTop: '10px',
          paddingBottom: '10px',
        },
      },
      {
        id: 'button-promotion-1',
        type: 'button',
        content: 'Shop Now',
        settings: {
          backgroundColor: '#c2410c',
          color: '#ffffff',
          url: 'https://example.com/sale',
          textAlign: 'center',
          fontSize: '18px',
          borderRadius: '24px',
        },
      },
      { id: 'spacer-promotion-1', type: 'spacer', content: '', settings: { height: '20px' } },
      {
        id: 'text-promotion-2',
        type: 'text',
        content: 'Offer ends Sunday at midnight. Cannot be combined with other offers.',
        settings: {
          fontSize: '12px',
          color: '#7c2d12',
          textAlign: 'center',
          paddingTop: '0px',
          paddingBottom: '0px',
        },
      },
    ],
  },
};
